package jpd.player;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Point;

/**
 * Estimates statuses by random playouts: from the current board, both colours play uniformly
 * random moves that neither fill a one-point own eye nor commit suicide (no ko rule) until
 * two passes in a row; a chain whose stones survive on average in fewer than half of the
 * playouts is dead. No chain is ever estimated seki, and a board without stones is all alive.
 *
 * <p>The random source is seeded from the seed and the whole position, so one position always
 * gets the same estimate: {@code final_score} does not change when asked twice.
 */
public final class PlayoutStatusEstimator implements StatusEstimator {
    /** The number of playouts used by default. */
    public static final int DEFAULT_PLAYOUTS = 64;

    private final long seed;
    private final int playouts;

    /** An estimator using this seed and number of playouts. */
    public PlayoutStatusEstimator(long seed, int playouts) {
        this.seed = seed;
        this.playouts = playouts;
    }

    @Override
    public StatusEstimate estimate(GameView game) {
        Board start = ScratchBoards.copyOf(game.board());
        if (start.emptyCount() == start.size() * start.size()) {
            return StatusEstimate.ALL_ALIVE;
        }
        Random random = new Random(seed ^ game.wholePositionHash());
        int cells = (start.size() + 2) * (start.size() + 2);
        int[] survived = new int[cells];
        Board scratch = new Board(start.size());
        for (int i = 0; i < playouts; i++) {
            scratch.copyFrom(start);
            playOut(scratch, game.toMove(), random);
            for (int cell = 0; cell < cells; cell++) {
                int stone = start.stoneAt(cell);
                if ((stone == 1 || stone == 2) && scratch.stoneAt(cell) == stone) {
                    survived[cell]++;
                }
            }
        }
        return new StatusEstimate(deadStones(start, survived), Set.of());
    }

    /** Stones of the chains whose average survival count is below half the playouts. */
    private Set<Point> deadStones(Board start, int[] survived) {
        int cells = survived.length;
        long[] chainSurvivals = new long[cells];
        for (int cell = 0; cell < cells; cell++) {
            int stone = start.stoneAt(cell);
            if (stone == 1 || stone == 2) {
                chainSurvivals[start.chainId(cell)] += survived[cell];
            }
        }
        Set<Point> dead = new HashSet<>();
        for (int cell = 0; cell < cells; cell++) {
            int stone = start.stoneAt(cell);
            if ((stone == 1 || stone == 2)
                    && 2 * chainSurvivals[start.chainId(cell)] < (long) playouts * start.chainSize(cell)) {
                dead.add(start.pointOf(cell));
            }
        }
        return dead;
    }

    /** Random non-eye-filling, non-suicidal moves until two passes (or a move limit: no ko rule here). */
    private static void playOut(Board board, Color first, Random random) {
        int limit = 3 * board.size() * board.size();
        Color color = first;
        int passes = 0;
        for (int move = 0; move < limit && passes < 2; move++) {
            int cell = randomMove(board, color, random);
            if (cell < 0) {
                passes++;
            } else {
                passes = 0;
                board.place(cell, color);
            }
            color = color.opponent();
        }
    }

    /** A random empty cell that is neither an own eye nor a suicide, or -1. */
    private static int randomMove(Board board, Color color, Random random) {
        int count = board.emptyCount();
        if (count == 0) {
            return -1;
        }
        int offset = random.nextInt(count);
        for (int i = 0; i < count; i++) {
            int cell = board.emptyCell((offset + i) % count);
            if (!board.isOwnEye(cell, color) && !board.isSuicide(cell, color)) {
                return cell;
            }
        }
        return -1;
    }
}
