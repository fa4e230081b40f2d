package jpd.player.playouts;

import jpd.rules.Board;
import jpd.rules.Color;

/**
 * Reads ladders: whether a chain in atari that runs out to its liberty is captured anyway by a
 * chase of ataris, each from the side that keeps it at two liberties. The chased chain escapes
 * when it reaches three liberties, when one of the chasing chains next to it is in atari (it can
 * take it), or when the reading gets deeper than twice the board size or plays more than four
 * times the board size of ataris (a crowded board can branch at every step). The board asked about is
 * never changed: the reading plays on scratch copies, made only once the chain's run leaves it at
 * exactly two liberties, and again only where both ataris are worth reading.
 */
final class Ladder {
    /** A liberty count from which a chain counts as free: the ladder is broken. */
    private static final int FREE = 3;

    /** The copy the reading starts from, then one per depth where the chase branches. */
    private Board start;
    private Board[] branches = new Board[0];
    /** The distinct liberties found by the last {@link #libertiesAfter} call, at most {@link #FREE}. */
    private final int[] found = new int[FREE];
    private int maxDepth;
    /** The ataris the current reading may still try. */
    private int budget;

    /** Whether the chain of this stone, which is in atari, is still captured after extending to its liberty. */
    boolean capturedAfterExtending(Board board, int chainCell) {
        Color runner = Color.ofCode(board.stoneAt(chainCell));
        if (canCaptureNextTo(board, chainCell)) {
            return false;
        }
        int run = board.atariLiberty(chainCell);
        int liberties = libertiesAfter(board, run, runner, -1);
        if (liberties != 2) {
            return liberties < 2;
        }
        Board scratch = start(board);
        scratch.place(run, runner);
        return chasedAfterRun(scratch, chainCell, runner, 0);
    }

    /**
     * Whether a stone of the opponent of the chain of {@code chainCell}, which has exactly two
     * liberties, put on its liberty {@code cell} starts a ladder that captures the chain.
     */
    boolean atariStartsLadder(Board board, int cell, int chainCell) {
        Color runner = Color.ofCode(board.stoneAt(chainCell));
        int other = board.libertyBesides(chainCell, cell);
        if (other <= 0 || !worthReading(board, cell, other, runner)) {
            return false;
        }
        Board scratch = start(board);
        scratch.place(cell, runner.opponent());
        return scratch.stoneAt(chainCell) == runner.code() && scratch.inAtari(chainCell)
                && chased(scratch, chainCell, runner, 0);
    }

    /** Whether a stone of this colour here extends an own chain in atari into a working ladder. */
    boolean runsIntoLadder(Board board, int cell, Color color) {
        for (int d = 0; d < 4; d++) {
            int neighbor = Playout.neighbor(board, cell, d);
            if (board.stoneAt(neighbor) == color.code() && board.inAtari(neighbor)) {
                return capturedAfterExtending(board, neighbor);
            }
        }
        return false;
    }

    /** Whether a stone of this colour here ataris an opponent chain of two stones or more into a working ladder. */
    boolean startsLadder(Board board, int cell, Color color) {
        for (int d = 0; d < 4; d++) {
            int neighbor = Playout.neighbor(board, cell, d);
            if (board.stoneAt(neighbor) == 3 - color.code() && board.chainSize(neighbor) >= 2
                    && atariStartsLadder(board, cell, neighbor)) {
                return true;
            }
        }
        return false;
    }

    private Board start(Board board) {
        if (start == null || start.size() != board.size()) {
            start = new Board(board.size());
            maxDepth = 2 * board.size();
            branches = new Board[maxDepth + 1];
        }
        start.copyFrom(board);
        budget = 2 * maxDepth;
        return start;
    }

    /** The runner, in atari on this scratch board, is to move: whether it dies running. */
    private boolean chased(Board board, int chainCell, Color runner, int depth) {
        if (depth > maxDepth || canCaptureNextTo(board, chainCell)) {
            return false;
        }
        int run = board.atariLiberty(chainCell);
        int liberties = libertiesAfter(board, run, runner, -1);
        if (liberties != 2) {
            return liberties < 2;
        }
        board.place(run, runner);
        return chasedAfterRun(board, chainCell, runner, depth);
    }

