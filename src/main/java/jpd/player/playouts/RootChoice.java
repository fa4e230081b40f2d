package jpd.player.playouts;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;

/**
 * The move chosen from the root statistics of a tree: the most visited move, but a pass when passing does as well as it, so that
 * the player passes when no move gains and agrees to stop when the game is settled. A most visited
 * pass stands only when its margins agree (the game after it is settled).
 *
 * <p>"As well" is judged on the mean margins, and only when both are known precisely: in a
 * settled position the playouts agree and a few visits suffice, while in an open one the
 * margins scatter widely and a lucky pass cannot win. The visit counts cannot decide this,
 * because when every move but the pass costs exactly one point the win rates hardly differ.
 *
 * <p>Once the game is lost the pass may cost up to {@link #LOST_PASS_TOLERANCE} points and any
 * win rate. Every win rate is then near zero, and against GNU Go such passes saved points: forbidden,
 * the lost games grew longer and the losses bigger (docs/player.md, Strength). But not right after
 * the opponent played next to an own stone: that move is an attack, the light playouts often miss
 * what it kills, and such passes let GNU Go take whole groups (docs/player.md, Strength).
 */
final class RootChoice {
    /** Passing may lose this many points of mean margin against the best move. */
    static final double PASS_TOLERANCE = 0.5;
    /** Once the game is lost, passing may lose this many points of mean margin against the best move. */
    static final double LOST_PASS_TOLERANCE = 2.0;
    /** Passing may lose this much win rate against the best move (while the game is not lost). */
    static final double PASS_WIN_TOLERANCE = 0.02;
    /** A pass is judged only on at least this many visits. */
    static final int PASS_MIN_VISITS = 30;
    /** The standard errors of the two mean margins may add up to at most this many points. */
    static final double PASS_PRECISION = 1.0;

    private final int[] moves;
    private final long[] visits;
    private final double[] wins;
    private final double[] won;
    private final double[] margins;
    private final double[] marginSquares;
    /** Whether the game is lost for the mover (the search counted margins from the expected one). */
    private final boolean lost;
    /** Whether the opponent's last move was played next to an own stone. */
    private final boolean attacked;

    /**
     * The choice from this root's statistics as they stand (copied: threads may still be adding to
     * them), in a game lost for the mover or not, right after an attack (a move next to an own stone) or not.
     */
    RootChoice(Node root, boolean lost, boolean attacked) {
        this.lost = lost;
        this.attacked = attacked;
        moves = root.moves;
        visits = new long[moves.length];
        wins = new double[moves.length];
        won = new double[moves.length];
        margins = new double[moves.length];
        marginSquares = new double[moves.length];
        for (int i = 0; i < moves.length; i++) {
            visits[i] = root.visits[i];
            wins[i] = root.wins[i];
            won[i] = root.won[i];
            margins[i] = root.margins[i];
            marginSquares[i] = root.marginSquares[i];
        }
    }

    /** The chosen move code. */
    int best() {
        int pass = indexOf(Position.PASS);
        int best = mostVisited(i -> true);
        if (best == pass) {
            // The pass's visits alone prove nothing in an open position: it is tried by force
            // and has no prior, so it can lead while the real moves share out the rest.
            int move = mostVisited(i -> i != pass);
            if (move < 0 || standardError(pass) <= PASS_PRECISION) {
                return Position.PASS;
            }
            return moves[move];
        }
        double tolerance = lost && !attacked ? LOST_PASS_TOLERANCE : PASS_TOLERANCE;
        if (pass >= 0 && visits[pass] >= PASS_MIN_VISITS
                && meanMargin(pass) >= meanMargin(best) - tolerance
                && standardError(pass) + standardError(best) <= PASS_PRECISION
                && (lost || winRate(pass) >= winRate(best) - PASS_WIN_TOLERANCE)) {
            return Position.PASS;
        }
        return moves[best];
    }

    /** The most visited of the moves the filter allows; the usual choice when it allows none of the root's. */
    int bestAmong(IntPredicate allowed) {
        int best = mostVisited(i -> allowed.test(moves[i]));
        return best < 0 ? best() : moves[best];
    }

    /** The index of the most visited move (the better win rate on ties) among the indices allowed, or -1. */
    private int mostVisited(IntPredicate allowedIndex) {
        int best = -1;
        for (int i = 0; i < moves.length; i++) {
            if (allowedIndex.test(i) && (best < 0 || visits[i] > visits[best] || visits[i] == visits[best] && wins[i] > wins[best])) {
                best = i;
            }
        }
        return best;
    }

    /** The share of simulations won after this move. */
    double winRateOf(int move) {
        int i = indexOf(move);
        return i < 0 ? 0 : winRate(i);
    }

    /** The mean margin after this move, from the mover's view. */
    double meanMarginOf(int move) {
        int i = indexOf(move);
        return i < 0 ? Double.NaN : meanMargin(i);
    }

    /** The simulations behind all root moves together. */
    long totalVisits() {
        return Arrays.stream(visits).sum();
    }

    /** The most visited moves with their statistics, one per line, for the debug log. */
    String summary(int count, IntFunction<String> names) {
        Integer[] order = new Integer[moves.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Long.compare(visits[b], visits[a]));
        StringBuilder text = new StringBuilder();
        for (int k = 0; k < Math.min(count, order.length); k++) {
            int i = order[k];
            text.append(String.format(Locale.ROOT, "%n  %-7s visits %6d  win %.3f  margin %+6.1f ± %.1f",
                    names.apply(moves[i]), visits[i], winRate(i), meanMargin(i), standardError(i)));
        }
        return text.toString();
    }

    private int indexOf(int move) {
        return Node.indexOf(moves, move);
    }

    private double meanMargin(int i) {
        return visits[i] == 0 ? Double.NEGATIVE_INFINITY : margins[i] / visits[i];
    }

    /** The standard error of the mean margin of move i (needs at least two visits). */
    private double standardError(int i) {
        long n = visits[i];
        if (n < 2) {
            return Double.POSITIVE_INFINITY;
        }
        double mean = margins[i] / n;
        double variance = Math.max(0, (marginSquares[i] - n * mean * mean) / (n - 1));
        return Math.sqrt(variance / n);
    }

    private double winRate(int i) {
        return visits[i] == 0 ? 0 : won[i] / visits[i];
    }
}
