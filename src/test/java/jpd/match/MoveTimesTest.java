package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MoveTimesTest {

    private static GameResult game(int index, boolean swapped, int genmovesBlack, double wallBlack, double cpuBlack) {
        return new GameResult(index, swapped, "a", "b", "B+1", 1, 20, 0, 0, 0, wallBlack, 1, 0, 0, "", List.of(),
                genmovesBlack, 10, cpuBlack, 0.5, cpuBlack / 4, 0.1);
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
        assertEquals((0.25 + 0.1) / 20, a.childrenPerMove(), 1e-12);
        assertEquals(50, b.moves());
        assertEquals((1 + 9.0 + 1) / 50, b.wallPerMove(), 1e-12);
        assertEquals((0.5 + 6.0 + 0.5) / 50, b.cpuPerMove(), 1e-12);
        assertEquals((0.1 + 1.5 + 0.1) / 50, b.childrenPerMove(), 1e-12);
    }

    @Test
    void unreadCpuShowsNotAvailable() {
        MoveTimes times = MoveTimes.ofGame(12, 3.0, Double.NaN, Double.NaN);

        assertTrue(Double.isNaN(times.cpuPerMove()));
        assertEquals("n/a (children n/a; wall 0.250)", times.perMoveText());
        assertTrue(Double.isNaN(MoveTimes.NONE.wallPerMove()));
    }

    @Test
    void aRowKeepsItsMoveCountsAndCpuTimes() {
        GameResult unread = game(4, true, 7, 1.5, Double.NaN);
        GameResult read = game(5, false, 9, 1.5, 2.0);

        assertEquals(unread, GameResult.parse(unread.csv()));
        assertEquals(read, GameResult.parse(read.csv()));
    }

    @Test
    void aRowWithoutTheChildrensColumnsReadsAsUnknownChildren() {
        String row = game(6, false, 9, 1.5, 2.0).csv();
        String earlier = row.substring(0, row.lastIndexOf(',', row.lastIndexOf(',') - 1));

        GameResult result = GameResult.parse(earlier);

        assertEquals(2.0, result.cpuBlack(), 1e-12);
        assertTrue(Double.isNaN(result.cpuChildrenBlack()));
        assertTrue(Double.isNaN(result.timesOf(true).cpuPerMove()));
    }
}
