package jpd.player.playouts;

import java.util.Arrays;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Seeds;

/**
 * One thread growing a search tree, alone or with others that share it: select down the tree
 * by UCT with RAVE, grow one node, play out with the light policy and the replies it learns
 * ({@link LastGoodReplies}), count the area and back the
 * artistic margin up. Threads that share a tree take a virtual loss on each move they pass
 * ({@link Node#addVirtualLoss}) until they back their result up, so that they spread out.
 *
 * <p>Evaluation: the margin is the area margin of the finished playout minus Black's extra
 * moves up to the tree leaf, minus komi (RULES.md §7: area margin minus the move balance).
 * Moves inside the playout are not charged: the playout only settles which stones live, as
 * the players' agreement would, so the tree sees that filling its own territory or taking
 * dead stones off costs a point and that skipping neutral points costs nothing.
 */
final class Search {
    /** Deeper than this the tree stops descending (a guard against endless pass and virtual chains). */
    private static final int MAX_DEPTH = 200;
    /** The weight of the margin beside the win in a simulation's value. */
    private static final float MARGIN_WEIGHT = 0.05f;
    /**
     * The weight of the margin measured from the expected one, once the game is lost: then every
     * move loses, and only this term still tells a point saved from a point lost, where the win
     * term would chase the rare playout that a wild invasion wins (KataGo's dynamic score
     * utility; Pachi's dynamic komi does the same by komi).
     */
    private static final float LOST_MARGIN_WEIGHT = 0.3f;
    /** Whether the choice is already decided is checked every this many plus one simulations. */
    private static final int DECIDED_CHECK = 255;
    /** Until the root pass can be judged, every this many simulations try it. */
    private static final int PASS_PERIOD = 32;

    private final SearchRoot root;
    private final Node rootNode;
    /** How many threads grow this tree together, this one included. */
    private final int sharing;
    /** The index of the pass among the root moves, or -1. */
    private final int rootPass;
    private final Position position;
    private final Playout playout;
    /**
     * What this thread's playouts learnt of the replies that win; null once the game is lost. Then
     * the winner wins whatever it plays, so its stored replies are noise that replaces its
     * captures and shapes, and the loser's win rate and margin look better than they are: with
     * replies, a hopeless 9x9 game showed White winning 6-10% of its playouts instead of under 1%,
     * and the player neither resigned nor stopped passing early.
     */
    private final LastGoodReplies replies;
    private final AreaCount area;
    private final Trace trace;
    private final Node[] pathNodes = new Node[MAX_DEPTH];
    private final int[] pathIndex = new int[MAX_DEPTH];
    private final int[] pathTrace = new int[MAX_DEPTH];
    private final int[] pathMover = new int[MAX_DEPTH];
    private final int[] firstMover;
    private final int[] candidates;
    /** Black's expected margin once the game is lost, the centre of the lost-margin term; NaN otherwise. */
    private final double expectedMargin;
    /** The scale in points of the margin term. */
    private static final float MARGIN_SCALE = 10;
    /** The scale in points of the lost-margin term: a board's side, about what one local fight is worth. */
    private final float lostScale;
    private long simulated;
    private SearchWatch watch = SearchWatch.NONE;
    /** Per cell, the playouts Black owned it in minus those White did, when the watch asks; else null. */
    private int[] ownership;
    private long ownershipPlayouts;

    /**
     * The threads of a search of one tree from this root: one thread draws from the seed itself,
     * more from seeds derived from it. The root moves are primed with {@link Priors} and then with
     * what an earlier search learnt below the same position, if given; when the game is lost,
     * Black's expected margin (else NaN) centres a term that values every point saved or lost
     * around it.
     */
    static Search[] start(SearchRoot root, long seed, int threads, Node earlier, double expectedMargin) {
        Node rootNode = new Node(root.moves());
        Priors.apply(rootNode, root.board(), root.toMove(), root.lastCell());
        if (earlier != null) {
            rootNode.adopt(earlier);
        }
        Search[] searches = new Search[threads];
        for (int t = 0; t < threads; t++) {
            searches[t] = new Search(root, rootNode, threads, threads == 1 ? seed : Seeds.derive(seed, t),
                    expectedMargin);
        }
        return searches;
    }

