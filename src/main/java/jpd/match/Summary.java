package jpd.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The statistics of a match from engine A's side: score with its Wilson 95% interval, the Elo difference with
 * its interval, average margin, disputes, illegal moves and voids.
 *
 * @param nameA      engine A's name
 * @param nameB      engine B's name
 * @param games      finished games, void ones included
 * @param voids      void games
 * @param winsA      games won by A
 * @param winsB      games won by B
 * @param draws      drawn games
 * @param score      A's score per counted game (a draw is half), NaN when none counted
 * @param low        the low end of the 95% interval of the score
 * @param high       the high end of the 95% interval of the score
 * @param marginA    A's average margin over the scored games, NaN when none
 * @param disputes   disputes over all games
 * @param illegalA   A's illegal moves
 * @param illegalB   B's illegal moves
 * @param sprt       the state of the sequential test, when the match ran one
 * @param timesA     A's moves with their wall and CPU seconds
 * @param timesB     B's moves with their wall and CPU seconds
 */
public record Summary(String nameA, String nameB, int games, int voids, int winsA, int winsB, int draws,
                      double score, double low, double high, double marginA, int disputes, int illegalA,
                      int illegalB, Optional<Sprt.Status> sprt, MoveTimes timesA, MoveTimes timesB) {

    private static final double Z = 1.959963984540054;

    /** The summary of these finished games, with the state of this sequential test if there is one. */
    public static Summary of(List<GameResult> results, Optional<Sprt> sprt) {
        String nameA = results.isEmpty() ? "A" : results.get(0).nameOf(true);
        String nameB = results.isEmpty() ? "B" : results.get(0).nameOf(false);
        int voids = 0;
        int winsA = 0;
        int winsB = 0;
        int draws = 0;
        int disputes = 0;
        int illegalA = 0;
        int illegalB = 0;
        double marginSum = 0;
        int scored = 0;
        for (GameResult result : results) {
            double scoreA = result.scoreOfA();
            if (Double.isNaN(scoreA)) {
                voids++;
            } else if (scoreA == 1) {
                winsA++;
            } else if (scoreA == 0) {
                winsB++;
            } else {
                draws++;
            }
            if (!Double.isNaN(result.margin())) {
                marginSum += result.marginOfA();
                scored++;
            }
            disputes += result.disputes();
            illegalA += result.illegalOf(true);
            illegalB += result.illegalOf(false);
        }
        int counted = winsA + winsB + draws;
        double score = counted == 0 ? Double.NaN : (winsA + draws / 2.0) / counted;
        double[] interval = wilson(score, counted);
        return new Summary(nameA, nameB, results.size(), voids, winsA, winsB, draws, score, interval[0],
                interval[1], scored == 0 ? Double.NaN : marginSum / scored, disputes, illegalA, illegalB,
                sprt.map(test -> test.status(results)), MoveTimes.of(results, true), MoveTimes.of(results, false));
    }

    /** The Wilson score interval at 95% for a proportion observed over n trials. */
    static double[] wilson(double proportion, int n) {
        if (n == 0) {
            return new double[] {Double.NaN, Double.NaN};
        }
        double z2 = Z * Z;
        double denominator = 1 + z2 / n;
        double center = (proportion + z2 / (2 * n)) / denominator;
        double half = Z * Math.sqrt(proportion * (1 - proportion) / n + z2 / (4.0 * n * n)) / denominator;
        return new double[] {Math.max(0, center - half), Math.min(1, center + half)};
    }

    /** The Elo difference that makes this the expected score; infinite at 0 and 1. */
    static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /** The games that count (not void). */
    public int counted() {
        return winsA + winsB + draws;
    }

    /** The summary as printed at the end of a match and written to {@code summary.txt}. */
    public String text() {
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "games: %d (counted %d, void %d)", games, counted(), voids));
        lines.add(String.format(Locale.ROOT, "A %s: wins %d, draws %d, score %s [95%% %s, %s]", nameA, winsA,
                draws, percent(score), percent(low), percent(high)));
        lines.add(String.format(Locale.ROOT, "B %s: wins %d, draws %d, score %s [95%% %s, %s]", nameB, winsB,
                draws, percent(1 - score), percent(1 - high), percent(1 - low)));
        lines.add("Elo difference A-B: " + eloInterval());
        lines.add("average margin of A: " + (Double.isNaN(marginA) ? "-" : String.format(Locale.ROOT, "%+.2f", marginA)));
        lines.add("disputes: " + disputes);
        lines.add("illegal moves: A " + illegalA + ", B " + illegalB);
        lines.add("CPU seconds per move, the engine's processes from start to game end: A " + timesA.perMoveText()
                + ", B " + timesB.perMoveText());
        lines.add("void games: " + voids);
        sprt.ifPresent(status -> lines.add("SPRT " + status.test().text() + ": " + status.text()));
        return String.join("\n", lines) + "\n";
    }

    private static String percent(double value) {
        return Double.isNaN(value) ? "-" : String.format(Locale.ROOT, "%.1f%%", value * 100);
    }

    /**
     * The Elo difference with its 95% interval; when one side won every counted game the estimate is infinite
     * and only the interval's finite end says anything, so that end alone is given.
     */
    public String eloInterval() {
        if (Double.isNaN(score)) {
            return "-";
        }
        if (score == 1) {
            return ">= " + eloText(elo(low)) + " (95%; A won every counted game)";
        }
        if (score == 0) {
            return "<= " + eloText(elo(high)) + " (95%; B won every counted game)";
        }
        return eloText(elo(score)) + " [95% " + eloText(elo(low)) + ", " + eloText(elo(high)) + "]";
    }

    private static String eloText(double value) {
        return String.format(Locale.ROOT, "%+.0f", value + 0.0);
    }
}
