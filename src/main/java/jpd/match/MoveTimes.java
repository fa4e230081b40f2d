package jpd.match;

import java.util.List;
import java.util.Locale;

/**
 * One side's thinking time over some of its moves: the referee's wall clock around each {@code genmove} and the CPU
 * time its engine's process used meanwhile ({@link jpd.engine.EngineProcess#cpuNanos}).
 *
 * @param moves       the {@code genmove}s answered
 * @param wallSeconds the wall seconds they took
 * @param cpuMoves    the moves, among them, whose CPU time was read (a game's moves count only if all of them were)
 * @param cpuSeconds  the CPU seconds of those moves
 */
public record MoveTimes(int moves, double wallSeconds, int cpuMoves, double cpuSeconds) {
    public static final MoveTimes NONE = new MoveTimes(0, 0, 0, 0);

    /** One game's times of a side: its CPU seconds are NaN when they could not be read. */
    static MoveTimes ofGame(int moves, double wallSeconds, double cpuSeconds) {
        boolean read = !Double.isNaN(cpuSeconds);
        return new MoveTimes(moves, wallSeconds, read ? moves : 0, read ? cpuSeconds : 0);
    }

    /** The times of engine A or B over these games. */
    static MoveTimes of(List<GameResult> results, boolean engineA) {
        return results.stream().map(result -> result.timesOf(engineA)).reduce(NONE, MoveTimes::plus);
    }

    MoveTimes plus(MoveTimes other) {
        return new MoveTimes(moves + other.moves, wallSeconds + other.wallSeconds, cpuMoves + other.cpuMoves,
                cpuSeconds + other.cpuSeconds);
    }

    /** Wall seconds per move, NaN without moves. */
    public double wallPerMove() {
        return moves == 0 ? Double.NaN : wallSeconds / moves;
    }

    /** CPU seconds per move over the moves whose CPU was read, NaN when none was. */
    public double cpuPerMove() {
        return cpuMoves == 0 ? Double.NaN : cpuSeconds / cpuMoves;
    }

    /** CPU seconds per move, then wall seconds in brackets, each {@code n/a} when unknown. */
    String perMoveText() {
        return seconds(cpuPerMove()) + " (" + seconds(wallPerMove()) + ")";
    }

    private static String seconds(double value) {
        return Double.isNaN(value) ? "n/a" : String.format(Locale.ROOT, "%.3f", value);
    }
}
