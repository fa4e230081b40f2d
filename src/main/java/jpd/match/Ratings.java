package jpd.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Elo ratings of the engines of a crosstable by maximum likelihood under the logistic (Bradley-Terry) model: engine
 * i scores against j with probability {@code 1 / (1 + 10^((r_j - r_i) / 400))}, a draw counting as half a win and
 * half a loss; the ratings are fitted together from the whole table by minorization-maximization (Hunter 2004), so
 * that each engine's expected score over its games equals its actual score. Optional virtual draws (as BayesElo's
 * prior) between every two engines that met keep the ratings finite when an engine won or lost every game.
 * Intervals are 95% Wald intervals from the observed information matrix with the anchor held at 0, so they are
 * intervals of each engine's difference to the anchor.
 *
 * @param names   the engines, in crosstable order
 * @param elo     each engine's rating, the anchor's 0
 * @param error   each rating's standard error (Elo), the anchor's 0
 * @param anchor  the engine whose rating is 0
 * @param virtualDraws the draws added between every two engines that met
 */
public record Ratings(List<String> names, double[] elo, double[] error, int anchor, double virtualDraws) {
    private static final double Z = 1.959963984540054;
    private static final double ELO_PER_NATURAL = 400 / Math.log(10);
    private static final int MAX_ITERATIONS = 1_000_000;
    private static final double TOLERANCE = 1e-13;

