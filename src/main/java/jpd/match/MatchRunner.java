package jpd.match;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;

/**
 * Plays a match: every game of its shard that the folder does not hold yet, {@code parallel} at a time, each with
 * its own engine processes; then rebuilds {@code results.csv} and {@code summary.txt} from the finished games.
 */
public final class MatchRunner {
    private final MatchConfig config;
    private final PrintStream progressStream;

    /** A runner drawing its progress bar on stderr when that is a terminal. */
    public MatchRunner(MatchConfig config) {
        this(config, System.console() != null ? System.err : null);
    }

    /** A runner drawing its progress bar on this stream, or on none when it is null. */
    public MatchRunner(MatchConfig config, PrintStream progressStream) {
        this.config = config;
        this.progressStream = progressStream;
    }

    /**
     * Plays the games not finished yet and returns the summary of all finished games.
     *
     * @throws IllegalStateException when the folder holds another match
     */
    public Summary run() throws IOException {
        ResultStore store = new ResultStore(config.folder());
        store.open(config.identity());
        store.removeLeftovers();
        Set<Integer> finished = store.finished();
        List<Integer> todo = IntStream.rangeClosed(1, config.games())
                .filter(index -> config.shard().plays(index) && !finished.contains(index)).boxed().toList();
        Progress progress = Progress.start(progressStream, progressStream != null && !config.quiet(), todo.size());
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(config.parallel(), Math.max(1, todo.size())));
        try {
            List<Future<?>> games = new ArrayList<>();
            for (int index : todo) {
                games.add(pool.submit(() -> {
                    GameOutcome outcome = new Referee(config, index).play();
                    store.save(outcome);
                    progress.finished(outcome.result());
                    return null;
                }));
            }
            for (Future<?> game : games) {
                await(game);
            }
        } finally {
            pool.shutdownNow();
            progress.close();
        }
        List<GameResult> results = ResultStore.read(config.folder());
        Summary summary = Summary.of(results);
        store.writeResults(results, summary);
        return summary;
    }

    private static void await(Future<?> game) throws IOException {
        try {
            game.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IOException(e.getCause());
        }
    }
}
