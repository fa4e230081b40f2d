package jpd.player.net;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.IntFunction;
import java.util.function.LongSupplier;
import jpd.player.StatusEstimate;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.rules.Seeds;
import jpd.scoring.Scorer;

/**
 * A PUCT search of one position in the manner of KataGo, over the actions the artistic rules allow there: each visit
 * walks down the tree by the net's priors and the values found so far, plays the actions on a copy of the game (so
 * superko, the stop, disputes and pending passes are the rules core's), and evaluates the position it reaches with
 * the net, or scores it when play has stopped there. Several threads may grow one tree: a visit under way counts as
 * a loss for the mover (virtual loss) so that the others look elsewhere; one lock guards the tree, the evaluations run
 * outside it.
 *
 * <p>Values: the utility of an outcome is win minus loss plus {@value #SCORE_UTILITY_WEIGHT} times a squashed lead
 * ({@code 2/pi atan(lead / size)}), so that among won (or lost) lines the larger margins are preferred a little.
 *
 * <p>The pass and the virtual move: the net has one output for both (it is told a virtual move as a pass, with the
 * komi moved by the stone). Both get the pass's whole probability as their prior, shared rather than split: the
 * probability says that no board move is urgent, which is true of both, and the search tells them apart by their
 * values (the virtual stone costs a point; a pass may let the opponent stop play). Splitting it would halve the prior
 * of a pass exactly where the pass is the only sensible action.
 *
 * <p>Tree reuse: a search may be continued by the next move's ({@link #continuedAt}): the subtree of the position the
 * game reached through the actions since becomes the new root, its visits counted in the new search's, and what only
 * a root has (its legal actions at the root, the stopping pass, the tie order) is applied to it again.
 */
final class NetSearch {
    /** The weight of the lead in the utility, beside win minus loss. */
    static final double SCORE_UTILITY_WEIGHT = 0.2;
    /** KataGo's exploration constants: cpuct grows slowly from 1.0 with the parent's visits. */
    private static final double CPUCT = 1.0;
    private static final double CPUCT_LOG = 0.45;
    private static final double CPUCT_BASE = 500;
    /** First-play urgency: an unvisited action is valued below its parent by this, times the visited priors' root. */
    private static final double FPU_REDUCTION = 0.2;
    private static final double ROOT_FPU_REDUCTION = 0.1;
    /** The utility a visit under way counts for its mover. */
    private static final double VIRTUAL_LOSS = -1;
    /** The most actions a variation shows. */
    private static final int VARIATION_LENGTH = 12;

    private final Game rootGame;
    private final Color rootMover;
    private final boolean allowVirtual;
    private final MoveFilter filter;
    private final double komi;
    private final long seed;
    private final LongSupplier nanoTime;
    private final int size;
    /** Whether the next move's search may continue this tree: then every node keeps the net's ownership. */
    private final boolean continuable;
    private NetNode root = new NetNode();
    /** The root's pass when it would stop play, visited first: its count is exact, whatever prior the net gives it. */
    private int rootStop = -1;
    private volatile boolean stopped;
    private RuntimeException failure;
    private long periodNanos;
    private Runnable listener;
    private long nextReport;

    /**
     * A search of this colour's action in the game's position (the colour may be out of turn), trying a virtual move
     * at the root only when {@code allowVirtual}, only actions the filter allows, with this komi and seed, reading
     * the time from {@code nanoTime}; one that the next move's search cannot continue.
     */
    NetSearch(GameView game, Color color, boolean allowVirtual, MoveFilter filter, double komi, long seed,
              LongSupplier nanoTime) {
        this(game, color, allowVirtual, filter, komi, seed, nanoTime, false);
    }

    /**
     * A search as above of every legal action (no filter) that the next move's search may continue
     * ({@link #continuedAt}).
     */
    static NetSearch continuable(GameView game, Color color, boolean allowVirtual, double komi, long seed,
                                 LongSupplier nanoTime) {
        return new NetSearch(game, color, allowVirtual, MoveFilter.ALL, komi, seed, nanoTime, true);
    }

    private NetSearch(GameView game, Color color, boolean allowVirtual, MoveFilter filter, double komi, long seed,
                      LongSupplier nanoTime, boolean continuable) {
        this.rootGame = game.copy();
        // An action while stopped resumes play to settle a dispute (RULES.md §11.5): the search starts there.
        rootGame.resumeDispute();
        this.rootMover = color;
        this.allowVirtual = allowVirtual;
        this.filter = filter;
        this.komi = komi;
        this.seed = seed;
        this.nanoTime = nanoTime;
        this.size = game.size();
        this.continuable = continuable;
    }

