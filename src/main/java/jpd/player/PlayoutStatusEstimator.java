package jpd.player;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Point;
import jpd.rules.Seeds;

/**
 * Estimates statuses by random playouts: from the current board, both colours play uniformly
 * random moves that neither fill a one-point own eye nor commit suicide (no ko rule) until
 * two passes in a row; a chain whose stones survive on average in fewer than half of the
 * playouts is dead. No chain is ever estimated seki, and a board without stones is all alive.
 *
 * <p>The random source is seeded from the seed and the whole position, so one position always
 * gets the same estimate: {@code final_score} does not change when asked twice.
 *
 * @param seed     the seed, mixed with the whole position's hash
 * @param playouts playouts per estimate
 */
public record PlayoutStatusEstimator(long seed, int playouts) implements StatusEstimator {
    /** The number of playouts used by default. */
    public static final int DEFAULT_PLAYOUTS = 64;

    @Override
    public StatusEstimate estimate(GameView game) {
        Board start = ScratchBoards.copyOf(game.board());
        if (SurvivalCount.isBare(start)) {
            return StatusEstimate.ALL_ALIVE;
        }
        Random random = new Random(Seeds.derive(seed, game.wholePositionHash()));
        SurvivalCount survival = new SurvivalCount(start);
        Board scratch = new Board(start.size());
        for (int i = 0; i < playouts; i++) {
            scratch.copyFrom(start);
            playOut(scratch, game.toMove(), random);
            survival.add(scratch);
        }
        Set<Point> dead = new HashSet<>();
        for (int cell = 0; cell < start.stride() * start.stride(); cell++) {
            if (SurvivalCount.isStone(start, cell) && survival.diesMostly(cell)) {
                dead.add(start.pointOf(cell));
            }
        }
        return new StatusEstimate(dead, Set.of());
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
