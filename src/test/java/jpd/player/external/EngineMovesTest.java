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
        assertEquals(List.of("b E5", "w pass"), List.copyOf(moves.of(game)));
        // Two passes in a row do not reach the engine (for Leela Zero 0.17 they end the game); a third one does.
        game.play(Color.BLACK, Move.PASS);
        assertEquals(List.of("b E5"), List.copyOf(moves.of(game)));
        game.play(Color.WHITE, Move.PASS);
        assertEquals(List.of("b E5", "w pass"), List.copyOf(moves.of(game)));
        game.undo();
        assertEquals(List.of("b E5"), List.copyOf(moves.of(game)));
        game.undo();
        assertEquals(List.of("b E5", "w pass"), List.copyOf(moves.of(game)));
        game.undo();
        assertEquals(List.of("b E5"), List.copyOf(moves.of(game)));
        game.play(Color.WHITE, Positions.move("C3"));
        assertEquals(List.of("b E5", "w C3"), List.copyOf(moves.of(game)));
        game.restart();
        game.play(Color.BLACK, Positions.move("D4"));
        assertEquals(List.of("b D4"), List.copyOf(moves.of(game)));
        // Undone and replayed to the same length, and then another game of that length: each is read anew.
        game.undo();
        game.play(Color.BLACK, Positions.move("F6"));
        assertEquals(List.of("b F6"), List.copyOf(moves.of(game)));
        Game other = new Game(9, RuleSet.DEFAULT);
        other.play(Color.BLACK, Positions.move("G7"));
        assertEquals(List.of("b G7"), List.copyOf(moves.of(other)));
    }
}
