package jpd.player.playouts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import jpd.player.Analysis;
import jpd.player.AvoidedMoves;
import jpd.player.Clock;
import jpd.player.Interruptible;
import jpd.player.SearchInterrupts;
import jpd.player.Player;
import jpd.player.Pondering;
import jpd.player.Resignation;
import jpd.player.StatusEstimate;
import jpd.player.TimeControl;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.rules.Point;
import jpd.rules.Seeds;
import jpd.scoring.Scorer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The built-in player ({@code --player builtin}): Monte-Carlo tree search with RAVE over the
 * artistic margin ({@link Search}), {@link SearchConfig#threads} threads growing one tree; it passes when passing does as well as the best move
 * ({@link RootChoice}) or, after the opponent's pass, when the score under its estimated statuses
 * wins (in a dispute only once it has taken off by play every opponent stone it calls dead); it
 * resigns as {@link Resignation} says; its statuses come from {@link BensonStatusEstimator}; with
 * {@link SearchConfig#ponder} it searches on after its move ({@link Ponder}).
 */
public final class PlayoutPlayer implements Player, Interruptible {
    /** How many root moves the debug log lists after each search. */
    private static final int PV_LINES = 6;
    /** A search needs this many simulations before its win rate can call the game lost. */
    private static final long LOST_MIN_VISITS = 500;
    /** Searches of fewer simulations than this say too little to resign on. */
    private static final long RESIGN_MIN_SIMULATIONS = 1000;

    private final SearchConfig config;
    private final BensonStatusEstimator estimator;
    private final Clock clock = new Clock();
    private final TreeMemory memory = new TreeMemory();
    private final Resignation resignation;
    private double komi = 6.5;
    private final PlayoutAnalysis analysis = new PlayoutAnalysis(this);
    private ExecutorService pool;
    private ExecutorService ponderThread;
    private final SearchInterrupts interrupts = new SearchInterrupts();
    /** The pondering begun after the last move, stopped before the player does anything else. */
    private Pondering pondering = Pondering.NONE;

    /** A player searching as configured. */
    public PlayoutPlayer(SearchConfig config) {
        this.config = config;
        this.estimator = new BensonStatusEstimator(config.seed(), BensonStatusEstimator.DEFAULT_PLAYOUTS);
        this.resignation = new Resignation(config.resignThreshold(), RESIGN_MIN_SIMULATIONS);
    }

    @Override
    public Optional<Move> chooseMove(GameView game, Color color, boolean allowVirtual) {
        // A watch of its own, which an interrupt can stop.
        return chooseMove(game, color, allowVirtual, new SearchWatch(0, false, null), AvoidedMoves.NONE);
    }

    /**
     * {@link #chooseMove}, its search followed by the watch and kept from the avoided moves (the genmove variants of
     * the analysis commands). A search with avoided moves neither starts from a kept tree nor keeps its own, whose
     * nodes lack moves, and never resigns: its win rate is that of the moves it was left.
     */
    Optional<Move> chooseMove(GameView game, Color color, boolean allowVirtual, SearchWatch watch,
                              AvoidedMoves avoided) {
        stopPondering();
        long start = System.nanoTime();
        SearchRoot root = SearchRoot.of(game, color, komi, allowVirtual).avoiding(avoided);
        if (root.moves().length <= 1) {
            memory.forget();
            return Optional.of(root.moves().length == 0 ? Move.PASS : root.moveOf(root.moves()[0]));
        }
        Set<Integer> settlingMoves = settlingMoves(game, color, root);
        boolean settling = !settlingMoves.isEmpty();
        if (settling) {
            log().info("{} plays on: passing now would let the opponent's claims prevail", color);
        } else if (root.passes() == 1 && Node.indexOf(root.moves(), Position.PASS) >= 0
                && winsIfStoppedNow(game, color)) {
            // Light playouts judge wide open territories noisily, so the search alone would rather
            // fill its own territory than agree; the status estimate settles the stop instead.
            log().info("{} pass: the opponent passed and the estimated score wins", color);
            memory.forget();
            return Optional.of(Move.PASS);
        }
        int movesToCome = Math.max(8, root.board().emptyCount() / 3);
        double seconds = Math.min(config.secondsPerMove(), clock.budget(color, movesToCome));
        long deadline = start + (long) (seconds * 1e9);
        double lostMargin = memory.lostMargin(game, root);
        Search[] searches = search(root, recall(game, root), seedFor(game), config.playouts(), deadline,
                watch, lostMargin);
        Node tree = searches[0].root();
        RootChoice choice = new RootChoice(tree, !Double.isNaN(lostMargin), root.lastMoveTouches(color));
        int best = settling ? choice.bestAmong(settlingMoves::contains) : choice.best();
        double winRate = choice.winRateOf(best);
        double margin = choice.meanMarginOf(best);
        if (avoided.isEmpty()) {
            remember(game, root, tree, choice, best);
        }
        long simulated = Arrays.stream(searches).mapToLong(Search::simulated).sum();
        double elapsed = (System.nanoTime() - start) / 1e9;
        clock.spent(color, elapsed);
        Move move = root.moveOf(best);
        log().info("{} {}: {} simulations in {} s (budget {} s), win rate {}, margin {}{}", color, move, simulated,
                String.format(Locale.ROOT, "%.2f", elapsed), String.format(Locale.ROOT, "%.2f", seconds), String.format(Locale.ROOT, "%.3f", winRate),
                String.format(Locale.ROOT, "%+.1f", margin),
                Double.isNaN(lostMargin) ? "" : " (lost: margins count from the expected one)");
        if (log().isDebugEnabled()) {
            log().debug("root moves:{}", choice.summary(PV_LINES, code -> root.moveOf(code).toString()));
        }
        if (avoided.isEmpty() && resignation.afterSearch(game, color, winRate, choice.totalVisits())) {
            log().info("{} resigns: win rate below {} over {} moves", color, config.resignThreshold(),
                    Resignation.IN_A_ROW);
            return Optional.empty();
        }
        return Optional.of(move);
    }

    /**
     * Searches for this colour until the watch stops it or the search has grown as large as memory allows (the
     * analysis commands), without the avoided moves; the trees of the side to move are kept for the next move as
     * genmove's are, unless moves were avoided.
     */
    void analyze(GameView game, Color color, boolean allowVirtual, SearchWatch watch, AvoidedMoves avoided) {
        stopPondering();
        SearchRoot root = SearchRoot.of(game, color, komi, allowVirtual).avoiding(avoided);
        if (root.moves().length == 0) {
            return;
        }
        // A deadline far off, not Long.MAX_VALUE: the search subtracts the clock from it.
        long noDeadline = System.nanoTime() + TimeUnit.DAYS.toNanos(365);
        double lostMargin = memory.lostMargin(game, root);
        Search[] searches = search(root, recall(game, root), seedFor(game),
                analysisPlayouts(root.board().size()), noDeadline, watch, lostMargin);
        // Analysing the side not to move keeps the tree the next genmove (for the side to move) will want.
        if (color == game.toMove() && avoided.isEmpty()) {
            Node tree = searches[0].root();
            RootChoice choice = new RootChoice(tree, !Double.isNaN(lostMargin), root.lastMoveTouches(color));
            remember(game, root, tree, choice, choice.best());
        }
    }

    /** The tree kept for this root, or null: none for a root with avoided moves, whose nodes must lack them. */
    private Node recall(GameView game, SearchRoot root) {
        return root.avoided().isEmpty() ? memory.recall(game, root) : null;
    }

    /** Keeps the tree for the next search, with Black's win rate and mean margin after the chosen move. */
    private void remember(GameView game, SearchRoot root, Node tree, RootChoice choice, int best) {
        boolean black = root.toMove() == Color.BLACK;
        double winRate = choice.winRateOf(best);
        double margin = choice.meanMarginOf(best);
        // Too few simulations tell nothing about whether the game is lost.
        double blackWinRate = choice.totalVisits() < LOST_MIN_VISITS ? 0.5 : black ? winRate : 1 - winRate;
        memory.remember(game, root, tree, blackWinRate, black ? margin : -margin);
    }

    /** The playouts of an analysis: about one node of 40 bytes a point per playout, in a quarter of the heap. */
    private static int analysisPlayouts(int size) {
        long bytesPerNode = 40L * size * size;
        return (int) Math.min(Integer.MAX_VALUE, Runtime.getRuntime().maxMemory() / 4 / bytesPerNode);
    }

    /**
     * The moves that answer the opponent's pass in a dispute by taking its dead stones off the board
     * (the liberties of its chains our estimate calls dead), or none when a pass may answer it.
     * Passing would make the opponent the first passer of the stop that ends the dispute, and its
     * claims would prevail (RULES.md §6): an opponent that passes whatever the board (GNU Go knows no
     * disputes) would have every stone it calls alive counted alive, and our estimate, the very thing
     * disputed, would count for nothing. Each refusal turns the opponent's pass into its virtual
     * stone, so these moves cost no point on balance. Capped at a quarter of the board's points, for
     * an estimate that calls stones dead that cannot be taken.
     */
    private Set<Integer> settlingMoves(GameView game, Color color, SearchRoot root) {
        int points = game.board().size() * game.board().size();
        if (game.phase() != Phase.DISPUTE || game.pendingPasser().orElse(null) != color.opponent()
                || game.disputeRealMoves(color) >= points / 4) {
            return Set.of();
        }
        Set<Integer> liberties = new HashSet<>();
        for (Point dead : estimator.estimate(game).dead()) {
            if (game.board().colorAt(dead) == color.opponent()) {
                for (Point neighbor : game.board().neighbors(dead)) {
                    if (game.board().isEmpty(neighbor)) {
                        liberties.add(root.board().cell(neighbor));
                    }
                }
            }
        }
        return liberties;
    }

    /** Whether the score under the estimated statuses is a win for this colour. */
    private boolean winsIfStoppedNow(GameView game, Color color) {
        double margin = Scorer.score(game, estimator.estimate(game).agreement(), komi).margin();
        return (color == Color.BLACK ? margin : -margin) > 0;
    }

    /** The seed of one move's search: the configured seed and the position, so a replay repeats. */
    private long seedFor(GameView game) {
        return Seeds.derive(config.seed(), game.wholePositionHash(), game.actions().size());
    }

    /**
     * Grows one tree with all threads, from the earlier node if there is one, followed by the watch;
     * Black's expected margin once the game is lost (else NaN) centres the margin term.
     */
    private Search[] search(SearchRoot root, Node earlier, long seed, int playouts, long deadline,
                            SearchWatch watch, double lostMargin) {
        Search[] searches = start(root, earlier, seed, watch, lostMargin);
        interrupts.run(() -> run(searches, playouts, deadline), watch::stop);
        return searches;
    }

    /** The threads of a search of one tree, not yet running, followed by the watch. */
    private Search[] start(SearchRoot root, Node earlier, long seed, SearchWatch watch, double lostMargin) {
        Search[] searches = Search.start(root, seed, config.threads(), earlier, lostMargin);
        for (Search search : searches) {
            search.watch(watch);
        }
        watch.follow(root, List.of(searches));
        return searches;
    }

    /** Runs the threads of a search, sharing the playouts, and returns when all have ended. */
    private void run(Search[] searches, int playouts, long deadline) {
        int threads = searches.length;
        if (threads == 1) {
            searches[0].run(playouts, deadline);
            return;
        }
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int share = playouts / threads + (t < playouts % threads ? 1 : 0);
            Search search = searches[t];
            futures.add(pool().submit(() -> search.run(share, deadline)));
        }
        awaitAll(futures);
    }

    /** Waits for these tasks of a search to end. */
    static void awaitAll(List<? extends Future<?>> futures) {
        try {
            for (Future<?> future : futures) {
                future.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("search interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("search failed", e.getCause());
        }
    }

    /**
     * With {@link SearchConfig#ponder}, searches the opponent's turn after the player's move in the background, on
     * the tree of the player's search below that move, until stopped; the tree is kept for the player's next search
     * (which finds the node of the opponent's answer in it, if that was searched), with what the player's own search
     * expected, so the next search's lost-margin term is the one it would have had without pondering.
     */
    @Override
    public Pondering ponder(GameView game, boolean allowVirtual) {
        stopPondering();
        if (!config.ponder() || game.phase() == Phase.ENDED) {
            return Pondering.NONE;
        }
        SearchRoot root = SearchRoot.of(game, game.toMove(), komi, allowVirtual);
        if (root.moves().length <= 1) {
            return Pondering.NONE;
        }
        SearchWatch watch = new SearchWatch(0, false, null);
        Search[] searches = start(root, memory.recall(game, root), seedFor(game), watch,
                memory.lostMarginOfMover(game, root));
        memory.keep(game, root, searches[0].root());
        long noDeadline = System.nanoTime() + TimeUnit.DAYS.toNanos(365);
        Future<?> done = ponderThread().submit(() -> run(searches, analysisPlayouts(root.board().size()), noDeadline));
        pondering = new Ponder(root.toMove(), searches, watch, done);
        return pondering;
    }

    /** Stops the pondering going on, if any, and returns once it has stopped. */
    private void stopPondering() {
        Pondering going = pondering;
        pondering = Pondering.NONE;
        going.stop();
    }

    private synchronized ExecutorService ponderThread() {
        if (ponderThread == null) {
            ponderThread = Executors.newSingleThreadExecutor(task -> {
                Thread thread = new Thread(task, "jpd-ponder");
                thread.setDaemon(true);
                return thread;
            });
        }
        return ponderThread;
    }

    private synchronized ExecutorService pool() {
        if (pool == null) {
            pool = Executors.newFixedThreadPool(config.threads(), task -> {
                Thread thread = new Thread(task, "jpd-search");
                thread.setDaemon(true);
                return thread;
            });
        }
        return pool;
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
    public Optional<Analysis> analysis() {
        return Optional.of(analysis);
    }

    @Override
    public Optional<StatusEstimate> estimateStatuses(GameView game) {
        return Optional.of(estimator.estimate(game));
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

    @Override
    public void close() {
        stopPondering();
        synchronized (this) {
            if (pool != null) {
                pool.shutdownNow();
            }
            if (ponderThread != null) {
                ponderThread.shutdownNow();
            }
        }
    }

    /** The logger, looked up when first used so that starting the engine does not start SLF4J. */
    private static Logger log() {
        return LoggerFactory.getLogger(PlayoutPlayer.class);
    }
}
