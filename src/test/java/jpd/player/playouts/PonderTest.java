package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.player.Pondering;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class PonderTest {

    private static PlayoutPlayer player(boolean ponder, int threads) {
        return new PlayoutPlayer(new SearchConfig(300, 60, threads, 4, 0, ponder));
    }

    @Test
    void aPonderingStopsWhenAskedAndTheNextSearchGoesOn() {
        for (int threads = 1; threads <= 2; threads++) {
            Game game = new Game(7, RuleSet.DEFAULT);
            try (PlayoutPlayer player = player(true, threads)) {
                Move move = player.chooseMove(game, Color.BLACK, false).orElseThrow();
                assertTrue(game.play(Color.BLACK, move).isPlayed());
                Ponder pondering = (Ponder) player.ponder(game, false);
                pondering.stop();
                long simulated = pondering.simulated();
                assertTrue(simulated >= 1, "it searched before it stopped");
                pondering.stop();
                assertEquals(simulated, pondering.simulated(), "stopped for good");
                assertTrue(game.play(Color.WHITE, Move.PASS).isPlayed());
                Move next = player.chooseMove(game, Color.BLACK, false).orElseThrow();
                assertTrue(game.isLegal(Color.BLACK, next), next.toString());
            }
        }
    }

    @Test
    void aPlayerWithoutPonderingDoesNotPonder() {
        Game game = new Game(7, RuleSet.DEFAULT);
        try (PlayoutPlayer player = player(false, 1)) {
            assertTrue(game.play(Color.BLACK, player.chooseMove(game, Color.BLACK, false).orElseThrow()).isPlayed());
            assertSame(Pondering.NONE, player.ponder(game, false));
        }
    }
}
