package jpd.player.net;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import jpd.player.Analysis;
import jpd.player.Clock;
import jpd.player.Interruptible;
import jpd.player.Player;
import jpd.player.Resignation;
import jpd.player.SearchInterrupts;
import jpd.player.StatusEstimate;
import jpd.player.TimeControl;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Seeds;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The network player ({@code --player net}): a PUCT search ({@link NetSearch}) that asks a network about positions;
 * it chooses the most visited action, resigns as {@link Resignation} says, reads statuses from the net's ownership
 * ({@link OwnershipStatuses}) and keeps to the game clock. Each search thread has an evaluator of its own, taken from
 * the supplier at its first need and kept: an evaluator need not be safe for threads, and the first move's budget
 * pays for loading and warming up the net.
 */
public final class NetPlayer implements Player, Interruptible {
    /** Searches of fewer visits than this say too little to resign on. */
    private static final long RESIGN_MIN_VISITS = 50;

    private final NetConfig config;
    private final Supplier<Evaluator> evaluatorSupplier;
    private final LongSupplier nanoTime;
    private final Evaluator[] evaluators;
    private final Clock clock = new Clock();
    private final Resignation resignation;
    private final NetAnalysis analysis = new NetAnalysis(this);
    private final KeptTree keptTree = new KeptTree();
    private double komi = 6.5;
    private final SearchInterrupts interrupts = new SearchInterrupts();

    /** A player searching as configured, with evaluators from the supplier. */
    public NetPlayer(NetConfig config, Supplier<Evaluator> evaluators) {
        this(config, evaluators, System::nanoTime);
    }

    /** The same, reading the time from {@code nanoTime} (tests count time in evaluations, not on the wall). */
    NetPlayer(NetConfig config, Supplier<Evaluator> evaluators, LongSupplier nanoTime) {
        this.config = config;
        this.evaluatorSupplier = evaluators;
        this.nanoTime = nanoTime;
        this.evaluators = new Evaluator[config.threads()];
        this.resignation = new Resignation(config.resignThreshold(), Math.min(RESIGN_MIN_VISITS, config.visits()));
    }

    @Override
    public Optional<Move> chooseMove(GameView game, Color color, boolean allowVirtual) {
        return chooseMove(game, color, allowVirtual, MoveFilter.ALL, search -> { });
    }

    /**
     * {@link #chooseMove}, trying only the actions the filter allows, the search handed to {@code watcher} before it
     * runs (the genmove variants of the analysis commands). A search that avoided actions never resigns: its win
     * rate is that of the actions it was left. A search of every action continues the last move search's tree when
     * the game went on from its root ({@link KeptTree}), and is kept for the next move in turn.
     */
    Optional<Move> chooseMove(GameView game, Color color, boolean allowVirtual, MoveFilter filter,
                              Consumer<NetSearch> watcher) {
        long start = nanoTime.getAsLong();
        Optional<NetSearch> continued = keptTree.continuation(game, color, allowVirtual, komi, seedFor(game));
        List<Move> legal = NetSearch.legalActions(game, color, allowVirtual, filter);
        if (legal.size() <= 1) {
            return Optional.of(legal.isEmpty() ? Move.PASS : legal.get(0));
        }
        int movesToCome = Math.max(8, emptyPoints(game) / 3);
        double seconds = Math.min(config.secondsPerMove(), clock.budget(color, movesToCome));
        long deadline = start + (long) (seconds * 1e9);
        NetSearch search = filter != MoveFilter.ALL
                ? new NetSearch(game, color, allowVirtual, filter, komi, seedFor(game), nanoTime)
                : continued.orElseGet(() -> NetSearch.continuable(game, color, allowVirtual, komi, seedFor(game),
                        nanoTime));
        int reused = search.visits();
        watcher.accept(search);
        run(search, config.visits(), deadline);
        if (filter == MoveFilter.ALL) {
            keptTree.keep(game, komi, search);
        }
        Candidate best = search.best().get(0);
        double elapsed = (nanoTime.getAsLong() - start) / 1e9;
        clock.spent(color, elapsed);
        log().info("{} {}: {} visits ({} reused) in {} s (budget {} s), win rate {}, lead {}", color, best.move(),
                search.visits(), reused, String.format(Locale.ROOT, "%.2f", elapsed),
                String.format(Locale.ROOT, "%.2f", seconds), String.format(Locale.ROOT, "%.3f", best.winRate()),
                String.format(Locale.ROOT, "%+.1f", best.lead()));
        if (filter == MoveFilter.ALL && resignation.afterSearch(game, color, best.winRate(), search.visits())) {
            log().info("{} resigns: win rate below {} over {} moves", color, config.resignThreshold(),
                    Resignation.IN_A_ROW);
            return Optional.empty();
        }
        return Optional.of(best.move());
    }

    /** Searches for this colour until stopped, or until the visits reach what memory allows (analysis commands). */
    void analyze(NetSearch search) {
        run(search, analysisVisits(search.size()), nanoTime.getAsLong() + Long.MAX_VALUE / 4);
    }

    /** A search of this colour in the game's position, not yet running, as the analysis commands begin one. */
    NetSearch searchOf(GameView game, Color color, boolean allowVirtual, MoveFilter filter) {
        return new NetSearch(game, color, allowVirtual, filter, komi, seedFor(game), nanoTime);
    }

    private void run(NetSearch search, int visits, long deadline) {
        interrupts.run(() -> search.run(config.threads(), this::evaluator, visits, deadline), search::stop);
    }

    /** The evaluator of this search thread, taken from the supplier at its first need. */
    private synchronized Evaluator evaluator(int thread) {
        if (evaluators[thread] == null) {
            evaluators[thread] = evaluatorSupplier.get();
        }
        return evaluators[thread];
    }

    /** The visits of an analysis: about a node of 16 bytes a point per visit, in a quarter of the heap. */
    private static int analysisVisits(int size) {
        long bytesPerNode = 16L * (size * size + 2) + 200;
        return (int) Math.min(Integer.MAX_VALUE, Runtime.getRuntime().maxMemory() / 4 / bytesPerNode);
    }

    private static int emptyPoints(GameView game) {
        int empty = 0;
        for (var point : game.board().points()) {
            empty += game.board().isEmpty(point) ? 1 : 0;
        }
        return empty;
    }

    /** The seed of one move's search: the configured seed and the position, so a replay repeats. */
    private long seedFor(GameView game) {
        return Seeds.derive(config.seed(), game.wholePositionHash(), game.actionCount());
    }

    @Override
    public Optional<StatusEstimate> estimateStatuses(GameView game) {
        float[] black = NetSearch.blackOwnership(evaluator(0).evaluate(game, komi), game.toMove());
        return Optional.of(OwnershipStatuses.of(game.board(), black));
    }

    @Override
    public Optional<Analysis> analysis() {
        return Optional.of(analysis);
    }

    @Override
    public void interrupt() {
        interrupts.interrupt();
    }

    @Override
    public void resetInterrupt() {
        interrupts.reset();
    }

    @Override
    public void setKomi(double komi) {
        this.komi = komi;
    }

    @Override
    public void setTime(TimeControl time) {
        clock.set(time);
    }

    @Override
    public void timeLeft(Color color, int seconds, int stones) {
        clock.timeLeft(color, seconds, stones);
    }

    /** The logger, looked up when first used so that starting the engine does not start SLF4J. */
    private static Logger log() {
        return LoggerFactory.getLogger(NetPlayer.class);
    }
}
