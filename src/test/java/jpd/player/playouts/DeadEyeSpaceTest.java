package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.player.ScratchBoards;
import jpd.rules.Board;
import jpd.rules.Positions;
import org.junit.jupiter.api.Test;

class DeadEyeSpaceTest {
    private static boolean dead(String diagram, String stone) {
        Board board = ScratchBoards.copyOf(Positions.game(diagram).board());
        return DeadEyeSpace.isDead(board, board.cell(Positions.at(stone)));
    }

    @Test
    void aSquareOfFourInTheCornerIsOneEye() {
        assertTrue(dead("""
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                X X X X . . . . .
                O O O X . . . . .
                . . O X . . . . .
                . . O X . . . . .
                O O O X . . . . .
                """, "A4"));
    }

    @Test
    void aTwoPointEyeIsOneButABentThreeIsLeftToThePlayoutsAndAStraightFourIsTwo() {
        String twoPoints = """
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                X X X X . . . . .
                O O O X . . . . .
                O . O X . . . . .
                . O O X . . . . .
                O O X X . . . . .
                """;
        assertFalse(dead(twoPoints, "A4"), "B3 and A2 are two eyes");
        String twoPointsJoined = """
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                X X X X . . . . .
                O O O X . . . . .
                . . O X . . . . .
                O O O X . . . . .
                X X X X . . . . .
                """;
        assertTrue(dead(twoPointsJoined, "A4"));
        String bentThree = """
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                X X X X . . . . .
                O O O X . . . . .
                . . O X . . . . .
                . O O X . . . . .
                O O X X . . . . .
                """;
        assertFalse(dead(bentThree, "A4"));
        String straightFour = """
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                X X X X X X X . .
                O O O O O O X . .
                . . . . O O X . .
                O O O O O X X . .
                X X X X X X . . .
                """;
        assertFalse(dead(straightFour, "A4"));
    }

    @Test
    void twoEyesALibertyOutsideOrAnEnemyShortOfLibertiesAreNotDead() {
        assertFalse(dead("""
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                X X X X . . . . .
                O O O X . . . . .
                . O O X . . . . .
                O . O X . . . . .
                O O O X . . . . .
                """, "A4"), "two eyes");
        assertFalse(dead("""
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                X X . X . . . . .
                O O O X . . . . .
                . . O X . . . . .
                . O O X . . . . .
                O O X X . . . . .
                """, "A4"), "a liberty at C5 outside");
        assertFalse(dead("""
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . O . . . . . . .
                X X X O . . . . .
                O O X O . . . . .
                . O X O . . . . .
                O O X O . . . . .
                X X X O . . . . .
                """, "A4"), "Black's wall has two liberties, no more than the eye's one point plus one");
    }
}
