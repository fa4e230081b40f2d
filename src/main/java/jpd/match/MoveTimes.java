package jpd.match;

import java.util.List;
import java.util.Locale;

/**
 * One side's thinking time over some games: the referee's wall clock around each {@code genmove}, and the CPU time
 * its engine used over each whole game, start-up included ({@link jpd.engine.EngineProcess#cpu}).
 *
 * @param moves           the {@code genmove}s answered
 * @param wallSeconds     the wall seconds they took
 * @param cpuMoves        the moves, among them, of the games whose CPU time was read
 * @param cpuSeconds      the CPU seconds of those games
 * @param childrenSeconds the part of {@code cpuSeconds} used by the processes the engine started
 */
public record MoveTimes(int moves, double wallSeconds, int cpuMoves, double cpuSeconds, double childrenSeconds) {
    public static final MoveTimes NONE = new MoveTimes(0, 0, 0, 0, 0);

    /** One game's times of a side: its CPU seconds are NaN when they could not be read. */
    static MoveTimes ofGame(int moves, double wallSeconds, double cpuSeconds, double childrenSeconds) {
        boolean read = !Double.isNaN(cpuSeconds) && !Double.isNaN(childrenSeconds);
        return new MoveTimes(moves, wallSeconds, read ? moves : 0, read ? cpuSeconds : 0, read ? childrenSeconds : 0);
    }

    /** The times of engine A or B over these games. */
    static MoveTimes of(List<GameResult> results, boolean engineA) {
        return results.stream().map(result -> result.timesOf(engineA)).reduce(NONE, MoveTimes::plus);
    }

    MoveTimes plus(MoveTimes other) {
        return new MoveTimes(moves + other.moves, wallSeconds + other.wallSeconds, cpuMoves + other.cpuMoves,
                cpuSeconds + other.cpuSeconds, childrenSeconds + other.childrenSeconds);
    }

    /** Wall seconds per move, NaN without moves. */
    public double wallPerMove() {
        return moves == 0 ? Double.NaN : wallSeconds / moves;
    }

    /** CPU seconds per move over the moves whose CPU was read, NaN when none was. */
    public double cpuPerMove() {
        return cpuMoves == 0 ? Double.NaN : cpuSeconds / cpuMoves;
    }

    /** The children's CPU seconds per move, over the same moves as {@link #cpuPerMove}. */
    public double childrenPerMove() {
        return cpuMoves == 0 ? Double.NaN : childrenSeconds / cpuMoves;
    }

    /** CPU seconds per move and the children's part of them, then wall seconds, each {@code n/a} when unknown. */
    String perMoveText() {
        return seconds(cpuPerMove()) + " (children " + seconds(childrenPerMove()) + "; wall " + seconds(wallPerMove())
                + ")";
    }

    private static String seconds(double value) {
        return Double.isNaN(value) ? "n/a" : String.format(Locale.ROOT, "%.3f", value);
    }
}