    /**
     * The ratings of these engines, anchored at one of them.
     *
     * @throws IllegalStateException when the ratings have no finite maximum: engines that never met, directly or
     *                               through others, or (without virtual draws) one that won or lost every game
     */
    public static Ratings fit(Crosstable table, int anchor, double virtualDraws) {
        int n = table.size();
        double[][] games = new double[n][n];
        double[] wins = new double[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double prior = table.games(i, j) > 0 ? virtualDraws : 0;
                games[i][j] = table.games(i, j) + prior;
                wins[i] += table.points(i, j) + prior / 2;
            }
        }
        requireFiniteMaximum(table, games, virtualDraws);
        double[] strength = new double[n];
        java.util.Arrays.fill(strength, 1);
        for (int iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
            double change = 0;
            for (int i = 0; i < n; i++) {
                double denominator = 0;
                for (int j = 0; j < n; j++) {
                    if (games[i][j] > 0) {
                        denominator += games[i][j] / (strength[i] + strength[j]);
                    }
                }
                double next = wins[i] / denominator;
                change = Math.max(change, Math.abs(Math.log(next / strength[i])));
                strength[i] = next;
            }
            double scale = strength[anchor];
            for (int i = 0; i < n; i++) {
                strength[i] /= scale;
            }
            if (change < TOLERANCE) {
                break;
            }
        }
        double[] elo = new double[n];
        for (int i = 0; i < n; i++) {
            elo[i] = ELO_PER_NATURAL * Math.log(strength[i]);
        }
        return new Ratings(table.names(), elo, errors(games, strength, anchor), anchor, virtualDraws);
    }

    /** Standard errors from the inverse of the observed information matrix without the anchor's row and column. */
    private static double[] errors(double[][] games, double[] strength, int anchor) {
        int n = strength.length;
        int[] free = java.util.stream.IntStream.range(0, n).filter(i -> i != anchor).toArray();
        double[][] information = new double[free.length][free.length];
        for (int a = 0; a < free.length; a++) {
            int i = free[a];
            for (int j = 0; j < n; j++) {
                if (j != i && games[i][j] > 0) {
                    double p = strength[i] / (strength[i] + strength[j]);
                    double weight = games[i][j] * p * (1 - p);
                    information[a][a] += weight;
                    int b = java.util.Arrays.binarySearch(free, j);
                    if (b >= 0) {
                        information[a][b] -= weight;
                    }
                }
            }
        }
        double[][] covariance = invert(information);
        double[] error = new double[n];
        for (int a = 0; a < free.length; a++) {
            error[free[a]] = ELO_PER_NATURAL * Math.sqrt(covariance[a][a]);
        }
        return error;
    }

    /** The inverse of a symmetric positive definite matrix, by Gauss-Jordan elimination. */
    private static double[][] invert(double[][] matrix) {
        int n = matrix.length;
        double[][] work = new double[n][2 * n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(matrix[i], 0, work[i], 0, n);
            work[i][n + i] = 1;
        }
        for (int column = 0; column < n; column++) {
            int pivot = column;
            for (int row = column + 1; row < n; row++) {
                if (Math.abs(work[row][column]) > Math.abs(work[pivot][column])) {
                    pivot = row;
                }
            }
            double[] swap = work[column];
            work[column] = work[pivot];
            work[pivot] = swap;
            double diagonal = work[column][column];
            for (int k = 0; k < 2 * n; k++) {
                work[column][k] /= diagonal;
            }
            for (int row = 0; row < n; row++) {
                if (row != column && work[row][column] != 0) {
                    double factor = work[row][column];
                    for (int k = 0; k < 2 * n; k++) {
                        work[row][k] -= factor * work[column][k];
                    }
                }
            }
        }
        double[][] inverse = new double[n][n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(work[i], n, inverse[i], 0, n);
        }
        return inverse;
    }

    /**
     * The maximum is finite when every engine can be reached from every other through "scored something against":
     * otherwise a group that never lost a point to the rest would be rated ever higher.
     */
    private static void requireFiniteMaximum(Crosstable table, double[][] games, double virtualDraws) {
        int n = table.size();
        for (int from = 0; from < n; from++) {
            boolean[] reached = new boolean[n];
            reach(from, reached, table, games, virtualDraws);
            for (int to = 0; to < n; to++) {
                if (!reached[to]) {
                    throw new IllegalStateException(games[from][to] == 0 && !connected(table, games)
                            ? "no ratings: not every engine has played, directly or through others, every other"
                            : "no finite ratings: " + table.names().get(to) + " scored nothing against "
                                    + table.names().get(from) + " or the engines it beat, directly or through"
                                    + " others (virtual draws would keep the ratings finite)");
                }
            }
        }
    }

    private static boolean connected(Crosstable table, double[][] games) {
        boolean[] reached = new boolean[table.size()];
        reach(0, reached, table, games, 1);
        for (boolean r : reached) {
            if (!r) {
                return false;
            }
        }
        return true;
    }

    /** Marks the engines that scored against {@code from}, and those that scored against them, and so on. */
    private static void reach(int from, boolean[] reached, Crosstable table, double[][] games, double virtualDraws) {
        reached[from] = true;
        for (int to = 0; to < table.size(); to++) {
            boolean scored = games[to][from] > 0 && (virtualDraws > 0 || table.points(to, from) > 0);
            if (!reached[to] && scored) {
                reach(to, reached, table, games, virtualDraws);
            }
        }
    }

    /** The low end of engine i's 95% interval. */
    public double low(int i) {
        return elo[i] - Z * error[i];
    }

    /** The high end of engine i's 95% interval. */
    public double high(int i) {
        return elo[i] + Z * error[i];
    }

    /** One line per engine, best first: rank, name, rating with its interval. */
    public List<String> lines() {
        List<Integer> order = order();
        int width = names.stream().mapToInt(String::length).max().orElse(4);
        List<String> lines = new ArrayList<>();
        for (int rank = 0; rank < order.size(); rank++) {
            int i = order.get(rank);
            String interval = i == anchor ? "(anchor)" : String.format(Locale.ROOT, "[95%% %+.0f, %+.0f]", low(i) + 0.0,
                    high(i) + 0.0);
            lines.add(String.format(Locale.ROOT, "%2d. %-" + width + "s %+6.0f %s", rank + 1, names.get(i),
                    elo[i] + 0.0, interval));
        }
        return lines;
    }

    /** The engines' indices, highest rating first. */
    public List<Integer> order() {
        return java.util.stream.IntStream.range(0, names.size()).boxed()
                .sorted((a, b) -> Double.compare(elo[b], elo[a])).toList();
    }
}
