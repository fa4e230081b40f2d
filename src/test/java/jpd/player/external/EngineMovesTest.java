package jpd.player.external;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class EngineMovesTest {

    @Test
    void followsAGameThatGrowsIsUndoneAndTakesAnotherWay() {
        Game game = new Game(9, RuleSet.DEFAULT);
        EngineMoves moves = new EngineMoves();
        game.play(Color.BLACK, Positions.move("E5"));
        game.play(Color.WHITE, Move.VIRTUAL);
        assertEquals(List.of("b E5", "w pass"), List.copyOf(moves.of(game.actions())));
        game.play(Color.BLACK, Move.PASS);
        assertEquals(List.of("b E5", "w pass", "b pass"), List.copyOf(moves.of(game.actions())));
        game.undo();
        game.undo();
        assertEquals(List.of("b E5"), List.copyOf(moves.of(game.actions())));
        game.play(Color.WHITE, Positions.move("C3"));
        assertEquals(List.of("b E5", "w C3"), List.copyOf(moves.of(game.actions())));
        game.restart();
        game.play(Color.BLACK, Positions.move("D4"));
        assertEquals(List.of("b D4"), List.copyOf(moves.of(game.actions())));
    }
}
