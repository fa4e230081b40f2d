package jpd.player;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Point;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class PlayoutStatusEstimatorTest {
    private final PlayoutStatusEstimator estimator = new PlayoutStatusEstimator(42, 64);

    /** A board from rows of {@code .XO}, top row first. */
    private static Game position(String... rows) {
        Map<Point, Color> stones = new LinkedHashMap<>();
        for (int r = 0; r < rows.length; r++) {
            for (int column = 0; column < rows.length; column++) {
                char c = rows[r].charAt(column);
                if (c != '.') {
                    stones.put(Point.of(column, rows.length - 1 - r), c == 'X' ? Color.BLACK : Color.WHITE);
                }
            }
        }
        Game game = new Game(rows.length, RuleSet.DEFAULT);
        game.setup(stones, Color.BLACK);
        return game;
    }

    @Test
    void aLoneStoneInsideALivingAreaIsDead() {
        Game game = position(
                "..X.O..",
                "..X.O..",
                "..X.O..",
                ".OX.O..",
                "..X.O..",
                "..X.O..",
                "..X.O..");
        assertEquals(Set.of(Point.of(1, 3)), estimator.estimate(game).dead());
    }

    @Test
    void twoEyedGroupsLive() {
        Game game = position(
                ".X.XO.O",
                "XXXXOOO",
                ".....O.",
                "XXXX.OO",
                ".X.XO.O",
                "XXXXOOO",
                ".......");
        assertEquals(Set.of(), estimator.estimate(game).dead());
    }

    @Test
    void anEmptyBoardIsAllAliveAndEstimatesRepeat() {
        assertEquals(StatusEstimate.ALL_ALIVE, estimator.estimate(new Game(9, RuleSet.DEFAULT)));
        Game game = position(
                "X....",
                ".....",
                "..O..",
                ".....",
                "....X");
        assertEquals(estimator.estimate(game), estimator.estimate(game));
    }
}
