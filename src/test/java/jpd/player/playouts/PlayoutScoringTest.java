package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.rules.RandomGames;
import jpd.rules.RuleSet;
import jpd.scoring.Agreement;
import jpd.scoring.Scorer;
import org.junit.jupiter.api.Test;

/** The search's margin (area margin less the move balance) is the artistic score when every chain lives. */
class PlayoutScoringTest {

    @Test
    void areaLessMoveBalanceAgreesWithTheScorerAtTheEndOfRandomGames() {
        Random random = new Random(11);
        for (RuleSet rules : RandomGames.ALL_RULES) {
            for (int round = 0; round < 40; round++) {
                Game game = new Game(7, rules);
                RandomGames.play(game, random, random.nextInt(120), (g, c, m) -> { });
                playToTwoPasses(game, random);
                double komi = random.nextInt(15) - 7 + 0.5 * random.nextInt(2);
                SearchRoot root = SearchRoot.of(game, game.toMove(), komi, false);
                AreaCount area = new AreaCount(7);
                double expected = Scorer.score(game, Agreement.NONE, komi).margin();
                assertEquals(expected, root.margin(area.margin(root.board()), 0), 1e-9,
                        rules + " round " + round + "\n" + root.board());
            }
        }
    }

    /** Fills the board with random non-eye real moves, then both pass, so that nothing is left to settle. */
    private static void playToTwoPasses(Game game, Random random) {
        if (game.phase() == Phase.ENDED) {
            return;
        }
        for (int step = 0; step < 300 && game.phase() != Phase.STOPPED && game.phase() != Phase.ENDED; step++) {
            Color color = game.toMove();
            Board board = game.boardForReading();
            boolean played = false;
            for (int tries = 0; tries < 20 && !played && board.emptyCount() > 0; tries++) {
                int cell = board.emptyCell(random.nextInt(board.emptyCount()));
                played = !board.isOwnEye(cell, color) && game.playCell(color, cell).isPlayed();
            }
            if (!played) {
                game.play(color, Move.PASS);
            }
        }
    }
}
