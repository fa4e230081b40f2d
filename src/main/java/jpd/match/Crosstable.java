package jpd.match;

import java.util.List;

/**
 * The results of several engines against each other: for each ordered pair, the games counted between them and
 * the points the first scored (a win 1, a draw 1/2); void games count for nothing.
 */
public final class Crosstable {
    private final List<String> names;
    private final double[][] points;
    private final int[][] games;

    /** An empty table of these engines, in this order. */
    public Crosstable(List<String> names) {
        this.names = List.copyOf(names);
        this.points = new double[names.size()][names.size()];
        this.games = new int[names.size()][names.size()];
    }

    /** Adds a counted game between engines i and j in which i scored {@code scoreOfI} (1, 1/2 or 0). */
    public void add(int i, int j, double scoreOfI) {
        if (i == j || !(scoreOfI == 0 || scoreOfI == 0.5 || scoreOfI == 1)) {
            throw new IllegalArgumentException("a game is between two engines and scores 0, 1/2 or 1");
        }
        games[i][j]++;
        games[j][i]++;
        points[i][j] += scoreOfI;
        points[j][i] += 1 - scoreOfI;
    }

    /** The engines' names, in table order. */
    public List<String> names() {
        return names;
    }

    /** How many engines. */
    public int size() {
        return names.size();
    }

    /** The counted games between engines i and j. */
    public int games(int i, int j) {
        return games[i][j];
    }

    /** The points engine i scored against engine j. */
    public double points(int i, int j) {
        return points[i][j];
    }

    /** Engine i's counted games against all others. */
    public int games(int i) {
        int total = 0;
        for (int j = 0; j < size(); j++) {
            total += games[i][j];
        }
        return total;
    }

    /** Engine i's points against all others. */
    public double points(int i) {
        double total = 0;
        for (int j = 0; j < size(); j++) {
            total += points[i][j];
        }
        return total;
    }
}
