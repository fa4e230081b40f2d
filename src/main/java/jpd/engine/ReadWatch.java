package jpd.engine;

import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Ends a blocking read of an engine's output that goes past its deadline or whose reader is interrupted, by
 * killing the engine, since nothing else makes such a read return. Arming and disarming cost the reader an atomic
 * write and never wait: one daemon thread, shared by all watches, wakes at the nearest deadline or to look for
 * interrupts a few times a second, and parks while none has been armed for a while. It wakes that seldom because
 * every wake-up costs the machine about 0.1 ms, and an adapter arms a watch for each of its engine's moves.
 */
final class ReadWatch {
    /** How a watched read ended: by itself, or by the engine being killed because it was late or interrupted. */
    enum Outcome { IN_TIME, LATE, INTERRUPTED }

    /** A deadline that never passes: the read may be ended only by an interrupt. */
    static final long NO_LIMIT = Long.MAX_VALUE;

    private static final Logger LOG = LoggerFactory.getLogger(ReadWatch.class);
    /** The longest time an interrupted reader waits for the checker to notice. */
    private static final long TICK_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    /** Idle checks (a second's worth) before the checker parks until the next arming. */
    private static final int IDLE_TICKS = 10;
    // Values of state besides an armed deadline (a System.nanoTime value, far from Long.MIN_VALUE in practice).
    private static final long DISARMED = Long.MIN_VALUE;
    private static final long FIRED_LATE = Long.MIN_VALUE + 1;
    private static final long FIRED_INTERRUPTED = Long.MIN_VALUE + 2;

    // Weak, so that a client dropped without its engine's output ending (a closed engine) is forgotten.
    private static final Set<ReadWatch> WATCHES = Collections.newSetFromMap(new WeakHashMap<>());
    private static Thread checker;
    private static volatile boolean checkerParked;

    private final AtomicLong state = new AtomicLong(DISARMED);
    private final Runnable kill;
    /** The thread doing the watched read; written before state is armed, so visible to whoever sees it armed. */
    private Thread reader;

    private ReadWatch(Runnable kill) {
        this.kill = kill;
    }

    /** A disarmed watch that kills the engine with {@code kill}, which must end the engine's output. */
    static ReadWatch of(Runnable kill) {
        ReadWatch watch = new ReadWatch(kill);
        synchronized (WATCHES) {
            WATCHES.add(watch);
            if (checker == null) {
                checker = new Thread(ReadWatch::checkForever, "gtp-read-watch");
                checker.setDaemon(true);
                checker.start();
            }
        }
        return watch;
    }

    /** Watches the calling thread's reads until {@link #disarm}, up to {@code deadline} ({@link System#nanoTime}). */
    void arm(long deadline) {
        reader = Thread.currentThread();
        state.set(deadline);
        // Read after the write above, as the checker writes checkerParked before reading state: one sees the other.
        if (checkerParked) {
            LockSupport.unpark(checker);
        }
    }

    /** Stops watching and tells whether the engine was killed meanwhile (then its output ends, if not yet). */
    Outcome disarm() {
        long last = state.getAndSet(DISARMED);
        return last == FIRED_LATE ? Outcome.LATE : last == FIRED_INTERRUPTED ? Outcome.INTERRUPTED : Outcome.IN_TIME;
    }

    private static boolean isArmed(long value) {
        return value > FIRED_INTERRUPTED;
    }

    /** Kills the engine if the read is late or interrupted; tells whether the watch was armed. */
    private boolean check(long now) {
        long deadline = state.get();
        if (!isArmed(deadline)) {
            return false;
        }
        long fired = reader.isInterrupted() ? FIRED_INTERRUPTED
                : deadline != NO_LIMIT && now - deadline >= 0 ? FIRED_LATE : deadline;
        // Only if the reader has not disarmed meanwhile: an answer read in time is never killed.
        if (fired != deadline && state.compareAndSet(deadline, fired)) {
            LOG.debug("killing the engine: its reader is {}", fired == FIRED_LATE ? "late" : "interrupted");
            try {
                kill.run();
            } catch (RuntimeException e) {
                LOG.warn("killing the engine failed", e);
            }
        }
        return true;
    }

    private static boolean checkAll() {
        ReadWatch[] watches;
        synchronized (WATCHES) {
            watches = WATCHES.toArray(new ReadWatch[0]);
        }
        long now = System.nanoTime();
        boolean anyArmed = false;
        for (ReadWatch watch : watches) {
            anyArmed |= watch.check(now);
        }
        return anyArmed;
    }

    private static void checkForever() {
        int idleTicks = 0;
        while (true) {
            idleTicks = checkAll() ? 0 : idleTicks + 1;
            if (idleTicks < IDLE_TICKS) {
                LockSupport.parkNanos(TICK_NANOS);
                continue;
            }
            checkerParked = true;
            if (!checkAll()) {
                LockSupport.park();
            }
            checkerParked = false;
            idleTicks = 0;
        }
    }
}
