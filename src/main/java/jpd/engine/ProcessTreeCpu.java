package jpd.engine;

import java.time.Duration;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/**
 * The CPU time (user and system) a process and the processes it started have used since they started, read from the
 * system while they live. Each descendant's last reading is kept, so one that has exited still counts with what it
 * had used when last seen; what it used after that, and a process that started and exited between two readings,
 * are not seen.
 */
final class ProcessTreeCpu {
    private final ProcessHandle root;
    /** The last reading of each descendant ever seen, in nanoseconds; a handle tells a reused pid apart. */
    private final Map<ProcessHandle, Long> descendants = new HashMap<>();

    ProcessTreeCpu(ProcessHandle root) {
        this.root = root;
    }

    /** The CPU used so far: empty when the root's time, or a living descendant's, cannot be read. */
    synchronized Optional<CpuTime> read() {
        Optional<Duration> own = root.info().totalCpuDuration();
        if (own.isEmpty()) {
            return Optional.empty();
        }
        for (Iterator<ProcessHandle> it = root.descendants().iterator(); it.hasNext(); ) {
            ProcessHandle descendant = it.next();
            Optional<Duration> cpu = descendant.info().totalCpuDuration();
            if (cpu.isPresent()) {
                descendants.put(descendant, cpu.get().toNanos());
            } else if (descendant.isAlive()) {
                return Optional.empty();
            }
        }
        long children = descendants.values().stream().mapToLong(Long::longValue).sum();
        return Optional.of(new CpuTime(own.get().toNanos(), children));
    }
}