    /** The runner has just run out to two liberties: whether one of the two ataris captures it. */
    private boolean chasedAfterRun(Board board, int chainCell, Color runner, int depth) {
        chainLiberties(board, chainCell);
        int first = found[0];
        int second = found[1];
        boolean firstWorth = worthReading(board, first, second, runner);
        boolean secondWorth = worthReading(board, second, first, runner);
        if (firstWorth && secondWorth) {
            if (branches[depth] == null) {
                branches[depth] = new Board(board.size());
            }
            Board branch = branches[depth];
            branch.copyFrom(board);
            if (ataried(branch, first, chainCell, runner, depth)) {
                return true;
            }
        }
        if (secondWorth) {
            return ataried(board, second, chainCell, runner, depth);
        }
        return firstWorth && ataried(board, first, chainCell, runner, depth);
    }

    private boolean ataried(Board board, int at, int chainCell, Color runner, int depth) {
        if (--budget < 0) {
            return false;
        }
        board.place(at, runner.opponent());
        return board.inAtari(chainCell) && chased(board, chainCell, runner, depth + 1);
    }

    /**
     * Whether the chaser's atari at {@code at} may work, seen before it is played: the atari stone
     * keeps two liberties, and the runner's extension to {@code escape} gains no third one.
     */
    private boolean worthReading(Board board, int at, int escape, Color runner) {
        return libertiesAfter(board, at, runner.opponent(), -1) >= 2 && libertiesAfter(board, escape, runner, at) <= 2;
    }

    /** Whether a chain of the other colour next to the chain of this stone is in atari. */
    private static boolean canCaptureNextTo(Board board, int chainCell) {
        int chaser = 3 - board.stoneAt(chainCell);
        int stride = board.stride();
        int stone = chainCell;
        do {
            if (board.stoneAt(stone - stride) == chaser && board.inAtari(stone - stride)
                    || board.stoneAt(stone - 1) == chaser && board.inAtari(stone - 1)
                    || board.stoneAt(stone + 1) == chaser && board.inAtari(stone + 1)
                    || board.stoneAt(stone + stride) == chaser && board.inAtari(stone + stride)) {
                return true;
            }
            stone = board.nextStone(stone);
        } while (stone != chainCell);
        return false;
    }

    /**
     * The liberties, counted up to {@link #FREE}, of the chain a stone of this colour on this
     * empty cell would form, with {@code filled} taken as occupied; {@link #FREE} when the stone
     * would capture. The liberties found are left in {@link #found}.
     */
    int libertiesAfter(Board board, int cell, Color color, int filled) {
        int own = color.code();
        int count = 0;
        for (int d = 0; d < 4; d++) {
            int neighbor = Playout.neighbor(board, cell, d);
            int stone = board.stoneAt(neighbor);
            if (stone == 0) {
                count = note(neighbor, count, cell, filled);
            } else if (stone == own) {
                count = collect(board, neighbor, count, cell, filled);
            } else if (stone != 3 && board.inAtari(neighbor)) {
                return FREE;
            }
            if (count == FREE) {
                return FREE;
            }
        }
        return count;
    }

    /** The liberties of the chain of this stone, counted up to {@link #FREE} and left in {@link #found}. */
    int chainLiberties(Board board, int chainCell) {
        return collect(board, chainCell, 0, -1, -1);
    }

    private int collect(Board board, int chainCell, int count, int cell, int filled) {
        int stone = chainCell;
        do {
            for (int d = 0; d < 4 && count < FREE; d++) {
                int neighbor = Playout.neighbor(board, stone, d);
                if (board.stoneAt(neighbor) == 0) {
                    count = note(neighbor, count, cell, filled);
                }
            }
            stone = board.nextStone(stone);
        } while (stone != chainCell && count < FREE);
        return count;
    }

    /** Adds an empty cell to {@link #found} unless it is excluded or already there. */
    private int note(int liberty, int count, int cell, int filled) {
        if (liberty == cell || liberty == filled) {
            return count;
        }
        for (int i = 0; i < count; i++) {
            if (found[i] == liberty) {
                return count;
            }
        }
        found[count] = liberty;
        return count + 1;
    }
}