    private Search(SearchRoot root, Node rootNode, int sharing, long seed, double expectedMargin) {
        this.root = root;
        this.rootNode = rootNode;
        this.sharing = sharing;
        this.expectedMargin = expectedMargin;
        int size = root.board().size();
        lostScale = size;
        rootPass = rootNode.indexOf(Position.PASS);
        position = new Position(size);
        replies = Double.isNaN(expectedMargin) ? new LastGoodReplies(position.board().stride()) : null;
        playout = new Playout(seed, replies);
        area = new AreaCount(size);
        trace = new Trace(4 * size * size + MAX_DEPTH);
        firstMover = new int[(size + 2) * (size + 2)];
        candidates = new int[size * size + 2];
    }

    /** The root node, with the statistics gathered so far (shared by the threads of one tree). */
    Node root() {
        return rootNode;
    }

    /**
     * Runs simulations until this many were run, the clock passes the deadline, or the most
     * visited root move is so far ahead that the simulations left to all threads of the tree,
     * taken to run as fast as this one, could not change it.
     */
    void run(int simulations, long deadlineNanos) {
        long start = System.nanoTime();
        for (int i = 0; i < simulations; i++) {
            // Reading the clock every few simulations keeps System.nanoTime off the hot path; the
            // first check comes after one simulation, so that even a search out of time follows
            // the priors instead of taking the first root move.
            if ((i & 15) == 1) {
                long now = System.nanoTime();
                if (now > deadlineNanos || watch.stopped()) {
                    return;
                }
                watch.tick(now);
                if ((i & DECIDED_CHECK) == 1 && i > 1) {
                    long byClock = (long) ((double) i * (deadlineNanos - now) / Math.max(1, now - start));
                    long left = (long) sharing * Math.min(simulations - i, byClock);
                    if (passJudged() && rootNode.leadOfMostVisited() > left) {
                        return;
                    }
                }
            }
            simulate();
            simulated++;
        }
    }

    /** Lets the watch stop this search and hear of it while it runs; counts ownership if the watch asks. */
    void watch(SearchWatch searchWatch) {
        watch = searchWatch;
        if (searchWatch.countsOwnership()) {
            ownership = new int[firstMover.length];
        }
    }

    /** Per cell, Black's ownership at the end of the playouts counted so far, from -1 to 1; null when not counted. */
    double[] ownership() {
        if (ownership == null) {
            return null;
        }
        double[] share = new double[ownership.length];
        for (int cell = 0; cell < share.length; cell++) {
            share[cell] = ownershipPlayouts == 0 ? 0 : (double) ownership[cell] / ownershipPlayouts;
        }
        return share;
    }

    /** The simulations this search has run (the root may also hold visits adopted from an earlier search). */
    long simulated() {
        return simulated;
    }

    /**
     * The root move to try: the pass every {@link #PASS_PERIOD}th simulation until it has the
     * visits {@link RootChoice} needs to judge it (a pass gets no prior, so a search that likes
     * its first moves might never try it), else the usual choice.
     */
    private int selectAtRoot() {
        if (rootPass >= 0 && !passJudged() && rootNode.total % PASS_PERIOD == PASS_PERIOD - 1) {
            return rootPass;
        }
        return rootNode.select();
    }

    /** Whether the root pass, if there is one, has been visited enough to be judged. */
    private boolean passJudged() {
        return rootPass < 0 || rootNode.visits[rootPass] >= RootChoice.PASS_MIN_VISITS;
    }

