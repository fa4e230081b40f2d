package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.player.ScratchBoards;
import jpd.rules.Board;
import jpd.rules.Positions;
import org.junit.jupiter.api.Test;

class LifeReaderTest {
    private static Board board(String diagram) {
        return ScratchBoards.copyOf(Positions.game(diagram).board());
    }

    private static int at(Board board, String vertex) {
        return board.cell(Positions.at(vertex));
    }

    /** Black's group has one eye, A3, and one liberty shared with White's wall, C1. */
    static final String ONE_EYE = """
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            O O O O . . . . .
            X X X O . . . . .
            . X X O . . . . .
            X X X O . . . . .
            X X . O . . . . .
            """;

    /** Black's corner group: its eye space A1-C1 is a straight three, White to play its middle. */
    private static final String STRAIGHT_THREE = """
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            O O O O O . . . .
            X X X X O . . . .
            X X X X O . . . .
            . . . X O . . . .
            """;

    @Test
    void theVitalPointOfAStraightThreeKillsAndSaves() {
        Board board = board(STRAIGHT_THREE);
        LifeReader reader = new LifeReader(9);
        int stone = at(board, "A3");
        assertTrue(reader.killable(board, stone));
        assertTrue(reader.savedBy(board, stone, at(board, "B1")));
        assertFalse(reader.savedBy(board, stone, at(board, "A1")));
        assertFalse(reader.deadWhateverOwnerPlays(board, stone));
    }

    @Test
    void twoEyesLive() {
        String twoEyes = """
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                O O O O O . . . .
                X X X X O . . . .
                X X X X O . . . .
                . X . X O . . . .
                """;
        Board board = board(twoEyes);
        LifeReader reader = new LifeReader(9);
        assertFalse(reader.killable(board, at(board, "A3")));
        assertTrue(reader.looksAlive(board, at(board, "A3")));
    }

    @Test
    void aGroupWithOneEyeInsideAWallDiesWhateverItPlays() {
        Board board = board(ONE_EYE);
        LifeReader reader = new LifeReader(9);
        assertTrue(reader.deadWhateverOwnerPlays(board, at(board, "B4")));
    }

    @Test
    void aGroupOnTheOpenBoardIsNotRead() {
        String open = """
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . O . . . .
                . . . O X . . . .
                . . . . X O . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                """;
        Board board = board(open);
        LifeReader reader = new LifeReader(9);
        assertFalse(reader.killable(board, at(board, "E5")));
    }
}
