package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.player.ScratchBoards;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class ShapesTest {

    private static Board board(String diagram) {
        return ScratchBoards.copyOf(Positions.game(diagram, RuleSet.DEFAULT, Color.BLACK).board());
    }

    private static boolean good(Board board, String vertex) {
        return Shapes.good(board, board.cell(Positions.at(vertex)));
    }

    @Test
    void aHaneAtTheHeadOfAnAttachedStoneIsGoodAnEmptyNeighbourhoodIsNot() {
        Board board = board("""
                . . . . .
                . . . . .
                . X O . .
                . . . . .
                . . . . .
                """);
        // The non-cutting hane: diagonal to one stone, next to the other.
        assertTrue(good(board, "C2"), "hane under the attached stone");
        assertTrue(good(board, "C4"), "hane over the attached stone");
        assertFalse(good(board, "E5"), "nothing around");
    }

    @Test
    void shapesHoldForBothColoursAndAllEightSymmetries() {
        String diagram = """
                . . . . . . .
                . . . . . . .
                . . X O X . .
                . . . . . . .
                . . . . . . .
                . . . . . . .
                . . . . . . .
                """;
        Board original = board(diagram);
        Board swapped = board(diagram.replace('X', 'x').replace('O', 'X').replace('x', 'O'));
        Board turned = board("""
                . . . . . . .
                . . . . . . .
                . . . . . . .
                . . . . . . .
                . . O . . . .
                . . X . . . .
                . . O . . . .
                """);
        assertTrue(good(original, "D4"), "enclosing hane");
        assertEquals(good(original, "D4"), good(swapped, "D4"));
        assertTrue(good(turned, "D2") || good(turned, "B2"), "the enclosing hane turned by a quarter");
        assertTrue(good(turned, "D2") && good(turned, "B2"), "and mirrored");
    }

    @Test
    void theChaseAlongTheEdgeIsGood() {
        Board board = board("""
                . . . . .
                . . . . .
                . . . . .
                X . . . .
                O . . . .
                """);
        assertTrue(good(board, "B1"), "X above O on the first line, the point beside O");
        assertFalse(good(board, "E1"), "the far corner sees no stone");
    }
}
