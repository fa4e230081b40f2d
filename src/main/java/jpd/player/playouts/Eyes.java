package jpd.player.playouts;

import jpd.rules.Board;
import jpd.rules.Color;

/**
 * Which empty points a player leaves alone because filling them only harms its own group: a
 * true one-point eye. An eye shape (every neighbour its own stone or the edge) is false when
 * the opponent holds two of its diagonals, or one at the edge; such a point may have to be
 * filled to connect, and so may any eye shape next to an own chain in atari, so both stay moves.
 */
final class Eyes {
    /** The board code of a point off the board. */
    private static final int EDGE = 3;

    private Eyes() {
    }

    /** Whether this empty cell is a true eye of this colour, none of whose neighbouring chains is in atari. */
    static boolean isTrueEye(Board board, int cell, Color color) {
        if (!board.isOwnEye(cell, color)) {
            return false;
        }
        int stride = board.stride();
        int own = color.code();
        int opponent = 3 - own;
        int opponentDiagonals = 0;
        boolean edge = false;
        for (int d = 0; d < 4; d++) {
            int stone = board.stoneAt(cell + ((d & 1) == 0 ? -stride : stride) + ((d & 2) == 0 ? -1 : 1));
            if (stone == opponent) {
                opponentDiagonals++;
            } else if (stone == EDGE) {
                edge = true;
            }
        }
        if (opponentDiagonals >= (edge ? 1 : 2)) {
            return false;
        }
        return !ownInAtari(board, cell - stride, own) && !ownInAtari(board, cell - 1, own)
                && !ownInAtari(board, cell + 1, own) && !ownInAtari(board, cell + stride, own);
    }

    private static boolean ownInAtari(Board board, int cell, int own) {
        return board.stoneAt(cell) == own && board.inAtari(cell);
    }
}
