package jpd.player.playouts;

import java.util.SplittableRandom;
import jpd.rules.Board;
import jpd.rules.Color;

/**
 * Plays on at the end of a light playout the moves its policy never plays, so that a chain living
 * only because of them dies: the filling of a false eye (a one-point eye whose diagonals the opponent
 * holds: it connects, and the opponent's chain beside it then loses the liberty it shared), and what
 * follows from it. Each side plays a random point that is not a true own eye, not suicide, not the
 * ko point and puts no own chain in atari, until both pass.
 */
final class FalseEyeSettling {
    private final SplittableRandom random;

    /** Settling drawing from a generator with this seed. */
    FalseEyeSettling(long seed) {
        random = new SplittableRandom(seed);
    }

    /** Settles the board, this colour first. */
    void settle(Board board, Color first) {
        Color color = first;
        int ko = -1;
        int passes = 0;
        for (int move = 0; move < board.size() * board.size() && passes < 2; move++) {
            int cell = choose(board, color, ko);
            if (cell < 0) {
                passes++;
                ko = -1;
            } else {
                passes = 0;
                int removed = board.place(cell, color);
                ko = removed == 1 && board.chainSize(cell) == 1 && board.inAtari(cell) ? board.atariLiberty(cell) : -1;
            }
            color = color.opponent();
        }
    }

    private int choose(Board board, Color color, int ko) {
        int count = board.emptyCount();
        int offset = count == 0 ? 0 : random.nextInt(count);
        for (int i = 0; i < count; i++) {
            int cell = board.emptyCell((offset + i) % count);
            if (cell != ko && !Eyes.isTrueEye(board, cell, color) && !board.isSuicide(cell, color)
                    && !Playout.selfAtari(board, cell, color, 1)) {
                return cell;
            }
        }
        return -1;
    }
}
