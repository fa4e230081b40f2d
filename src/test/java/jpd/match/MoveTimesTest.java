package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MoveTimesTest {

    private static GameResult game(int index, boolean swapped, int genmovesBlack, double wallBlack, double cpuBlack) {
        return new GameResult(index, swapped, "a", "b", "B+1", 1, 20, 0, 0, 0, wallBlack, 1, 0, 0, "", List.of(),
                genmovesBlack, 10, cpuBlack, 0.5);
    }

    @Test
    void perMoveTimesCountOnlyTheGamesWhoseCpuWasRead() {
        // A had Black in games 1 and 3, White in game 2; game 3's CPU could not be read.
        List<GameResult> results = List.of(game(1, false, 10, 2.0, 1.0), game(2, true, 30, 9.0, 6.0),
                game(3, false, 20, 4.0, Double.NaN));

        MoveTimes a = MoveTimes.of(results, true);
        MoveTimes b = MoveTimes.of(results, false);

        assertEquals(40, a.moves());
        assertEquals((2.0 + 1 + 4.0) / 40, a.wallPerMove(), 1e-12);
        assertEquals(20, a.cpuMoves());
        assertEquals((1.0 + 0.5) / 20, a.cpuPerMove(), 1e-12);
        assertEquals(50, b.moves());
        assertEquals((1 + 9.0 + 1) / 50, b.wallPerMove(), 1e-12);
        assertEquals((0.5 + 6.0 + 0.5) / 50, b.cpuPerMove(), 1e-12);
    }

    @Test
    void unreadCpuShowsNotAvailable() {
        MoveTimes times = MoveTimes.ofGame(12, 3.0, Double.NaN);

        assertTrue(Double.isNaN(times.cpuPerMove()));
        assertEquals("n/a (0.250)", times.perMoveText());
        assertTrue(Double.isNaN(MoveTimes.NONE.wallPerMove()));
    }

    @Test
    void aRowKeepsItsMoveCountsAndCpuTimes() {
        GameResult result = game(4, true, 7, 1.5, Double.NaN);

        assertEquals(result, GameResult.parse(result.csv()));
    }
}
