package jpd.player.builtin;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.player.ScratchBoards;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Positions;
import org.junit.jupiter.api.Test;

class FalseEyeSettlingTest {
    // Settling never fills a true eye. A1 and C1: edge eyes of Black, A1 with no White diagonal, C1 with White's
    // D2. E5 and G5: Black's eyes in the middle, E5 with one White diagonal (D4), G5 with two (H4, H6).
    private final Board board = ScratchBoards.copyOf(Positions.game("""
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . X . X O .
            . . . X . X . X .
            . . . O X . X O .
            . . . . . . . . .
            X X X O . . . . .
            . X . X . . . . .
            """).board());

    private boolean trueEye(String vertex) {
        return FalseEyeSettling.isTrueEye(board, board.cell(Positions.at(vertex)), Color.BLACK);
    }

    @Test
    void anEdgeEyeIsFalseWithOneEnemyDiagonalAndAMiddleEyeWithTwo() {
        assertTrue(trueEye("A1"));
        assertFalse(trueEye("C1"));
        assertTrue(trueEye("E5"));
        assertFalse(trueEye("G5"));
        assertFalse(trueEye("A9"), "not an eye at all");
    }
}
