package jpd.match;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Plays a match: every game of its shard that the folder does not hold yet, {@code parallel} at a time, each with
 * its own engine processes, until a sequential test accepts a hypothesis over the folder's games (games already
 * under way are finished and kept); then rebuilds {@code results.csv} and {@code summary.txt} from the finished
 * games.
 */
public final class MatchRunner {
    private final MatchConfig config;
    private final PrintStream progressStream;
    private GameListener listener = folder -> { };
    private Semaphore slots;

    /** Told after each saved game, e.g. to refresh a report. */
    @FunctionalInterface
    public interface GameListener {
        /** A game of the match in this folder has been saved. */
        void saved(java.nio.file.Path folder) throws IOException;
    }

    /** A runner drawing its progress bar on stderr when that is a terminal. */
    public MatchRunner(MatchConfig config) {
        this(config, System.console() != null ? System.err : null);
    }

    /** A runner drawing its progress bar on this stream, or on none when it is null. */
    public MatchRunner(MatchConfig config, PrintStream progressStream) {
        this.config = config;
        this.progressStream = progressStream;
    }

    /** This runner, telling the listener after each saved game. */
    public MatchRunner onGameSaved(GameListener gameListener) {
        this.listener = gameListener;
        return this;
    }

    /**
     * This runner, playing a game only while it holds one of these slots, so that several matches played at once
     * (a tournament's pairs) play no more games together than there are slots.
     */
    public MatchRunner sharingSlots(Semaphore sharedSlots) {
        this.slots = sharedSlots;
        return this;
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
        store.writeSprt(config.sprt());
        store.writePlan(config.games());
        List<GameResult> finished = new ArrayList<>(ResultStore.read(config.folder()));
        Set<Integer> done = finished.stream().map(GameResult::index).collect(Collectors.toSet());
        List<Integer> todo = IntStream.rangeClosed(1, config.games())
                .filter(index -> config.shard().plays(index) && !done.contains(index)).boxed().toList();
        Optional<Sprt.Status> before = config.sprt().map(test -> test.status(finished));
        AtomicBoolean decided = new AtomicBoolean(before.filter(MatchRunner::isDecided).isPresent());
        if (!todo.isEmpty() && !decided.get()) {
            StartCheck.bothEnginesStart(config, todo.get(0));
        }
        Progress progress = Progress.start(progressStream, progressStream != null && !config.quiet(), todo.size(),
                before);
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(config.parallel(), Math.max(1, todo.size())));
        try {
            List<Future<?>> games = new ArrayList<>();
            for (int index : todo) {
                games.add(pool.submit(() -> {
                    if (decided.get()) {
                        return null;
                    }
                    GameOutcome outcome = play(index);
                    store.save(outcome);
                    Optional<Sprt.Status> status;
                    synchronized (finished) {
                        finished.add(outcome.result());
                        status = config.sprt().map(test -> test.status(finished));
                        listener.saved(config.folder());
                    }
                    if (status.filter(MatchRunner::isDecided).isPresent()) {
                        decided.set(true);
                    }
                    progress.finished(outcome.result(), status);
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
        Summary summary = Summary.of(results, config.sprt());
        store.writeResults(results, summary);
        return summary;
    }

    private GameOutcome play(int index) throws InterruptedException {
        if (slots == null) {
            return new Referee(config, index).play();
        }
        slots.acquire();
        try {
            return new Referee(config, index).play();
        } finally {
            slots.release();
        }
    }

    private static boolean isDecided(Sprt.Status status) {
        return status.decision() != Sprt.Decision.NONE;
    }

    /** Waits for a task of a pool, rethrowing its failure as it was thrown. */
    static void await(Future<?> game) throws IOException {
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
