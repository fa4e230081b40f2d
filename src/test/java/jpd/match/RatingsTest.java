package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

/** Maximum-likelihood ratings against answers found another way: closed forms, symmetry and the score equations. */
class RatingsTest {
    private static final double Z = 1.959963984540054;

    @Test
    void twoEnginesGetTheEloOfTheirScoreAndTheWaldIntervalOfOneProportion() {
        Crosstable table = table(List.of("A", "B"), new int[][] {{0, 1, 7, 2, 1}});
        Ratings ratings = Ratings.fit(table, 1, 0);
        double score = (7 + 0.5) / 10;
        assertEquals(400 * Math.log10(score / (1 - score)), ratings.elo()[0], 1e-6);
        assertEquals(0, ratings.elo()[1]);
        double naturalError = 1 / Math.sqrt(10 * score * (1 - score));
        assertEquals(400 / Math.log(10) * naturalError, ratings.error()[0], 1e-6);
        assertEquals(ratings.elo()[0] - Z * ratings.error()[0], ratings.low(0), 1e-9);
    }

    @Test
    void virtualDrawsCountAsHalfPointsInEveryPairThatMet() {
        Crosstable table = table(List.of("A", "B"), new int[][] {{0, 1, 6, 0, 0}});
        Ratings ratings = Ratings.fit(table, 1, 2);
        double score = (6 + 1.0) / (6 + 2);
        assertEquals(400 * Math.log10(score / (1 - score)), ratings.elo()[0], 1e-6);
    }

    @Test
    void aChainOfThreeEnginesIsSymmetricAroundTheMiddleOneAndSolvesItsScoreEquation() {
        // A scores 6 of 10 against B, B 6 of 10 against C, A 7 of 10 against C.
        Crosstable table = table(List.of("A", "B", "C"),
                new int[][] {{0, 1, 6, 4, 0}, {1, 2, 6, 4, 0}, {0, 2, 7, 3, 0}});
        Ratings ratings = Ratings.fit(table, 1, 0);
        // By symmetry r_A = d, r_C = -d with B at 0; A's expected score over its 20 games equals its 13 points.
        double d = bisect(x -> 10 * expected(x) + 10 * expected(2 * x) - 13, 0, 1000);
        assertEquals(d, ratings.elo()[0], 1e-6);
        assertEquals(-d, ratings.elo()[2], 1e-6);
        assertEquals(ratings.error()[0], ratings.error()[2], 1e-6);
    }

    @Test
    void everyEngineExpectsTheScoreItMadeAndTheAnchorMovesOnlyTheOrigin() {
        Crosstable table = table(List.of("A", "B", "C", "D"), new int[][] {
                {0, 1, 5, 2, 1}, {0, 2, 6, 1, 1}, {0, 3, 7, 0, 1}, {1, 2, 3, 3, 2}, {1, 3, 6, 2, 0}, {2, 3, 2, 4, 2}});
        Ratings first = Ratings.fit(table, 0, 0);
        for (int i = 0; i < 4; i++) {
            double expected = 0;
            for (int j = 0; j < 4; j++) {
                expected += j == i ? 0 : table.games(i, j) * expected(first.elo()[i] - first.elo()[j]);
            }
            assertEquals(table.points(i), expected, 1e-6);
        }
        Ratings third = Ratings.fit(table, 2, 0);
        for (int i = 0; i < 4; i++) {
            assertEquals(first.elo()[i] - first.elo()[2], third.elo()[i], 1e-6);
        }
        assertEquals(0, third.error()[2]);
        assertTrue(third.error()[0] > 0);
    }

    @Test
    void anEngineThatLostEveryGameHasNoFiniteMaximumWithoutVirtualDraws() {
        Crosstable table = table(List.of("A", "B", "C"), new int[][] {{0, 1, 2, 2, 0}, {0, 2, 4, 0, 0}, {1, 2, 4, 0, 0}});
        IllegalStateException none = assertThrows(IllegalStateException.class, () -> Ratings.fit(table, 0, 0));
        assertTrue(none.getMessage().startsWith("no finite ratings: C scored nothing against"), none.getMessage());
        Ratings kept = Ratings.fit(table, 0, 1);
        assertTrue(kept.elo()[2] < kept.elo()[1] && Double.isFinite(kept.elo()[2]));
    }

    private static double expected(double eloDifference) {
        return 1 / (1 + Math.pow(10, -eloDifference / 400));
    }

    private static double bisect(DoubleUnaryOperator increasing, double low, double high) {
        for (int i = 0; i < 200; i++) {
            double middle = (low + high) / 2;
            if (increasing.applyAsDouble(middle) > 0) {
                high = middle;
            } else {
                low = middle;
            }
        }
        return (low + high) / 2;
    }

    /** A table from rows {i, j, wins of i, wins of j, draws}. */
    private static Crosstable table(List<String> names, int[][] rows) {
        Crosstable table = new Crosstable(names);
        for (int[] row : rows) {
            for (int k = 0; k < row[2]; k++) {
                table.add(row[0], row[1], 1);
            }
            for (int k = 0; k < row[3]; k++) {
                table.add(row[0], row[1], 0);
            }
            for (int k = 0; k < row[4]; k++) {
                table.add(row[0], row[1], 0.5);
            }
        }
        return table;
    }
}
