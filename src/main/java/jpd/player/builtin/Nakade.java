package jpd.player.builtin;

import jpd.rules.Board;

/**
 * The vital point of a three-point eye space that the last move's colour alone surrounds: the
 * middle point, where the opponent kills (the owner would make two eyes there). Light playouts
 * rarely find it, so they keep such groups alive about half the time.
 */
final class Nakade {
    /** An eye space bigger than this is not looked at. */
    private static final int SPACE = 3;

    /** The empty cells of the space being read (one more than SPACE to see that it is larger). */
    private final int[] space = new int[SPACE + 1];

    /** The vital point of a three-point space next to the last move, bordered only by its colour, or -1. */
    int vitalPoint(Board board, int last) {
        int owner = board.stoneAt(last);
        for (int d = 0; d < 4; d++) {
            int start = Playout.neighbor(board, last, d);
            if (board.stoneAt(start) == 0) {
                int middle = middleOfSpace(board, start, owner);
                if (middle >= 0) {
                    return middle;
                }
            }
        }
        return -1;
    }

    /** The middle of the empty space holding this cell when it has three points and one border colour, or -1. */
    private int middleOfSpace(Board board, int start, int owner) {
        space[0] = start;
        int size = 1;
        for (int read = 0; read < size; read++) {
            for (int d = 0; d < 4; d++) {
                int cell = Playout.neighbor(board, space[read], d);
                int stone = board.stoneAt(cell);
                if (stone == 0) {
                    if (!contains(cell, size)) {
                        if (size > SPACE - 1) {
                            return -1;
                        }
                        space[size++] = cell;
                    }
                } else if (stone != owner && stone != 3) {
                    return -1;
                }
            }
        }
        if (size != SPACE) {
            return -1;
        }
        // Three connected points: the one touching both others is the vital point.
        for (int i = 0; i < SPACE; i++) {
            int touching = 0;
            for (int d = 0; d < 4; d++) {
                int cell = Playout.neighbor(board, space[i], d);
                if (board.stoneAt(cell) == 0) {
                    touching++;
                }
            }
            if (touching == 2) {
                return space[i];
            }
        }
        return -1;
    }

    private boolean contains(int cell, int size) {
        for (int i = 0; i < size; i++) {
            if (space[i] == cell) {
                return true;
            }
        }
        return false;
    }
}
