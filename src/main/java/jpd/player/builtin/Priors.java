package jpd.player.builtin;

import jpd.rules.Board;
import jpd.rules.Color;

/**
 * Prior knowledge for a new tree node, given both as imagined all-moves-as-first results, so that
 * RAVE starts from it, and as imagined real results ({@link Node#PRIOR_VISITS}), so that it still
 * counts once the playouts' own all-moves-as-first results have drowned the first. Captures, atari
 * escapes and ataris that start a working {@link Ladder} look good, the first line early in the
 * game, self-atari and runs into a working ladder look bad, on boards of 13x13 and more the third
 * and fourth lines in an empty area look good, points next to the last move a little better, good
 * shapes there more.
 */
final class Priors {
    /** Imagined results behind an ordinary move. */
    private static final int EVEN = 10;
    /** Imagined results behind a move a tactic recognises. */
    private static final int STRONG = 20;
    /** A point with no stone this many steps around it lies in an empty area. */
    private static final int EMPTY_AREA_DISTANCE = 3;
    /** From this board size on, the third and fourth lines of an empty area are the opening's good points. */
    private static final int LINES_MIN_SIZE = 13;
    /** One ladder reader per search thread, so that its scratch boards are made once. */
    private static final ThreadLocal<Ladder> LADDERS = ThreadLocal.withInitial(Ladder::new);

    private Priors() {
    }

    /** Sets the prior of every real move of the node, whose position has this colour to move. */
    static void apply(Node node, Board board, Color color, int lastCell) {
        int size = board.size();
        boolean opening = board.emptyCount() > size * size / 2;
        Ladder ladder = LADDERS.get();
        for (int i = 0; i < node.moves.length; i++) {
            int cell = node.moves[i];
            if (cell == Position.PASS || cell == Position.VIRTUAL) {
                continue;
            }
            int weight = EVEN;
            double value = 0.5;
            if (Playout.selfAtari(board, cell, color, Playout.SELF_ATARI_LIMIT) || ladder.runsIntoLadder(board, cell, color)) {
                weight = STRONG;
                value = 0.15;
            } else if (capturesOrEscapes(board, cell, color) || ladder.startsLadder(board, cell, color)) {
                weight = STRONG;
                value = 0.8;
            } else if (edgeLine(board, cell) <= 1 && emptyAround(board, cell)) {
                // The first two lines far from any stone: slow moves, whatever the phase of the game.
                weight = STRONG;
                value = edgeLine(board, cell) == 0 ? 0.1 : 0.3;
            } else if (size >= LINES_MIN_SIZE && (edgeLine(board, cell) == 2 || edgeLine(board, cell) == 3)
                    && emptyAround(board, cell)) {
                value = 0.65;
            } else if (opening && edgeLine(board, cell) == 0) {
                value = 0.3;
            }
            if (lastCell >= 0 && near(board, cell, lastCell)) {
                value += Shapes.good(board, cell) ? 0.2 : 0.1;
            }
            node.amafVisits[i] = weight;
            node.amafWins[i] = (float) (weight * value);
            node.priors[i] = (float) value;
        }
    }

    /** Whether a stone here takes an opponent chain in atari or extends an own one. */
    private static boolean capturesOrEscapes(Board board, int cell, Color color) {
        int stride = board.stride();
        for (int d = 0; d < 4; d++) {
            int neighbor = d == 0 ? cell - stride : d == 1 ? cell - 1 : d == 2 ? cell + 1 : cell + stride;
            int stone = board.stoneAt(neighbor);
            if ((stone == 1 || stone == 2) && board.inAtari(neighbor)) {
                return stone != color.code() || !Playout.selfAtari(board, cell, color, 1);
            }
        }
        return false;
    }

    /** The line of a cell counted from the nearest edge: 0 for the first line. */
    private static int edgeLine(Board board, int cell) {
        int column = cell % board.stride() - 1;
        int row = cell / board.stride() - 1;
        int last = board.size() - 1;
        return Math.min(Math.min(column, last - column), Math.min(row, last - row));
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
                // Rows and columns 1..size are the board; the padding holds no stones.
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

    /** Whether two cells are at most one step apart on each axis. */
    private static boolean near(Board board, int cell, int other) {
        int stride = board.stride();
        return Math.abs(cell % stride - other % stride) <= 1 && Math.abs(cell / stride - other / stride) <= 1;
    }
}
