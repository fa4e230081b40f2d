package jpd.match;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A sequential probability ratio test of H0 "A is elo0 stronger than B" against H1 "A is elo1 stronger", in
 * logistic Elo, as fishtest runs it: the generalized log-likelihood ratio of the observed outcome frequencies,
 * each hypothesis taking the multinomial of greatest likelihood whose mean score is its expected score.
 * Single games are trinomial (loss, draw, win); with {@code pentanomial} the trials are the game pairs of one
 * opening (games 2k-1 and 2k), scored 0, 1/2, 1, 3/2 or 2. An outcome never seen counts as {@value #EMPTY_COUNT}
 * of a trial, as in fishtest, so that the ratio stays finite when one side wins everything.
 *
 * @param elo0        the Elo difference of H0
 * @param elo1        the Elo difference of H1, above elo0
 * @param alpha       the probability of accepting H1 when H0 holds
 * @param beta        the probability of accepting H0 when H1 holds
 * @param pentanomial whether the trials are game pairs
 */
public record Sprt(double elo0, double elo1, double alpha, double beta, boolean pentanomial) {
    /** What an outcome never seen counts for. */
    static final double EMPTY_COUNT = 1e-3;
    private static final int BISECTIONS = 200;

    /** Which hypothesis the test accepted, if any yet. */
    public enum Decision { H0, H1, NONE }

    /**
     * The state of the test after some trials. The decision is the first bound the ratio reached, in game order:
     * games that were under way when it was reached are counted in the ratio but do not undo the decision.
     *
     * @param test      the test
     * @param llr       the log-likelihood ratio over all trials
     * @param trials    the games, or game pairs, counted
     * @param decision  the hypothesis accepted, or NONE while the ratio has stayed between the bounds
     * @param decidedAt the number of the game at which the ratio first reached a bound, 0 when it has not
     */
    public record Status(Sprt test, double llr, int trials, Decision decision, int decidedAt) {
        /** One line: the ratio, its bounds and the decision. */
        public String text() {
            String verdict = switch (decision) {
                case H1 -> "H1 accepted (elo " + number(test.elo1) + " rather than " + number(test.elo0) + ") at game "
                        + decidedAt;
                case H0 -> "H0 accepted (elo " + number(test.elo0) + " rather than " + number(test.elo1) + ") at game "
                        + decidedAt;
                case NONE -> "no decision yet";
            };
            return String.format(Locale.ROOT, "LLR %.2f [%.2f, %.2f] after %d %s: %s", llr, test.lowerBound(),
                    test.upperBound(), trials, test.pentanomial ? "game pairs" : "games", verdict);
        }
    }

    public Sprt {
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("--sprt needs elo1 > elo0: " + elo0 + ", " + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("--sprt alpha and beta must be between 0 and 0.5");
        }
    }

    /**
     * The test of words like {@code elo0=0 elo1=50 alpha=0.05 beta=0.05}; alpha and beta default to 0.05.
     *
     * @throws IllegalArgumentException for an unknown, missing or malformed word
     */
    public static Sprt parse(List<String> words, boolean pentanomial) {
        Map<String, Double> values = new HashMap<>(Map.of("alpha", 0.05, "beta", 0.05));
        for (String word : words) {
            String[] pair = word.split("=", 2);
            if (pair.length != 2 || !List.of("elo0", "elo1", "alpha", "beta").contains(pair[0])) {
                throw new IllegalArgumentException("--sprt takes elo0=E0 elo1=E1 [alpha=A beta=B]: '" + word + "'");
            }
            try {
                values.put(pair[0], Double.parseDouble(pair[1]));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--sprt " + pair[0] + " is not a number: '" + pair[1] + "'");
            }
        }
        if (!values.containsKey("elo0") || !values.containsKey("elo1")) {
            throw new IllegalArgumentException("--sprt needs elo0=E0 and elo1=E1");
        }
        return new Sprt(values.get("elo0"), values.get("elo1"), values.get("alpha"), values.get("beta"), pentanomial);
    }

    /** The test as written in a match folder, the form {@link #parse} reads, with the trial model last. */
    public String text() {
        return "elo0=" + number(elo0) + " elo1=" + number(elo1) + " alpha=" + number(alpha) + " beta=" + number(beta)
                + " model=" + (pentanomial ? "pentanomial" : "trinomial");
    }

    /** The test written by {@link #text}. */
    static Sprt parseText(String text) {
        List<String> words = new ArrayList<>(List.of(text.strip().split("\\s+")));
        String model = words.remove(words.size() - 1);
        if (!model.equals("model=pentanomial") && !model.equals("model=trinomial")) {
            throw new IllegalArgumentException("not a written SPRT: " + text);
        }
        return parse(words, model.equals("model=pentanomial"));
    }

    /** The bound below which H0 is accepted: ln(beta / (1 - alpha)). */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** The bound above which H1 is accepted: ln((1 - beta) / alpha). */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The expected score of a side this many logistic Elo stronger. */
    static double expectedScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** The state of the test over these finished games. */
    public Status status(List<GameResult> results) {
        List<double[]> curve = curve(results);
        double llr = curve.isEmpty() ? 0 : curve.get(curve.size() - 1)[1];
        for (double[] point : curve) {
            if (point[1] >= upperBound() || point[1] <= lowerBound()) {
                return new Status(this, llr, curve.size(), point[1] > 0 ? Decision.H1 : Decision.H0, (int) point[0]);
            }
        }
        return new Status(this, llr, curve.size(), Decision.NONE, 0);
    }

    /** After each trial, in game order: the number of its last game and the log-likelihood ratio then. */
    public List<double[]> curve(List<GameResult> results) {
        int outcomes = pentanomial ? 5 : 3;
        double[] counts = new double[outcomes];
        Map<Integer, Double> scores = new HashMap<>();
        List<double[]> curve = new ArrayList<>();
        results.stream().sorted(java.util.Comparator.comparingInt(GameResult::index)).forEach(result -> {
            double score = result.scoreOfA();
            if (Double.isNaN(score)) {
                return;
            }
            int outcome;
            if (pentanomial) {
                scores.put(result.index(), score);
                Double partner = scores.get(result.index() - 1);
                if (result.index() % 2 != 0 || partner == null) {
                    return;
                }
                outcome = (int) Math.round(2 * (partner + score));
            } else {
                outcome = (int) Math.round(2 * score);
            }
            counts[outcome]++;
            curve.add(new double[] {result.index(), llr(counts)});
        });
        return curve;
    }

    /** The log-likelihood ratio of these outcome counts, outcome i scoring i / (outcomes - 1). */
    double llr(double[] counts) {
        double[] scores = new double[counts.length];
        double[] regularized = new double[counts.length];
        double n = 0;
        for (int i = 0; i < counts.length; i++) {
            scores[i] = (double) i / (counts.length - 1);
            regularized[i] = counts[i] > 0 ? counts[i] : EMPTY_COUNT;
            n += regularized[i];
        }
        double[] frequencies = new double[counts.length];
        for (int i = 0; i < counts.length; i++) {
            frequencies[i] = regularized[i] / n;
        }
        return n * (logLikelihood(frequencies, scores, expectedScore(elo1))
                - logLikelihood(frequencies, scores, expectedScore(elo0)));
    }

    /**
     * The mean log-likelihood of the observed frequencies under the multinomial of greatest likelihood whose mean
     * score is {@code mean}: by a Lagrange multiplier, p_i = f_i / (1 + lambda (a_i - mean)), where lambda makes
     * the mean right; so the value is -sum f_i ln(1 + lambda (a_i - mean)) plus the frequencies' own entropy term,
     * which cancels in the ratio and is left out.
     */
    private static double logLikelihood(double[] frequencies, double[] scores, double mean) {
        // sum f_i (a_i - mean) / (1 + lambda (a_i - mean)) falls as lambda grows; it must be 0, with every
        // 1 + lambda (a_i - mean) positive: lambda between -1 / (max - mean) and 1 / (mean - min).
        double low = -1 / (scores[scores.length - 1] - mean);
        double high = 1 / (mean - scores[0]);
        for (int i = 0; i < BISECTIONS; i++) {
            double lambda = (low + high) / 2;
            double slope = 0;
            for (int j = 0; j < scores.length; j++) {
                slope += frequencies[j] * (scores[j] - mean) / (1 + lambda * (scores[j] - mean));
            }
            if (slope > 0) {
                low = lambda;
            } else {
                high = lambda;
            }
        }
        double lambda = (low + high) / 2;
        double value = 0;
        for (int j = 0; j < scores.length; j++) {
            value -= frequencies[j] * Math.log(1 + lambda * (scores[j] - mean));
        }
        return value;
    }

    private static String number(double value) {
        return jpd.scoring.ScoreReport.number(value);
    }
}