    /**
     * A search of this colour's action in the game's position, starting from this search's subtree of that position,
     * when the game went on from this search's root by actions this tree holds, in turn, and nothing else changed:
     * the caller has checked that the game only added actions since (its lineage) with the same komi; here the
     * actions since are played again on this search's root and must give the game's state exactly (position, phase,
     * turn and record, hence its superko history). The subtree keeps its visits; its root's actions are made again
     * as a fresh search's root would have them ({@link #adopt}). Empty when this search is not continuable, the tree
     * does not reach the position, or the position is not this colour's to act in. Call it when this search has
     * ended; the new search takes over the subtree.
     */
    synchronized Optional<NetSearch> continuedAt(GameView game, Color color, boolean allowVirtual, long newSeed) {
        List<Action> now = game.actions();
        int before = rootGame.actionCount();
        if (!continuable || !root.isFilled() || now.size() <= before) {
            return Optional.empty();
        }
        List<Action> since = now.subList(before, now.size());
        NetNode node = root;
        Game replay = rootGame.copy();
        for (Action action : since) {
            int index = indexOf(node.moves, MoveCodes.of(action.move(), size));
            if (node.mover != action.color() || index < 0 || node.children[index] == null
                    || !replay.play(action.color(), action.move()).isPlayed()) {
                return Optional.empty();
            }
            node = node.children[index];
            if (!node.isFilled()) {
                return Optional.empty();
            }
        }
        if (node.moves.length == 0 || node.mover != color || node.ownership == null
                || replay.wholePositionHash() != game.wholePositionHash() || replay.phase() != game.phase()
                || replay.toMove() != game.toMove() || !replay.actions().equals(now)) {
            return Optional.empty();
        }
        NetSearch next = new NetSearch(game, color, allowVirtual, MoveFilter.ALL, komi, newSeed, nanoTime, true);
        return next.adopt(node) ? Optional.of(next) : Optional.empty();
    }

    /**
     * Makes a node of another search, in this search's root position, the root: its actions become those a fresh
     * root would have (the virtual move only if allowed here), with the same priors (the net's policy normalised
     * over them) in this search's tie order, their subtrees kept; the visits through a dropped action leave the
     * root's count. False, changing nothing, when the node lacks one of them (its position is not this root's).
     */
    private boolean adopt(NetNode node) {
        int[] codes = actions(rootGame, rootMover, 0);
        float[] policy = new float[size * size + 1];
        for (int i = 0; i < node.moves.length; i++) {
            policy[Math.min(node.moves[i], MoveCodes.pass(size))] = node.priors[i];
        }
        float[] priors = priors(codes, policy);
        sortByPrior(codes, priors, Seeds.derive(seed, rootGame.wholePositionHash(), 0));
        NetNode[] children = new NetNode[codes.length];
        boolean[] kept = new boolean[node.moves.length];
        for (int k = 0; k < codes.length; k++) {
            int index = indexOf(node.moves, codes[k]);
            if (index < 0) {
                return false;
            }
            children[k] = node.children[index];
            kept[index] = true;
        }
        for (int i = 0; i < node.moves.length; i++) {
            if (!kept[i] && node.children[i] != null) {
                node.remove(node.children[i]);
            }
        }
        node.moves = codes;
        node.priors = priors;
        node.children = children;
        root = node;
        rootStop = stoppingPass();
        return true;
    }

    private static int indexOf(int[] codes, int code) {
        for (int i = 0; i < codes.length; i++) {
            if (codes[i] == code) {
                return i;
            }
        }
        return -1;
    }

    /** The legal actions of the root (the filter applied), most likely first, without asking the net. */
    static List<Move> legalActions(GameView game, Color color, boolean allowVirtual, MoveFilter filter) {
        List<Move> moves = new ArrayList<>();
        for (var point : game.board().points()) {
            Move move = Move.at(point);
            if (filter.allows(color, move, 0) && game.isLegal(color, move)) {
                moves.add(move);
            }
        }
        for (Move move : List.of(Move.PASS, Move.VIRTUAL)) {
            if ((move.isPass() || allowVirtual) && filter.allows(color, move, 0) && game.isLegal(color, move)) {
                moves.add(move);
            }
        }
        return moves;
    }

