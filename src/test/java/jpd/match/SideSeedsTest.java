package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import jpd.player.PlayoutStatusEstimator;
import jpd.player.Player;
import jpd.player.Players;
import jpd.player.StatusEstimator;
import jpd.player.playouts.SearchConfig;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.rules.RuleSet;
import jpd.scoring.Scorer;
import org.junit.jupiter.api.Test;

/**
 * Each side's seed is its own: two copies of the random player, seeded per game and side as a match seeds them
 * and built as {@code jpd gtp --player random --seed S} builds them, score evenly with alternating colours. The
 * games are played in this process, for speed: the engines' processes would add nothing to what the seeds do.
 */
class SideSeedsTest {
    private static final int GAMES = 400;
    private static final double KOMI = 0.5;

    @Test
    void randomAgainstRandomWithAlternatingColoursScoresEvenly() {
        MatchConfig config = MatchTesting.config(MatchTesting.random(), MatchTesting.random(), GAMES, Path.of("unused"));
        double scoreA = 0;
        int counted = 0;
        for (int index = 1; index <= GAMES; index++) {
            boolean aIsBlack = !config.swapped(index);
            Player black = playerOf(config.sideSeed(index, aIsBlack));
            Player white = playerOf(config.sideSeed(index, !aIsBlack));
            double margin = play(config, black, white, new PlayoutStatusEstimator(config.refereeSeed(index), 64));
            if (!Double.isNaN(margin)) {
                scoreA += (margin > 0) == aIsBlack ? 1 : 0;
                counted++;
            }
        }
        assertTrue(counted > GAMES * 0.95, counted + " games counted");
        double share = scoreA / counted;
        assertTrue(share >= 0.45 && share <= 0.55, "A scored " + share + " over " + counted + " games");
    }

    @Test
    void theSidesOfAGameAndNeighbouringGamesGetDifferentSeeds() {
        MatchConfig config = MatchTesting.config(MatchTesting.random(), MatchTesting.random(), 100, Path.of("unused"));
        Set<Long> seeds = new HashSet<>();
        for (int index = 1; index <= 100; index++) {
            seeds.add(config.sideSeed(index, true));
            seeds.add(config.sideSeed(index, false));
            assertTrue(config.sideSeed(index, true) >= 0);
        }
        assertEquals(200, seeds.size());
        assertEquals(config.sideSeed(7, false), MatchTesting.config(MatchTesting.random(), MatchTesting.random(), 1,
                Path.of("other")).sideSeed(7, false));
        assertNotEquals(config.sideSeed(7, true) + 1, config.sideSeed(7, false));
    }

    /** The random player as {@code jpd gtp --player random --seed S} makes it. */
    private static Player playerOf(long seed) {
        StatusEstimator estimator = new PlayoutStatusEstimator(seed, PlayoutStatusEstimator.DEFAULT_PLAYOUTS);
        return Players.random(seed, estimator);
    }

    /** Black's margin when the game stops within the move limit, NaN when it does not. */
    private static double play(MatchConfig config, Player black, Player white, StatusEstimator referee) {
        Game game = new Game(config.size(), RuleSet.DEFAULT);
        black.setKomi(KOMI);
        white.setKomi(KOMI);
        for (int turn = 0; turn < config.maxMoves() && game.phase() == Phase.PLAY; turn++) {
            Color color = game.toMove();
            Move move = (color == Color.BLACK ? black : white).chooseMove(game, color, false).orElseThrow();
            assertTrue(game.play(color, move).isPlayed(), move.toString());
        }
        if (game.phase() != Phase.STOPPED) {
            return Double.NaN;
        }
        return Scorer.score(game, referee.estimate(game).agreement(), KOMI).margin();
    }
}
