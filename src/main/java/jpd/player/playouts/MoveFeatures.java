package jpd.player.playouts;

import jpd.rules.Board;
import jpd.rules.Color;

/**
 * What a learnt {@link MoveModel} knows of a candidate move, one value per group: the 3x3 shape
 * around it with the liberties (1, 2, 3 or more) of each chain in it, seen from the mover and the
 * same under the board's eight symmetries; its distance to the last move; its line from the edge
 * and whether no stone is near; and the tactics it plays (captures, atari escapes, self-atari,
 * ataris, with the {@link Ladder} reader's verdicts). The values are read from the board before
 * the move. One instance per thread: it keeps scratch arrays.
 */
final class MoveFeatures {
    static final int SHAPE = 0;
    static final int DISTANCE = 1;
    static final int LINE = 2;
    static final int CAPTURE = 3;
    static final int ESCAPE = 4;
    static final int SELF_ATARI = 5;
    static final int ATARI = 6;
    static final int GROUPS = 7;
    /** How many values each group but the shape has. */
    static final int[] VALUES = {0, 18, 10, 4, 4, 3, 3};

    /** The 3x3 neighbours in reading order, as column and row steps. */
    private static final int[][] STEPS = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};
    /** For each of the eight symmetries, where each neighbour goes. */
    private static final int[][] SYMMETRIES = symmetries();
    /** No stone this many steps around makes an empty area. */
    private static final int EMPTY_AREA_DISTANCE = 3;

    private final Ladder ladder = new Ladder();
    /** Per chain cell, the liberties counted up to three, valid when its stamp is the current one. */
    private int[] liberties = new int[0];
    private int[] stamps = new int[0];
    private int stamp;
    private final int[] codes = new int[8];

    /** Starts reading a new position: the chains' liberties are counted afresh. */
    void begin(Board board) {
        int cells = (board.size() + 2) * (board.size() + 2);
        if (stamps.length < cells) {
            liberties = new int[cells];
            stamps = new int[cells];
            stamp = 0;
        }
        stamp++;
    }

    /** Fills one value per group for a stone of this colour on this empty cell; no last move is -1. */
    void read(Board board, int cell, Color color, int lastCell, int[] values) {
        values[SHAPE] = shape(board, cell, color);
        values[DISTANCE] = distance(board, cell, lastCell);
        values[LINE] = edgeLine(board, cell) + (emptyAround(board, cell) ? 5 : 0);
        values[CAPTURE] = capture(board, cell, color);
        values[ESCAPE] = escape(board, cell, color);
        values[SELF_ATARI] = values[CAPTURE] != 0 ? 0
                : Playout.selfAtari(board, cell, color, 2) ? 2 : Playout.selfAtari(board, cell, color, 1) ? 1 : 0;
        values[ATARI] = atari(board, cell, color);
    }

    /** The shape's code: three bits a neighbour, the least over the symmetries. */
    private int shape(Board board, int cell, Color color) {
        int stride = board.stride();
        for (int k = 0; k < 8; k++) {
            int neighbor = cell + STEPS[k][0] + STEPS[k][1] * stride;
            int stone = board.stoneAt(neighbor);
            codes[k] = stone == 0 ? 0 : stone == 3 ? 1 : (stone == color.code() ? 1 : 4) + liberties(board, neighbor);
        }
        int least = Integer.MAX_VALUE;
        for (int[] symmetry : SYMMETRIES) {
            int code = 0;
            for (int k = 0; k < 8; k++) {
                code |= codes[k] << (3 * symmetry[k]);
            }
            least = Math.min(least, code);
        }
        return least;
    }

    /** Coulom's distance to the last move (dx + dy + the larger of them, 2..16, 17 beyond), 0 without one. */
    private static int distance(Board board, int cell, int lastCell) {
        if (lastCell < 0) {
            return 0;
        }
        int stride = board.stride();
        int dx = Math.abs(cell % stride - lastCell % stride);
        int dy = Math.abs(cell / stride - lastCell / stride);
        return Math.min(17, dx + dy + Math.max(dx, dy));
    }

    /** 0 none; 1 takes a chain next to an own chain in atari; 2 takes one stone; 3 takes more. */
    private int capture(Board board, int cell, Color color) {
        int best = 0;
        for (int d = 0; d < 4; d++) {
            int neighbor = Playout.neighbor(board, cell, d);
            int stone = board.stoneAt(neighbor);
            if (stone != 0 && stone != 3 && stone != color.code() && board.inAtari(neighbor)) {
                if (savesOwn(board, neighbor, color)) {
                    return 1;
                }
                best = Math.max(best, board.chainSize(neighbor) == 1 ? 2 : 3);
            }
        }
        return best;
    }

    /** Whether an own chain in atari touches this opponent chain. */
    private static boolean savesOwn(Board board, int chainCell, Color color) {
        int stone = chainCell;
        do {
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, stone, d);
                if (board.stoneAt(neighbor) == color.code() && board.inAtari(neighbor)) {
                    return true;
                }
            }
            stone = board.nextStone(stone);
        } while (stone != chainCell);
        return false;
    }

    /** 0 none; extending an own chain in atari: 1 to two liberties, 2 to more or a capture, 3 into a working ladder. */
    private int escape(Board board, int cell, Color color) {
        for (int d = 0; d < 4; d++) {
            int neighbor = Playout.neighbor(board, cell, d);
            if (board.stoneAt(neighbor) == color.code() && board.inAtari(neighbor)) {
                if (ladder.runsIntoLadder(board, cell, color)) {
                    return 3;
                }
                int after = ladder.libertiesAfter(board, cell, color, -1);
                return after <= 1 ? 0 : after == 2 ? 1 : 2;
            }
        }
        return 0;
    }

    /** 0 none; 1 puts an opponent chain in atari; 2 does so into a working ladder. */
    private int atari(Board board, int cell, Color color) {
        for (int d = 0; d < 4; d++) {
            int neighbor = Playout.neighbor(board, cell, d);
            int stone = board.stoneAt(neighbor);
            if (stone != 0 && stone != 3 && stone != color.code() && liberties(board, neighbor) == 2) {
                return ladder.startsLadder(board, cell, color) ? 2 : 1;
            }
        }
        return 0;
    }

    /** The liberties of the chain of this stone, counted up to three, once a position. */
    private int liberties(Board board, int stoneCell) {
        int chain = board.chainId(stoneCell);
        if (stamps[chain] != stamp) {
            stamps[chain] = stamp;
            liberties[chain] = ladder.chainLiberties(board, stoneCell);
        }
        return liberties[chain];
    }

    /** The line of a cell counted from the nearest edge, 0 for the first, at most 4. */
    private static int edgeLine(Board board, int cell) {
        int column = cell % board.stride() - 1;
        int row = cell / board.stride() - 1;
        int last = board.size() - 1;
        return Math.min(4, Math.min(Math.min(column, last - column), Math.min(row, last - row)));
    }

    /** Whether no stone lies within {@link #EMPTY_AREA_DISTANCE} steps of the cell. */
    private static boolean emptyAround(Board board, int cell) {
        int stride = board.stride();
        int column = cell % stride;
        int row = cell / stride;
        for (int dy = -EMPTY_AREA_DISTANCE; dy <= EMPTY_AREA_DISTANCE; dy++) {
            int reach = EMPTY_AREA_DISTANCE - Math.abs(dy);
            for (int dx = -reach; dx <= reach; dx++) {
                int y = row + dy;
                int x = column + dx;
                if (y >= 1 && y <= board.size() && x >= 1 && x <= board.size()) {
                    int stone = board.stoneAt(y * stride + x);
                    if (stone == 1 || stone == 2) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** The eight rotations and reflections of the 3x3 neighbourhood, as where each neighbour goes. */
    private static int[][] symmetries() {
        int[][] result = new int[8][8];
        for (int t = 0; t < 8; t++) {
            for (int k = 0; k < 8; k++) {
                int x = STEPS[k][0];
                int y = STEPS[k][1];
                if ((t & 1) != 0) {
                    x = -x;
                }
                if ((t & 2) != 0) {
                    y = -y;
                }
                if ((t & 4) != 0) {
                    int swap = x;
                    x = y;
                    y = swap;
                }
                result[t][k] = indexOf(x, y);
            }
        }
        return result;
    }

    private static int indexOf(int x, int y) {
        for (int k = 0; k < 8; k++) {
            if (STEPS[k][0] == x && STEPS[k][1] == y) {
                return k;
            }
        }
        throw new IllegalArgumentException("not a neighbour: " + x + "," + y);
    }
}
