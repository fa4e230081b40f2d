package jpd.player.playouts;

import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * What watches a search as it goes, for the analysis commands: it can stop the search, asks for the ownership of the
 * points to be counted, and is told of the searches every period (from whichever search thread notices first).
 */
final class SearchWatch {
    /** Watches nothing: the watch of a search until it is given one. */
    static final SearchWatch NONE = new SearchWatch(0, false, null);

    /** Told of the searches of a root while they run. */
    interface Listener {
        void searched(SearchRoot root, List<Search> searches);
    }

    private final long periodNanos;
    private final boolean countsOwnership;
    private final Listener listener;
    private final CountDownLatch stop = new CountDownLatch(1);
    private volatile boolean stopped;
    private SearchRoot root;
    private List<Search> searches = List.of();
    private volatile long nextReport;

    /** A watch told every period (never when not positive), counting ownership when asked; no listener: none told. */
    SearchWatch(long periodNanos, boolean countsOwnership, Listener listener) {
        this.periodNanos = periodNanos;
        this.countsOwnership = countsOwnership;
        this.listener = listener;
    }

    /** Whether the searches should count who owns each point at the end of their playouts. */
    boolean countsOwnership() {
        return countsOwnership;
    }

    /** Follows these searches of this root, which are about to run. */
    synchronized void follow(SearchRoot searchedRoot, List<Search> followed) {
        if (listener == null) {
            return;
        }
        root = searchedRoot;
        searches = List.copyOf(followed);
        nextReport = System.nanoTime() + periodNanos;
    }

    /** Ends the searches at their next look at the clock. */
    void stop() {
        stopped = true;
        stop.countDown();
    }

    /** Waits until {@link #stop} is called. */
    void awaitStop() throws InterruptedException {
        stop.await();
    }

    /** Whether the searches should end now. */
    boolean stopped() {
        return stopped;
    }

    /** Called by the searches when they read the clock: tells the listener once a period has passed. */
    void tick(long now) {
        if (periodNanos > 0 && now >= nextReport) {
            report(now);
        }
    }

    /** Tells the listener of the searches now, whatever the period. */
    synchronized void reportNow() {
        if (root != null) {
            listener.searched(root, searches);
        }
    }

    private synchronized void report(long now) {
        if (now >= nextReport) {
            nextReport = now + periodNanos;
            reportNow();
        }
    }
}