    /** One simulation: down the tree, one node grown, a playout, and the result backed up. */
    private void simulate() {
        position.reset(root);
        trace.clear();
        int depth = 0;
        Node node = rootNode;
        while (depth < MAX_DEPTH && node.moves.length > 0) {
            int i = depth == 0 ? selectAtRoot() : node.select();
            int move = node.moves[i];
            pathNodes[depth] = node;
            pathIndex[depth] = i;
            pathTrace[depth] = trace.length();
            pathMover[depth] = position.toMove().code();
            int visitsBefore = node.addVirtualLoss(i);
            depth++;
            if (move != Position.PASS && move != Position.VIRTUAL) {
                trace.add(move, position.toMove());
            }
            position.play(move);
            if (position.stopped()) {
                break;
            }
            Node child = node.childAt(i);
            if (child == null) {
                if (visitsBefore > 0) {
                    Node grown = new Node(root.avoided().keep(candidates(), position.toMove().code(), depth));
                    Priors.apply(grown, position.board(), position.toMove(), position.lastCell());
                    node.grow(i, grown);
                }
                break;
            }
            node = child;
        }
        int balance = position.moveBalance();
        playout.run(position, trace);
        double margin = root.margin(area.margin(position.board()), balance);
        if (replies != null) {
            replies.learn(trace, margin > 0 ? Color.BLACK.code() : margin < 0 ? Color.WHITE.code() : 0);
        }
        if (ownership != null) {
            countOwnership(position.board());
        }
        backUp(depth, margin);
    }

    /** Adds who owns each point at the end of this playout (after {@link AreaCount#margin}). */
    private void countOwnership(Board board) {
        int size = board.size();
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                int cell = board.cell(column, row);
                int owner = area.ownerOf(board, cell);
                ownership[cell] += owner == 1 ? 1 : owner == 2 ? -1 : 0;
            }
        }
        ownershipPlayouts++;
    }

    /** The moves tried at a new tree node: sensible real moves, then virtual and pass. */
    private int[] candidates() {
        Board board = position.board();
        Color color = position.toMove();
        int count = 0;
        for (int i = 0; i < board.emptyCount(); i++) {
            int cell = board.emptyCell(i);
            if (position.realAllowed(cell) && !Eyes.isTrueEye(board, cell, color)) {
                candidates[count++] = cell;
            }
        }
        if (root.virtualInTree() && position.virtualAllowed()) {
            candidates[count++] = Position.VIRTUAL;
        }
        candidates[count++] = Position.PASS;
        return Arrays.copyOf(candidates, count);
    }

    /** Updates the path, deepest node first, with RAVE for the moves the mover played later. */
    private void backUp(int depth, double margin) {
        Arrays.fill(firstMover, 0);
        int scan = trace.length();
        for (int d = depth - 1; d >= 0; d--) {
            // Walking back, the earliest play of each point from this node on wins.
            while (scan > pathTrace[d]) {
                scan--;
                firstMover[trace.cell(scan)] = trace.colorCode(scan);
            }
            Node node = pathNodes[d];
            int mover = pathMover[d];
            boolean black = mover == Color.BLACK.code();
            float moverMargin = (float) (black ? margin : -margin);
            float win = moverMargin > 0 ? 1 : moverMargin < 0 ? 0 : 0.5f;
            float value = value(win, moverMargin, (float) (black ? expectedMargin : -expectedMargin));
            node.removeVirtualLoss(pathIndex[d]);
            node.update(pathIndex[d], value, win, moverMargin);
            for (int j = 0; j < node.moves.length; j++) {
                int move = node.moves[j];
                if (move != Position.PASS && move != Position.VIRTUAL && firstMover[move] == mover) {
                    node.updateAmaf(j, value);
                }
            }
        }
    }

    /**
     * Mostly the win, a little the size of the margin, and in a lost game (expected margin not
     * NaN) also the margin against the expected one; all from the mover's view, in 0..1.
     */
    private float value(float win, float margin, float expected) {
        float size = squash(margin, MARGIN_SCALE);
        if (Float.isNaN(expected)) {
            return (1 - MARGIN_WEIGHT) * win + MARGIN_WEIGHT * size;
        }
        return (1 - MARGIN_WEIGHT - LOST_MARGIN_WEIGHT) * win + MARGIN_WEIGHT * size
                + LOST_MARGIN_WEIGHT * squash(margin - expected, lostScale);
    }

    /** A margin mapped into 0..1, steepest around 0. */
    private static float squash(float margin, float scale) {
        return (float) (0.5 + 0.5 * Math.tanh(margin / scale));
    }
}
