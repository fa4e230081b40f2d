package jpd.player;

/**
 * A player's side of {@link Interruptible}: the stop of the search running for a move or an analysis, and whether an
 * interrupt came since the last reset (then every search that starts stops at once).
 */
public final class SearchInterrupts {
    /** Stops the running search; null while none runs. */
    private volatile Runnable running;
    private volatile boolean interrupted;

    /** Runs a search that this stop ends, stopping it at once if an interrupt came before. */
    public void run(Runnable search, Runnable stop) {
        running = stop;
        // After publishing the stop: an interrupt that came before sets the flag seen here, one after calls the stop.
        if (interrupted) {
            stop.run();
        }
        try {
            search.run();
        } finally {
            running = null;
        }
    }

    /** Ends the running search, and any that starts before {@link #reset}; any thread. */
    public void interrupt() {
        interrupted = true;
        Runnable stop = running;
        if (stop != null) {
            stop.run();
        }
    }

    /** Lets searches run their course again. */
    public void reset() {
        interrupted = false;
    }
}
