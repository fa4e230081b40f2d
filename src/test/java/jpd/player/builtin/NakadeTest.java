package jpd.player.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jpd.player.ScratchBoards;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class NakadeTest {

    private static Board board(String diagram) {
        return ScratchBoards.copyOf(Positions.game(diagram, RuleSet.DEFAULT, Color.BLACK).board());
    }

    /** The vital point after a move at this vertex, as a vertex, or "none". */
    private static String vitalAfter(Board board, String last) {
        int vital = new Nakade().vitalPoint(board, board.cell(Positions.at(last)));
        return vital < 0 ? "none" : board.pointOf(vital).toString();
    }

    @Test
    void theMiddleOfAStraightThreeOnTheEdge() {
        Board board = board("""
                . . . . .
                . . . . .
                . . . . .
                X X X X X
                X . . . X
                """);
        assertEquals("C1", vitalAfter(board, "C2"));
        assertEquals("C1", vitalAfter(board, "A1"));
    }

    @Test
    void theCornerOfABentThree() {
        Board board = board("""
                . . . . .
                X X X . .
                X . X . .
                X . . X .
                X X X X .
                """);
        assertEquals("B2", vitalAfter(board, "D2"));
        assertEquals("B2", vitalAfter(board, "B4"));
    }

    @Test
    void noVitalPointForFourPointsOrWhenBothColoursBorderTheSpace() {
        Board four = board("""
                . . . . . .
                . . . . . .
                . . . . . .
                . . . . . .
                X X X X X X
                X . . . . X
                """);
        assertEquals("none", vitalAfter(four, "C2"));
        Board mixed = board("""
                . . . . . .
                . . . . . .
                . X X O . .
                X . . . X .
                . X X X . .
                . . . . . .
                """);
        assertEquals("none", vitalAfter(mixed, "C4"));
    }

    @Test
    void noVitalPointForASpaceNotNextToTheLastMove() {
        Board board = board("""
                . . . . . .
                . . . . . .
                . . . . . .
                . . . . . X
                X X X X X .
                X . . . X .
                """);
        assertEquals("none", vitalAfter(board, "F3"));
        assertEquals("C1", vitalAfter(board, "B2"));
    }
}
