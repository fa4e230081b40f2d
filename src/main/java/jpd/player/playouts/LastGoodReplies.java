package jpd.player.playouts;

import java.util.Arrays;

/**
 * Last good replies with forgetting (Baier and Drake, 2010): after each simulation the winner's
 * moves are stored as the replies to the moves before them, to the last move and to the last two,
 * and the loser's moves are forgotten where they were stored, so that the playouts of one search
 * learn the local answers that keep working. One table per search thread: nothing is shared.
 */
final class LastGoodReplies {
    private static final int NONE = -1;

    /** Cells of the padded board: every cell code is below this. */
    private final int cells;
    /** Per stone code less one (0 Black, 1 White) and the opponent's last cell, the stored reply. */
    private final int[][] toLast;
    /** Per stone code less one and the cells of the last two moves, the stored reply. */
    private final int[][] toLastTwo;

    /** Empty tables for boards whose padded rows are this long (the board's stride). */
    LastGoodReplies(int stride) {
        cells = stride * (stride + 1);
        toLast = new int[2][cells];
        toLastTwo = new int[2][cells * cells];
        for (int colour = 0; colour < 2; colour++) {
            Arrays.fill(toLast[colour], NONE);
            Arrays.fill(toLastTwo[colour], NONE);
        }
    }

    /** Learns from one simulation's moves won by this stone code (0 for a draw: nothing is learnt). */
    void learn(Trace trace, int winnerCode) {
        if (winnerCode == 0) {
            return;
        }
        for (int i = 1; i < trace.length(); i++) {
            int mover = trace.colorCode(i);
            // After a pass or a virtual move the same colour may follow itself: no reply there.
            if (trace.colorCode(i - 1) == mover) {
                continue;
            }
            int cell = trace.cell(i);
            int last = trace.cell(i - 1);
            int lastTwo = i >= 2 ? trace.cell(i - 2) * cells + last : NONE;
            int colour = mover - 1;
            if (mover == winnerCode) {
                toLast[colour][last] = cell;
                if (lastTwo != NONE) {
                    toLastTwo[colour][lastTwo] = cell;
                }
            } else {
                forget(toLast[colour], last, cell);
                if (lastTwo != NONE) {
                    forget(toLastTwo[colour], lastTwo, cell);
                }
            }
        }
    }

    private static void forget(int[] table, int key, int cell) {
        if (table[key] == cell) {
            table[key] = NONE;
        }
    }

    /** The reply stored for this stone code to the last two moves of the trace, or -1. */
    int toLastTwo(Trace trace, int code) {
        int n = trace.length();
        return n >= 2 && opponentMovedLast(trace, code) ? toLastTwo[code - 1][trace.cell(n - 2) * cells + trace.cell(n - 1)] : NONE;
    }

    /** The reply stored for this stone code to the last move of the trace, or -1. */
    int toLast(Trace trace, int code) {
        return opponentMovedLast(trace, code) ? toLast[code - 1][trace.cell(trace.length() - 1)] : NONE;
    }

    private static boolean opponentMovedLast(Trace trace, int code) {
        int n = trace.length();
        return n > 0 && trace.colorCode(n - 1) != code;
    }
}
