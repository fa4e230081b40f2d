package jpd.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Point;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class RandomPlayerTest {
    private static final StatusEstimator ALL_ALIVE = game -> StatusEstimate.ALL_ALIVE;

    @Test
    void neverFillsAnOwnEyeAndPassesWhenOnlyEyesAreLeft() {
        // On 3x3, a Black cross leaves four corners, each a one-point Black eye; filling one is legal.
        Game game = new Game(3, RuleSet.DEFAULT);
        game.setup(java.util.Map.of(Point.of(1, 0), Color.BLACK, Point.of(0, 1), Color.BLACK,
                Point.of(1, 1), Color.BLACK, Point.of(2, 1), Color.BLACK, Point.of(1, 2), Color.BLACK), Color.BLACK);
        RandomPlayer player = new RandomPlayer(new Random(1), ALL_ALIVE);
        for (int i = 0; i < 20; i++) {
            assertEquals(Optional.of(Move.PASS), player.chooseMove(game, Color.BLACK, true));
        }
        assertTrue(game.isLegal(Color.BLACK, Move.at(Point.of(0, 0))));
        // White's only moves are single-stone suicides that bring back a position Black faced (§4.1).
        assertEquals(Optional.of(Move.PASS), player.chooseMove(game, Color.WHITE, false));
    }

    @Test
    void choosesUniformlyAmongLegalRealMovesAndNeverVirtual() {
        Game game = new Game(3, RuleSet.DEFAULT);
        RandomPlayer player = new RandomPlayer(new Random(2), ALL_ALIVE);
        Set<Move> seen = new HashSet<>();
        for (int i = 0; i < 400; i++) {
            Move move = player.chooseMove(game, Color.BLACK, true).orElseThrow();
            assertTrue(move.isReal(), move.toString());
            seen.add(move);
        }
        assertEquals(9, seen.size());
    }

    @Test
    void neverPlaysSuicideNorPutsAChainOfSeveralStonesInAtari() {
        // 5x5. Black (0,0) by White (0,1), (1,1): Black at (1,0) would leave two stones with the one liberty (2,0).
        // Black (4,2) by White (3,2), (4,1), (3,3), (4,4): Black at (4,3) would remove both stones, a legal
        // suicide since the board changes. White (1,4): Black alone at (0,4) keeps one liberty, which a lone
        // stone may.
        Game game = new Game(5, RuleSet.DEFAULT);
        game.setup(java.util.Map.of(Point.of(0, 0), Color.BLACK, Point.of(4, 2), Color.BLACK,
                Point.of(0, 1), Color.WHITE, Point.of(1, 1), Color.WHITE, Point.of(3, 2), Color.WHITE,
                Point.of(4, 1), Color.WHITE, Point.of(3, 3), Color.WHITE, Point.of(4, 4), Color.WHITE,
                Point.of(1, 4), Color.WHITE), Color.BLACK);
        assertTrue(game.isLegal(Color.BLACK, Move.at(Point.of(1, 0))));
        assertTrue(game.isLegal(Color.BLACK, Move.at(Point.of(4, 3))));
        RandomPlayer player = new RandomPlayer(new Random(4), ALL_ALIVE);
        Set<Move> seen = new HashSet<>();
        for (int i = 0; i < 600; i++) {
            seen.add(player.chooseMove(game, Color.BLACK, false).orElseThrow());
        }
        assertFalse(seen.contains(Move.at(Point.of(1, 0))));
        assertFalse(seen.contains(Move.at(Point.of(4, 3))));
        assertTrue(seen.contains(Move.at(Point.of(0, 4))));
        assertEquals(25 - 9 - 2, seen.size());
    }

    @Test
    void answersAPassWithAPassOnlyWhenNotLosing() {
        Game game = new Game(5, RuleSet.DEFAULT);
        game.play(Color.BLACK, Move.at(Point.of(2, 2)));
        game.play(Color.WHITE, Move.PASS);
        // Black owns the board: it accepts White's pass.
        RandomPlayer black = new RandomPlayer(new Random(3), ALL_ALIVE);
        assertEquals(Optional.of(Move.PASS), black.chooseMove(game, Color.BLACK, false));
        // With komi 30 Black would lose by stopping: it plays on.
        black.setKomi(30);
        assertTrue(black.chooseMove(game, Color.BLACK, false).orElseThrow().isReal());
    }

    @Test
    void theSameSeedGivesTheSameGame() {
        assertEquals(selfPlay(11), selfPlay(11));
        assertFalse(selfPlay(11).equals(selfPlay(12)));
    }

    /** A whole self-play game on 5x5 to its stop: the random player always finishes. */
    private static String selfPlay(long seed) {
        Game game = new Game(5, RuleSet.DEFAULT);
        RandomPlayer player = new RandomPlayer(new Random(seed), new PlayoutStatusEstimator(seed, 16));
        for (int turn = 0; turn < 1000 && game.phase() == jpd.rules.Phase.PLAY; turn++) {
            Color color = game.toMove();
            Move move = player.chooseMove(game, color, false).orElseThrow();
            assertTrue(game.play(color, move).isPlayed(), move.toString());
        }
        assertEquals(jpd.rules.Phase.STOPPED, game.phase());
        return game.actions().toString();
    }
}
