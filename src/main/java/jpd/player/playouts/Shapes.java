package jpd.player.playouts;

import jpd.rules.Board;

/**
 * Good-shape 3x3 patterns around an empty point (the hane, cut and edge shapes of the MoGo
 * playout policy), looked up in a table of all 4^8 neighbourhoods built once. A shape holds for
 * either colour, so the table does not depend on whose turn it is.
 *
 * <p>Pattern letters, rows from top to bottom with the candidate point in the centre: {@code X}
 * and {@code O} are stones of the two colours, {@code x} anything but an X stone, {@code o}
 * anything but an O stone, {@code .} empty, a blank the board's edge, {@code ?} anything.
 */
final class Shapes {
    private static final String[][] PATTERNS = {
        {"XOX", "...", "???"}, // hane enclosing a stone
        {"XO.", "...", "?.?"}, // hane that cannot be cut
        {"XO?", "X..", "x.?"}, // hane bending around
        {".O.", "X..", "..."}, // diagonal attachment
        {"XO?", "O.o", "?o?"}, // cut that the opponent cannot defend at once
        {"XO?", "O.X", "???"}, // cut after a peep
        {"?X?", "O.O", "ooo"}, // cut through a one-point jump
        {"OX?", "o.O", "???"}, // cut of a knight's move
        {"X.?", "O.?", "   "}, // chase along the edge
        {"OX?", "X.O", "   "}, // block a cut on the edge
        {"?X?", "x.O", "   "}, // block a connection on the edge
        {"?XO", "x.x", "   "}, // descend to the edge
        {"?OX", "X.O", "   "}, // cut on the edge
    };
    /** The neighbours of the centre in reading order, skipping the centre: (row, column) offsets. */
    private static final int[][] NEIGHBOURS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
    /** Board codes of a neighbourhood point: empty, black, white, off the board. */
    private static final int EMPTY = 0;
    private static final int EDGE = 3;
    private static final boolean[] GOOD = table();

    private Shapes() {
    }

    /** Whether a stone on this empty cell would make one of the good shapes. */
    static boolean good(Board board, int cell) {
        int stride = board.stride();
        int code = board.stoneAt(cell - stride - 1)
                | board.stoneAt(cell - stride) << 2
                | board.stoneAt(cell - stride + 1) << 4
                | board.stoneAt(cell - 1) << 6
                | board.stoneAt(cell + 1) << 8
                | board.stoneAt(cell + stride - 1) << 10
                | board.stoneAt(cell + stride) << 12
                | board.stoneAt(cell + stride + 1) << 14;
        return GOOD[code];
    }

    private static boolean[] table() {
        boolean[] good = new boolean[1 << 16];
        for (int code = 0; code < good.length; code++) {
            good[code] = matchesAny(code);
        }
        return good;
    }

    private static boolean matchesAny(int code) {
        for (String[] pattern : PATTERNS) {
            for (int symmetry = 0; symmetry < 8; symmetry++) {
                for (int black = 1; black <= 2; black++) {
                    if (matches(pattern, symmetry, black, code)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Whether the neighbourhood code fits the pattern turned by the symmetry, with X meaning this colour code. */
    private static boolean matches(String[] pattern, int symmetry, int xColor, int code) {
        for (int i = 0; i < NEIGHBOURS.length; i++) {
            int[] at = transform(NEIGHBOURS[i], symmetry);
            char letter = pattern[at[0] + 1].charAt(at[1] + 1);
            if (!fits(letter, code >> 2 * i & 3, xColor)) {
                return false;
            }
        }
        return true;
    }

    /** One of the eight symmetries of the square: optionally swap the axes, then mirror each. */
    private static int[] transform(int[] offset, int symmetry) {
        int row = (symmetry & 4) != 0 ? offset[1] : offset[0];
        int column = (symmetry & 4) != 0 ? offset[0] : offset[1];
        return new int[] {(symmetry & 1) != 0 ? -row : row, (symmetry & 2) != 0 ? -column : column};
    }

    private static boolean fits(char letter, int stone, int xColor) {
        int oColor = 3 - xColor;
        return switch (letter) {
            case 'X' -> stone == xColor;
            case 'O' -> stone == oColor;
            case 'x' -> stone != xColor;
            case 'o' -> stone != oColor;
            case '.' -> stone == EMPTY;
            case ' ' -> stone == EDGE;
            case '?' -> true;
            default -> throw new IllegalStateException("unknown pattern letter " + letter);
        };
    }
}
