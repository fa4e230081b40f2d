package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Positions;
import org.junit.jupiter.api.Test;

class EyesTest {

    private static boolean trueEye(Game game, String vertex) {
        Board board = SearchRoot.of(game, Color.BLACK, 6.5, false).board();
        return Eyes.isTrueEye(board, board.cell(Positions.at(vertex)), Color.BLACK);
    }

    @Test
    void oneOpponentDiagonalMakesAFalseEyeOnTheEdge() {
        Game game = Positions.game("""
                . . . . .
                . . . . .
                . . . . .
                X O . . .
                . X . . .
                """);
        assertFalse(trueEye(game, "A1"), "the corner");
        Game edge = Positions.game("""
                . . . . .
                . . . . .
                . . . . .
                O X O . .
                X . X . .
                """);
        assertFalse(trueEye(edge, "B1"));
    }

    @Test
    void anEyeShapeNextToAnOwnChainInAtariMayBeFilledToConnect() {
        Game game = Positions.game("""
                . . . . .
                . X X X .
                . X . X .
                . O X O .
                . . O . .
                """);
        assertFalse(trueEye(game, "C3"), "C2 is in atari and connects only through C3");
        SearchRoot root = SearchRoot.of(game, Color.BLACK, 6.5, false);
        int cell = root.board().cell(Positions.at("C3"));
        assertTrue(Node.indexOf(root.moves(), cell) >= 0, "the connection is a root move");
    }

    @Test
    void anEdgeEyeIsFalseWithOneEnemyDiagonalAndAMiddleEyeWithTwo() {
        // A1 and C1: edge eyes of Black, A1 with no White diagonal, C1 with White's D2. E5 and G5: Black's eyes
        // in the middle, E5 with one White diagonal (D4), G5 with two (H4, H6).
        Game game = Positions.game("""
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . X . X O .
                . . . X . X . X .
                . . . O X . X O .
                . . . . . . . . .
                X X X O . . . . .
                . X . X . . . . .
                """);
        assertTrue(trueEye(game, "A1"));
        assertFalse(trueEye(game, "C1"));
        assertTrue(trueEye(game, "E5"));
        assertFalse(trueEye(game, "G5"));
        assertFalse(trueEye(game, "A9"), "not an eye at all");
    }
}