    /** The index of the root's pass when it stops play, else -1. */
    private int stoppingPass() {
        for (int i = 0; i < root.moves.length; i++) {
            if (root.moves[i] == MoveCodes.pass(size)) {
                Game after = rootGame.copy();
                after.play(rootMover, Move.PASS);
                return after.phase() == Phase.STOPPED ? i : -1;
            }
        }
        return -1;
    }

    /** Calls the listener every period, from the search thread that notices it first; before {@link #run}. */
    void reportEvery(long periodNanos, Runnable reported) {
        this.periodNanos = periodNanos;
        this.listener = reported;
    }

    /**
     * Searches with one thread per evaluator until the root has {@code visits} visits, the clock reaches the
     * deadline or the search is stopped; the root is evaluated first in any case, by the first evaluator. The
     * evaluators are asked for on the threads that use them, so their start counts against the deadline too.
     *
     * @throws RuntimeException what an evaluator threw
     */
    void run(int threads, IntFunction<Evaluator> evaluators, int visits, long deadlineNanos) {
        nextReport = nanoTime.getAsLong() + periodNanos;
        Evaluator first = evaluators.apply(0);
        synchronized (this) {
            if (!root.isFilled()) {
                fill(root, rootGame, rootMover, first, 0, null);
                root.add(root.evaluated, utility(root.evaluated));
                rootStop = stoppingPass();
            }
        }
        List<Thread> helpers = new ArrayList<>();
        for (int t = 1; t < threads; t++) {
            int index = t;
            Thread thread = new Thread(() -> visit(evaluators.apply(index), visits, deadlineNanos), "jpd-net-search");
            thread.setDaemon(true);
            helpers.add(thread);
            thread.start();
        }
        try {
            visit(first, visits, deadlineNanos);
        } catch (RuntimeException e) {
            fail(e);
        }
        for (Thread thread : helpers) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stop();
            }
        }
        synchronized (this) {
            if (failure != null) {
                throw failure;
            }
        }
    }

    /** Ends the search at the end of the visits under way; any thread. */
    void stop() {
        stopped = true;
    }

    /**
     * The visits of one thread until a limit is reached. A visit is begun only when one as long as this thread's
     * last would end by the deadline: a visit under way is never cut, and on a loaded machine or a large board one
     * visit takes a good part of a second.
     */
    private void visit(Evaluator evaluator, int visits, long deadlineNanos) {
        try {
            long lastVisitNanos = 0;
            while (!stopped && claimVisit(visits)) {
                long start = nanoTime.getAsLong();
                if (start + lastVisitNanos >= deadlineNanos) {
                    releaseClaim();
                    return;
                }
                simulate(evaluator);
                lastVisitNanos = nanoTime.getAsLong() - start;
                tick();
            }
        } catch (RuntimeException e) {
            fail(e);
        }
    }

    private synchronized boolean claimVisit(int visits) {
        if (failure != null || root.visits + root.inFlight >= visits) {
            return false;
        }
        root.inFlight++;
        return true;
    }

    private synchronized void releaseClaim() {
        root.inFlight--;
    }

    private synchronized void fail(RuntimeException e) {
        if (failure == null) {
            failure = e;
        }
        stopped = true;
        notifyAll();
    }

    private void tick() {
        if (listener == null || periodNanos <= 0) {
            return;
        }
        long now = nanoTime.getAsLong();
        synchronized (this) {
            if (now < nextReport) {
                return;
            }
            nextReport = now + periodNanos;
        }
        listener.run();
    }

    /** One visit, the root's in-flight mark already taken: down the tree, one node filled, the outcome backed up. */
    private void simulate(Evaluator evaluator) {
        Game game = rootGame.copy();
        List<NetNode> path = new ArrayList<>();
        path.add(root);
        NetNode node = root;
        NetNode parent = null;
        synchronized (this) {
            while (true) {
                awaitFilled(node);
                if (node.moves.length == 0) {
                    break;
                }
                int i = select(node, node == root);
                Move move = MoveCodes.move(node.moves[i], size);
                if (!game.play(node.mover, move).isPlayed()) {
                    throw new IllegalStateException("the search chose an illegal action: " + move);
                }
                NetNode child = node.children[i];
                child = child != null ? child : (node.children[i] = new NetNode());
                child.inFlight++;
                path.add(child);
                if (!child.isFilled() && child.visits + child.inFlight == 1) {
                    // A fresh node: this visit fills it.
                    parent = node;
                    node = child;
                    break;
                }
                node = child;
            }
        }
        if (parent != null) {
            // Evaluated without the lock, on a node no other thread sees, then published at once.
            NetNode filled = new NetNode();
            fill(filled, game, game.toMove(), evaluator, path.size() - 1, parent.passOwnership);
            synchronized (this) {
                node.copyFilling(filled);
                notifyAll();
            }
        }
        backUp(path, node.evaluated);
    }

    /** Waits, giving up the lock, until another thread has filled the node. */
    private void awaitFilled(NetNode node) {
        while (!node.isFilled()) {
            if (failure != null) {
                throw failure;
            }
            try {
                wait();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("search interrupted", e);
            }
        }
    }

    /**
     * Fills a node for this position, where this colour acts: scored when play has stopped or ended, else
     * evaluated with its legal actions; touches only the node and the game.
     */
    private void fill(NetNode node, Game game, Color mover, Evaluator evaluator, int depth, float[] passOwnership) {
        if (game.phase() == Phase.ENDED) {
            node.end(mover, Outcome.EVEN);
            return;
        }
        if (game.phase() == Phase.STOPPED) {
            float[] ownership = passOwnership != null ? passOwnership : blackOwnership(game, evaluator);
            StatusEstimate statuses = OwnershipStatuses.of(game.board(), ownership);
            node.end(mover, Outcome.scored(Scorer.score(game, statuses.agreement(), komi).margin()));
            return;
        }
        Evaluation evaluation = evaluator.evaluate(game, komi);
        double sign = NetNode.sign(game.toMove());
        Outcome outcome = new Outcome(sign * (evaluation.win() - evaluation.loss()), sign * evaluation.lead());
        float[] ownership = blackOwnership(evaluation, game.toMove());
        boolean mayBeRoot = depth == 0 || continuable;
        boolean afterPass = game.lastAction().map(Action::move).map(Move::isPass).orElse(false);
        int[] codes = actions(game, mover, depth);
        float[] priors = priors(codes, evaluation.policy());
        sortByPrior(codes, priors, Seeds.derive(seed, game.wholePositionHash(), depth));
        node.expand(mover, codes, priors, afterPass ? ownership : null, mayBeRoot ? ownership : null, outcome);
        if (codes.length == 0) {
            node.end(mover, outcome);
        }
    }

    private float[] blackOwnership(Game game, Evaluator evaluator) {
        return blackOwnership(evaluator.evaluate(game, komi), game.toMove());
    }

    /** The net's ownership turned to Black's view, the side to move being {@code toMove}. */
    static float[] blackOwnership(Evaluation evaluation, Color toMove) {
        float[] ownership = evaluation.ownership().clone();
        if (toMove == Color.WHITE) {
            for (int i = 0; i < ownership.length; i++) {
                ownership[i] = -ownership[i];
            }
        }
        return ownership;
    }

    /** The codes of the legal actions of this colour here, the filter applied; a virtual move at the root if allowed. */
    private int[] actions(Game game, Color mover, int depth) {
        int[] codes = new int[size * size + 2];
        int count = 0;
        for (int code = 0; code < size * size + 2; code++) {
            Move move = MoveCodes.move(code, size);
            if (move.isVirtual() && depth == 0 && !allowVirtual) {
                continue;
            }
            if (filter.allows(mover, move, depth) && game.isLegal(mover, move)) {
                codes[count++] = code;
            }
        }
        return Arrays.copyOf(codes, count);
    }

    /** The net's policy over these actions, normalised; the pass's probability stands for the virtual move too. */
    private float[] priors(int[] codes, float[] policy) {
        float[] priors = new float[codes.length];
        double sum = 0;
        boolean passCounted = false;
        for (int i = 0; i < codes.length; i++) {
            int code = codes[i];
            boolean passLike = code >= size * size;
            priors[i] = policy[passLike ? size * size : code];
            if (!passLike || !passCounted) {
                sum += priors[i];
            }
            passCounted |= passLike;
        }
        for (int i = 0; i < priors.length; i++) {
            priors[i] = sum > 0 ? (float) (priors[i] / sum) : 1f / priors.length;
        }
        return priors;
    }

    /** Orders the actions by prior, most likely first; ties in an order drawn from the seed. */
    private static void sortByPrior(int[] codes, float[] priors, long tieSeed) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < codes.length; i++) {
            order.add(i);
        }
        Collections.shuffle(order, new Random(tieSeed));
        order.sort(Comparator.comparingDouble(i -> -priors[i]));
        int[] sortedCodes = new int[codes.length];
        float[] sortedPriors = new float[codes.length];
        for (int i = 0; i < codes.length; i++) {
            sortedCodes[i] = codes[order.get(i)];
            sortedPriors[i] = priors[order.get(i)];
        }
        System.arraycopy(sortedCodes, 0, codes, 0, codes.length);
        System.arraycopy(sortedPriors, 0, priors, 0, codes.length);
    }

    /** The child to visit: the most urgent by PUCT with first-play urgency, under way visits counted as losses. */
    private int select(NetNode node, boolean atRoot) {
        if (atRoot && rootStop >= 0 && node.children[rootStop] == null) {
            return rootStop;
        }
        double sign = NetNode.sign(node.mover);
        long childVisits = 0;
        double visitedPolicy = 0;
        for (int i = 0; i < node.children.length; i++) {
            NetNode child = node.children[i];
            if (child != null && child.visits + child.inFlight > 0) {
                childVisits += child.visits + child.inFlight;
                visitedPolicy += node.priors[i];
            }
        }
        double cpuct = CPUCT + CPUCT_LOG * Math.log((childVisits + CPUCT_BASE) / CPUCT_BASE);
        double exploration = cpuct * Math.sqrt(childVisits + 0.01);
        double firstPlay = node.meanUtility(node.mover)
                - (atRoot ? ROOT_FPU_REDUCTION : FPU_REDUCTION) * Math.sqrt(visitedPolicy);
        int best = 0;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < node.children.length; i++) {
            NetNode child = node.children[i];
            int n = child == null ? 0 : child.visits + child.inFlight;
            double value = n == 0 ? firstPlay : (sign * child.utility + VIRTUAL_LOSS * child.inFlight) / n;
            double score = value + exploration * node.priors[i] / (1 + n);
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }

    private synchronized void backUp(List<NetNode> path, Outcome outcome) {
        double value = utility(outcome);
        for (NetNode node : path) {
            node.inFlight--;
            node.add(outcome, value);
        }
    }

    /** The utility of an outcome from Black's view. */
    double utility(Outcome outcome) {
        return outcome.winLoss() + SCORE_UTILITY_WEIGHT * 2 / Math.PI * Math.atan(outcome.lead() / size);
    }

    // ---- results --------------------------------------------------------------------------------

    /** The board size. */
    int size() {
        return size;
    }

    /** The colour searching. */
    Color mover() {
        return rootMover;
    }

    /** The root's visits so far, its own evaluation included. */
    synchronized int visits() {
        return root.visits;
    }

    /** The root's actions with what the search found below them, most visited first (then by utility, prior). */
    synchronized List<Candidate> candidates() {
        List<Candidate> candidates = new ArrayList<>();
        if (!root.isFilled()) {
            return candidates;
        }
        for (int i = 0; i < root.moves.length; i++) {
            NetNode child = root.children[i];
            Move move = MoveCodes.move(root.moves[i], size);
            if (child == null || child.visits == 0) {
                candidates.add(new Candidate(move, 0, 0.5, 0, 0, Double.NEGATIVE_INFINITY, root.priors[i],
                        List.of(move)));
            } else {
                candidates.add(new Candidate(move, child.visits, child.winRate(rootMover), child.meanLead(rootMover),
                        child.leadStdev(), child.meanUtility(rootMover), root.priors[i], variation(move, child)));
            }
        }
        // Stable: equal candidates keep the prior order.
        candidates.sort(Comparator.comparingInt((Candidate c) -> -c.visits())
                .thenComparingDouble(c -> -c.utility()));
        return candidates;
    }

    /** The action chosen: the most visited, or before any visit the most likely; empty when no action is legal. */
    List<Candidate> best() {
        List<Candidate> candidates = candidates();
        return candidates.isEmpty() ? List.of() : List.of(candidates.get(0));
    }

    /** Black's ownership of each point as the net gave it for the root ({@code row * size + column}); null before. */
    synchronized float[] rootOwnership() {
        return root.ownership;
    }

    private List<Move> variation(Move first, NetNode child) {
        List<Move> moves = new ArrayList<>(List.of(first));
        NetNode node = child;
        while (node != null && node.isFilled() && moves.size() < VARIATION_LENGTH) {
            int next = -1;
            for (int i = 0; i < node.children.length; i++) {
                NetNode c = node.children[i];
                if (c != null && c.visits > 0 && (next < 0 || c.visits > node.children[next].visits)) {
                    next = i;
                }
            }
            if (next < 0) {
                break;
            }
            moves.add(MoveCodes.move(node.moves[next], size));
            node = node.children[next];
        }
        return moves;
    }
}
