package jpd.player.playouts;

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

    /** A 7x7 game after these moves, Black first, colours alternating. */
    private static Game gameAfter(String... vertices) {
        Game game = new Game(7, RuleSet.DEFAULT);
        for (String vertex : vertices) {
            game.play(game.toMove(), Positions.move(vertex));
        }
        return game;
    }

    private static boolean lastMoveTouches(Game game, Color color) {
        return SearchRoot.of(game, game.toMove(), KOMI, false).lastMoveTouches(color);
    }

    @Test
    void aMoveNextToAStoneTouchesThatStonesColourOnly() {
        Game game = gameAfter("D4", "D5");
        assertTrue(lastMoveTouches(game, Color.BLACK), "D5 next to D4");
        assertFalse(lastMoveTouches(game, Color.WHITE), "no white stone beside D5");
    }

    @Test
    void aMoveOnlyDiagonalToAStoneOrAPassTouchesNothing() {
        Game game = gameAfter("D4", "E5");
        assertFalse(lastMoveTouches(game, Color.BLACK), "E5 is diagonal to D4");
        game.play(Color.BLACK, Positions.move("E4"));
        game.play(Color.WHITE, Move.PASS);
        assertFalse(lastMoveTouches(game, Color.BLACK), "a pass");
    }
}
