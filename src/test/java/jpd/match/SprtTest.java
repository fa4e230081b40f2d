package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The log-likelihood ratio against an independent computation of the published definition (fishtest's GSPRT):
 * N times the difference of the greatest mean log-likelihoods of the observed frequencies over all multinomials
 * whose mean score is s1 = L(elo1), and s0 = L(elo0), with L(e) = 1 / (1 + 10^(-e/400)). Here each maximum is
 * found by golden-section searches directly over the free probabilities, not by the Lagrange multiplier.
 */
class SprtTest {
    private static final double[] TRINOMIAL = {0, 0.5, 1};
    private static final double[] PENTANOMIAL = {0, 0.25, 0.5, 0.75, 1};

    @Test
    void theBoundsAreWaldsForTheErrorRates() {
        Sprt sprt = new Sprt(0, 50, 0.05, 0.05, false);
        assertEquals(-2.944438979, sprt.lowerBound(), 1e-8);
        assertEquals(2.944438979, sprt.upperBound(), 1e-8);
        Sprt skewed = new Sprt(0, 50, 0.01, 0.1, false);
        assertEquals(Math.log(0.1 / 0.99), skewed.lowerBound(), 1e-12);
        assertEquals(Math.log(0.9 / 0.01), skewed.upperBound(), 1e-12);
    }

    @Test
    void theTrinomialRatioIsTheDirectMaximum() {
        for (double[] counts : List.of(new double[] {10, 5, 20}, new double[] {30, 2, 25}, new double[] {0, 0, 12},
                new double[] {7, 0, 3}, new double[] {120, 40, 150})) {
            for (double[] elos : List.of(new double[] {0, 50}, new double[] {-20, 30}, new double[] {0, 200})) {
                Sprt sprt = new Sprt(elos[0], elos[1], 0.05, 0.05, false);
                assertEquals(directLlr(counts, TRINOMIAL, elos), sprt.llr(counts), 1e-6,
                        () -> java.util.Arrays.toString(counts) + " " + java.util.Arrays.toString(elos));
            }
        }
    }

    @Test
    void thePentanomialRatioIsTheDirectMaximum() {
        for (double[] counts : List.of(new double[] {3, 10, 25, 12, 5}, new double[] {0, 4, 9, 0, 2},
                new double[] {0, 0, 0, 0, 9}, new double[] {40, 1, 3, 2, 60})) {
            for (double[] elos : List.of(new double[] {0, 50}, new double[] {-10, 10})) {
                Sprt sprt = new Sprt(elos[0], elos[1], 0.05, 0.05, true);
                assertEquals(directLlr(counts, PENTANOMIAL, elos), sprt.llr(counts), 1e-5,
                        () -> java.util.Arrays.toString(counts) + " " + java.util.Arrays.toString(elos));
            }
        }
    }

    @Test
    void aSideWinningEveryGameIsAcceptedAsStrongerWithinAFewGames() {
        Sprt sprt = new Sprt(0, 200, 0.05, 0.05, false);
        List<GameResult> results = new ArrayList<>();
        Sprt.Decision decision = Sprt.Decision.NONE;
        while (decision == Sprt.Decision.NONE) {
            int index = results.size() + 1;
            results.add(game(index, index % 2 == 0 ? "W+3" : "B+3", index % 2 == 0));
            decision = sprt.status(results).decision();
        }
        assertEquals(Sprt.Decision.H1, decision);
        // Each win multiplies the likelihood ratio by about s1 / s0 = 0.76 / 0.5.
        double perWin = Math.log(Sprt.expectedScore(200) / Sprt.expectedScore(0));
        assertEquals(Math.ceil(sprt.upperBound() / perWin), results.size(), 1);
    }

    @Test
    void theFirstBoundReachedDecidesEvenWhenLaterGamesBringTheRatioBack() {
        Sprt sprt = new Sprt(0, 200, 0.05, 0.05, false);
        List<GameResult> results = new ArrayList<>();
        while (sprt.status(results).decision() == Sprt.Decision.NONE) {
            results.add(game(results.size() + 1, "B+3", false));
        }
        int decidedAt = results.size();
        results.add(game(decidedAt + 1, "W+3", false));
        Sprt.Status status = sprt.status(results);
        assertTrue(status.llr() < sprt.upperBound(), status.text());
        assertEquals(Sprt.Decision.H1, status.decision());
        assertEquals(decidedAt, status.decidedAt());
    }

    @Test
    void pairsCountOnlyWhenBothGamesAreIn() {
        Sprt sprt = new Sprt(0, 50, 0.05, 0.05, true);
        // A wins game 1 (Black) and game 2 (Black, swapped means B is Black: W+ is A's win); game 3 alone.
        List<GameResult> results = List.of(game(1, "B+2", false), game(2, "W+2", true), game(3, "W+1", false));
        Sprt.Status status = sprt.status(results);
        assertEquals(1, status.trials());
        assertEquals(sprt.llr(new double[] {0, 0, 0, 0, 1}), status.llr(), 1e-12);
    }

    @Test
    void wordsParseAndTheWrittenFormReadsBack() {
        Sprt sprt = Sprt.parse(List.of("elo0=-5", "elo1=25.5", "beta=0.1"), true);
        assertEquals(new Sprt(-5, 25.5, 0.05, 0.1, true), sprt);
        assertEquals(sprt, Sprt.parseText(sprt.text()));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse(List.of("elo0=0"), false));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse(List.of("elo0=0", "elo1=x"), false));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse(List.of("elo0=9", "elo1=5"), false));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse(List.of("elo0=0", "elo1=5", "gamma=1"), false));
    }

    private static GameResult game(int index, String result, boolean swapped) {
        return new GameResult(index, swapped, "a", "b", result, 1, 10, 0, 0, 0, 0, 0, 0, 0, "");
    }

    /** N (max over p with mean s1 of sum f ln p - the same with s0), from the regularized counts. */
    private static double directLlr(double[] counts, double[] scores, double[] elos) {
        double[] f = new double[counts.length];
        double n = 0;
        for (int i = 0; i < counts.length; i++) {
            f[i] = counts[i] > 0 ? counts[i] : Sprt.EMPTY_COUNT;
            n += f[i];
        }
        for (int i = 0; i < f.length; i++) {
            f[i] /= n;
        }
        double s0 = 1 / (1 + Math.pow(10, -elos[0] / 400));
        double s1 = 1 / (1 + Math.pow(10, -elos[1] / 400));
        return n * (maxLogLikelihood(f, scores, s1) - maxLogLikelihood(f, scores, s0));
    }

    /**
     * The greatest sum f_i ln p_i over distributions p on these scores with mean s: the middle probabilities are
     * searched one inside the other (the objective is concave, so each search is unimodal), and the two end
     * probabilities follow from the total and the mean.
     */
    private static double maxLogLikelihood(double[] f, double[] scores, double s) {
        return search(f, scores, s, new double[scores.length], 1);
    }

    private static double search(double[] f, double[] a, double s, double[] p, int free) {
        int last = a.length - 1;
        if (free == last) {
            double rest = 1;
            double restMean = s;
            for (int i = 1; i < last; i++) {
                rest -= p[i];
                restMean -= a[i] * p[i];
            }
            // p[last] * a[last] = restMean (a[0] = 0), p[0] = rest - p[last].
            p[last] = restMean / a[last];
            p[0] = rest - p[last];
            if (p[0] <= 0 || p[last] <= 0) {
                return Double.NEGATIVE_INFINITY;
            }
            double value = 0;
            for (int i = 0; i <= last; i++) {
                value += f[i] * Math.log(p[i]);
            }
            return value;
        }
        // Room left for p[free] keeping p[0] and p[last] non-negative when the later middle ones are 0.
        double rest = 1;
        double restMean = s;
        for (int i = 1; i < free; i++) {
            rest -= p[i];
            restMean -= a[i] * p[i];
        }
        double upper = Math.min(restMean / a[free], (rest - restMean) / (1 - a[free]));
        return goldenMax(x -> {
            p[free] = x;
            for (int i = free + 1; i < last; i++) {
                p[i] = 0;
            }
            return search(f, a, s, p, free + 1);
        }, 0, Math.max(0, upper));
    }

    private static double goldenMax(DoubleUnaryOperator g, double low, double high) {
        double ratio = (Math.sqrt(5) - 1) / 2;
        double x1 = high - ratio * (high - low);
        double x2 = low + ratio * (high - low);
        double g1 = g.applyAsDouble(x1);
        double g2 = g.applyAsDouble(x2);
        for (int i = 0; i < 70; i++) {
            if (g1 < g2) {
                low = x1;
                x1 = x2;
                g1 = g2;
                x2 = low + ratio * (high - low);
                g2 = g.applyAsDouble(x2);
            } else {
                high = x2;
                x2 = x1;
                g2 = g1;
                x1 = high - ratio * (high - low);
                g1 = g.applyAsDouble(x1);
            }
        }
        return Math.max(g1, g2);
    }
}
