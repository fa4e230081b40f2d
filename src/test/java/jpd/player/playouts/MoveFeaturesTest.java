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

class MoveFeaturesTest {
    /**
     * O at G8 is in atari and next to the X at G9, which is in atari too: taking G8 at H8 saves G9.
     * O at B8 in atari touches no X in atari: taking it at A8 is a plain capture. A1 is a self-atari.
     */
    private static final String CAPTURES = """
            . X . . . O X . .
            . O X . . X O . .
            . X . . . . X . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . O . . . . . . .
            """;

    private final MoveFeatures features = new MoveFeatures();

    private static Board board(String diagram) {
        return ScratchBoards.copyOf(Positions.game(diagram, RuleSet.DEFAULT, Color.BLACK).board());
    }

    private static int cell(Board board, String vertex) {
        return board.cell(Positions.at(vertex));
    }

    @Test
    void aCaptureThatSavesAnOwnChainInAtariIsToldFromAPlainOne() {
        Board board = board(CAPTURES);
        assertTrue(MoveFeatures.savingCapture(board, cell(board, "H8"), Color.BLACK), "H8 takes G8 and saves G9");
        assertFalse(MoveFeatures.savingCapture(board, cell(board, "A8"), Color.BLACK), "A8 takes one stone, saves none");
        assertFalse(MoveFeatures.savingCapture(board, cell(board, "E5"), Color.BLACK), "E5 takes nothing");
    }

    @Test
    void aSelfAtariOfOneStoneIsSeen() {
        Board board = board(CAPTURES);
        assertTrue(MoveFeatures.selfAtari(board, cell(board, "A1"), Color.BLACK), "A1 between two white stones");
        assertFalse(MoveFeatures.selfAtari(board, cell(board, "E5"), Color.BLACK));
    }

    @Test
    void anAtariIsSeen() {
        Board board = new Board(9);
        board.place(Positions.at("E5"), Color.WHITE);
        board.place(Positions.at("E6"), Color.BLACK);
        assertFalse(features.atari(board, cell(board, "D5"), Color.BLACK), "E5 keeps two liberties");
        board.place(Positions.at("D5"), Color.BLACK);
        assertTrue(features.atari(board, cell(board, "F5"), Color.BLACK), "F5 leaves E5 only E4");
        assertFalse(features.atari(board, cell(board, "F5"), Color.WHITE), "not for White");
    }

    @Test
    void anEscapeIntoAWorkingLadderIsToldFromOneThatGainsLiberties() {
        Board ladder = board(PriorsTest.LADDER);
        assertEquals(MoveFeatures.RUNS_INTO_LADDER, features.escape(ladder, cell(ladder, "D3"), Color.BLACK));
        Board broken = board(PriorsTest.BROKEN_LADDER);
        assertEquals(MoveFeatures.ESCAPES, features.escape(broken, cell(broken, "D3"), Color.BLACK),
                "escapes to two liberties, the ladder broken");
        assertEquals(MoveFeatures.NO_ESCAPE, features.escape(broken, cell(broken, "E5"), Color.BLACK));
    }

    @Test
    void nearTheLastMoveMeansWithinAKnightsMove() {
        Board board = new Board(9);
        assertTrue(MoveFeatures.nearLastMove(board, cell(board, "E5"), cell(board, "E6")), "next to it");
        assertTrue(MoveFeatures.nearLastMove(board, cell(board, "E5"), cell(board, "F7")), "a knight's move");
        assertFalse(MoveFeatures.nearLastMove(board, cell(board, "E5"), cell(board, "E8")), "three lines away");
        assertFalse(MoveFeatures.nearLastMove(board, cell(board, "E5"), -1), "no last move");
    }

    @Test
    void theLineCountsFromTheNearestEdge() {
        Board board = new Board(9);
        assertEquals(1, MoveFeatures.line(board, cell(board, "A5")));
        assertEquals(3, MoveFeatures.line(board, cell(board, "C7")));
        assertEquals(5, MoveFeatures.line(board, cell(board, "E5")));
    }
}
