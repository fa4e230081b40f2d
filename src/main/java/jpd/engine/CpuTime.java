package jpd.engine;

/**
 * CPU time (user and system, all threads) of an engine since it started.
 *
 * @param ownNanos     the engine's own process
 * @param childrenNanos the processes it started, and theirs (an adapter's engine, a wrapper script's program)
 */
public record CpuTime(long ownNanos, long childrenNanos) {
    /** The whole tree's time. */
    public long totalNanos() {
        return ownNanos + childrenNanos;
    }
}
