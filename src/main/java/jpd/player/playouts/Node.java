package jpd.player.playouts;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * A node of the search tree: the moves of its position with their statistics (struct of
 * arrays) and the child nodes grown so far. Values are from the view of the player to move here.
 *
 * <p>Several search threads may share a node. The visit counts change atomically, so that every
 * virtual loss taken is given back; the value sums are plain and may lose an update now and
 * then, which the search tolerates (Pachi and Fuego do the same); a child is published by a
 * compare-and-set, so no thread sees a half-built one and no grown child is replaced.
 */
final class Node {
    /** The visits a thread passing through a move adds, as lost simulations, until it backs its result up. */
    static final int VIRTUAL_LOSS = 1;
    private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
    private static final VarHandle NODES = MethodHandles.arrayElementVarHandle(Node[].class);
    private static final VarHandle TOTAL;

    static {
        try {
            TOTAL = MethodHandles.lookup().findVarHandle(Node.class, "total", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** AMAF counts worth as much as this many real visits weigh half (RAVE). */
    private static final double RAVE_EQUIVALENCE = 1000;
    /**
     * The weight of exploration in proportion to the priors' probability of a move (AlphaGo's
     * PUCT term, p·√N / (1 + n)): the tree tries again the moves the priors favour, though all-moves-as-first
     * results make them look worse (a killing move whose point is worth nothing later in a playout).
     */
    private static final double POLICY_EXPLORATION = 0.25;
    /** The value of a move that {@link Priors} did not judge, before it is tried. */
    private static final float NO_PRIOR = 0.5f;
    /**
     * A move's prior value counts as this many real results in its mean, so it holds until real
     * results outweigh it. Given only as all-moves-as-first results, a prior is soon drowned by the
     * playouts' own: on 19x19 each simulation adds one to about half the root moves' counts.
     */
    static final int PRIOR_VISITS = 20;

    final int[] moves;
    final int[] visits;
    final float[] wins;
    /** The simulations the mover won (a draw counts half), apart from the value that blends in the margin. */
    final float[] won;
    final float[] margins;
    final double[] marginSquares;
    final int[] amafVisits;
    final float[] amafWins;
    final Node[] children;
    /** Each move's value as {@link Priors} judges it before any result. */
    final float[] priors;
    /** Each move's probability by {@link Priors}, for {@link #POLICY_EXPLORATION}. */
    final float[] policy;
    int total;

    /** A node whose position has these move codes. */
    Node(int[] moves) {
        this.moves = moves;
        visits = new int[moves.length];
        wins = new float[moves.length];
        won = new float[moves.length];
        margins = new float[moves.length];
        marginSquares = new double[moves.length];
        amafVisits = new int[moves.length];
        amafWins = new float[moves.length];
        children = new Node[moves.length];
        priors = new float[moves.length];
        Arrays.fill(priors, NO_PRIOR);
        policy = new float[moves.length];
    }

    /**
     * The move index with the best RAVE-blended value plus the prior-weighted exploration; the first on
     * ties. (A uniform UCB term instead, of 0.1, lost against GNU Go: docs/player.md.)
     */
    int select() {
        double rootTotal = Math.sqrt(total + 1);
        int best = 0;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < moves.length; i++) {
            double value = value(i) + POLICY_EXPLORATION * policy[i] * rootTotal / (visits[i] + 1);
            if (value > bestValue) {
                bestValue = value;
                best = i;
            }
        }
        return best;
    }

    private double value(int i) {
        int n = visits[i];
        int amaf = amafVisits[i];
        double mean = (wins[i] + PRIOR_VISITS * priors[i]) / (n + PRIOR_VISITS);
        if (amaf == 0) {
            return mean;
        }
        double beta = amaf / (amaf + n + n * amaf / RAVE_EQUIVALENCE);
        return beta * amafWins[i] / amaf + (1 - beta) * mean;
    }

    /**
     * Takes over the statistics and subtrees of a node of the same position grown by an earlier
     * search, move by move (its moves were chosen by the cheaper rules of {@link Position}, so
     * either list may hold a move the other lacks).
     */
    void adopt(Node earlier) {
        for (int i = 0; i < moves.length; i++) {
            int j = earlier.indexOf(moves[i]);
            if (j >= 0) {
                visits[i] = earlier.visits[j];
                wins[i] = earlier.wins[j];
                won[i] = earlier.won[j];
                margins[i] = earlier.margins[j];
                marginSquares[i] = earlier.marginSquares[j];
                amafVisits[i] = earlier.amafVisits[j];
                amafWins[i] = earlier.amafWins[j];
                children[i] = earlier.children[j];
                total += visits[i];
            }
        }
    }

    /** The child grown for this move code, or null. */
    Node child(int move) {
        int i = indexOf(move);
        return i < 0 ? null : children[i];
    }

    /** The index of this move code among the node's moves, or -1. */
    int indexOf(int move) {
        return indexOf(moves, move);
    }

    /** The index of a move code in a list of move codes, or -1. */
    static int indexOf(int[] moves, int move) {
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        return -1;
    }

    /** How many more visits the most visited move has than the next. */
    int leadOfMostVisited() {
        int first = 0;
        int second = 0;
        for (int count : visits) {
            if (count > first) {
                second = first;
                first = count;
            } else if (count > second) {
                second = count;
            }
        }
        return first - second;
    }

    /**
     * Counts a virtual loss on move i for a thread passing through it (real and all-moves-as-first
     * visits without a win, so that other threads choose elsewhere), and returns the visits move i
     * had before.
     */
    int addVirtualLoss(int i) {
        TOTAL.getAndAdd(this, VIRTUAL_LOSS);
        INTS.getAndAdd(amafVisits, i, VIRTUAL_LOSS);
        return (int) INTS.getAndAdd(visits, i, VIRTUAL_LOSS);
    }

    /** Takes back a virtual loss of {@link #addVirtualLoss}. */
    void removeVirtualLoss(int i) {
        INTS.getAndAdd(amafVisits, i, -VIRTUAL_LOSS);
        INTS.getAndAdd(visits, i, -VIRTUAL_LOSS);
        TOTAL.getAndAdd(this, -VIRTUAL_LOSS);
    }

    /** Records one simulation's result for move i: its value, whether the mover won it (0, 0.5 or 1) and its margin. */
    void update(int i, float value, float win, float margin) {
        INTS.getAndAdd(visits, i, 1);
        wins[i] += value;
        won[i] += win;
        margins[i] += margin;
        marginSquares[i] += (double) margin * margin;
        TOTAL.getAndAdd(this, 1);
    }

    /** Records an all-moves-as-first result for move i. */
    void updateAmaf(int i, float value) {
        INTS.getAndAdd(amafVisits, i, 1);
        amafWins[i] += value;
    }

    /** The child grown for move index i, or null; safe to read while another thread grows it. */
    Node childAt(int i) {
        return (Node) NODES.getAcquire(children, i);
    }

    /** Publishes a child grown for move i unless another thread did first; returns the child that is there. */
    Node grow(int i, Node grown) {
        Node witness = (Node) NODES.compareAndExchange(children, i, (Node) null, grown);
        return witness == null ? grown : witness;
    }
}
