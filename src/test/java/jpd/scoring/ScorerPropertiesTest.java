package jpd.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.RandomGames;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** The identities of RULES.md §7 over many random games with random dead chains. */
class ScorerPropertiesTest {

    @Test
    void areasAddUpToTheBoardUnderEveryRuleSet() {
        Random random = new Random(21);
        for (int round = 0; round < 300; round++) {
            RuleSet rules = RandomGames.ALL_RULES.get(round % RandomGames.ALL_RULES.size());
            Game game = new Game(2 + random.nextInt(8), rules);
            RandomGames.play(game, random, 200, (g, color, move) -> { });
            ScoreReport report = Scorer.score(game, HandCount.randomAgreement(game.board(), random, false), 6.5);
            assertEquals(game.size() * game.size(), report.area(Color.BLACK) + report.area(Color.WHITE), 1e-9);
        }
    }

    /** Margin before komi = Chinese area margin - (moves(B) - moves(W)), without seki or claims. */
    @Test
    void marginEqualsChineseAreaMarginMinusExtraMoves() {
        Random random = new Random(22);
        for (int round = 0; round < 300; round++) {
            RuleSet rules = round % 2 == 0 ? RuleSet.DEFAULT : RandomGames.ALL_RULES.get(1);
            Game game = new Game(2 + random.nextInt(8), rules);
            RandomGames.play(game, random, 200, (g, color, move) -> { });
            Agreement agreement = HandCount.randomAgreement(game.board(), random, false);
            ScoreReport report = Scorer.score(game, agreement, 0);
            double expected = new HandCount(game.board(), agreement).areaMargin()
                    - (game.moves(Color.BLACK) - game.moves(Color.WHITE));
            assertEquals(expected, report.margin(), 1e-9, "round " + round);
        }
    }
}
