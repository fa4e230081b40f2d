package jpd.player.builtin;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class SearchRootTest {
    private static final double KOMI = 6.5;

    @Test
    void aMoveNextToAStoneTouchesThatStonesColourOnly() {
        Game game = new Game(7, RuleSet.DEFAULT);
        game.play(Color.BLACK, Positions.move("D4"));
        game.play(Color.WHITE, Positions.move("D5"));
        assertTrue(SearchRoot.of(game, Color.BLACK, KOMI, false).lastMoveTouches(Color.BLACK), "D5 next to D4");
        assertFalse(SearchRoot.of(game, Color.BLACK, KOMI, false).lastMoveTouches(Color.WHITE), "no white stone beside D5");
    }

    @Test
    void aMoveOnlyDiagonalToAStoneOrAPassTouchesNothing() {
        Game game = new Game(7, RuleSet.DEFAULT);
        game.play(Color.BLACK, Positions.move("D4"));
        game.play(Color.WHITE, Positions.move("E5"));
        assertFalse(SearchRoot.of(game, Color.BLACK, KOMI, false).lastMoveTouches(Color.BLACK), "E5 is diagonal to D4");
        game.play(Color.BLACK, Positions.move("E4"));
        game.play(Color.WHITE, Move.PASS);
        assertFalse(SearchRoot.of(game, Color.BLACK, KOMI, false).lastMoveTouches(Color.BLACK), "a pass");
    }
}
