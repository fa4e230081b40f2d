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

class LadderTest {
    /** X at D4 in atari runs to D3 with two liberties; White's stone at E3 turns it towards the lower left corner. */
    private static final String LADDER = """
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . O . . . . .
            . . O X O . . . .
            . . . . O . . . .
            . . . . . . . . .
            . . . . . . . . .
            """;

    private final Ladder ladder = new Ladder();

    private static Board board(String diagram) {
        return ScratchBoards.copyOf(Positions.game(diagram, RuleSet.DEFAULT, Color.BLACK).board());
    }

    private static int cell(Board board, String vertex) {
        return board.cell(Positions.at(vertex));
    }

    private boolean captured(Board board, String vertex) {
        return ladder.capturedAfterExtending(board, cell(board, vertex));
    }

    @Test
    void aStoneThatRunsIntoALadderIsCapturedAndTheBoardStaysAsItWas() {
        Board board = board(LADDER);
        String before = board.toString();
        long hash = board.hash();
        int empty = board.emptyCount();
        assertTrue(captured(board, "D4"), "the chase D3, D2 C3, B3 C2, B2 C1 ends in the corner");
        assertEquals(before, board.toString());
        assertEquals(hash, board.hash());
        assertEquals(empty, board.emptyCount());
        assertTrue(board.inAtari(cell(board, "D4")), "the chains are kept too");
    }

    @Test
    void theMirroredLadderIsReadFromTheOtherSide() {
        Board board = board(mirrored(LADDER));
        assertTrue(captured(board, "F4"), "the chase must pick the atari from the right, the mirror image");
    }

    @Test
    void anOwnStoneOnTheLadderPathBreaksIt() {
        Board board = board("""
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . O . . . . .
                . . O X O . . . .
                . . . . O . . . .
                . X . . . . . . .
                . . . . . . . . .
                """);
        assertFalse(captured(board, "D4"), "the runner reaches the stone on B2");
    }

    @Test
    void aChasingStoneThatTheChasePutsInAtariBreaksTheLadder() {
        // X on B4 leaves White's C4 two liberties; the run to C3 takes one, and X takes C4 next.
        Board board = board("""
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . O . . . . .
                . X O X O . . . .
                . . . . O . . . .
                . . . . . . . . .
                . . . . . . . . .
                """);
        assertFalse(board.inAtari(cell(board, "C4")), "C4 is not in atari before the chase");
        assertFalse(captured(board, "D4"), "the runner takes C4 on the way");
    }

    @Test
    void aChasingStoneAlreadyInAtariMeansNoLadder() {
        Board board = board("""
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . X O . . . . .
                . X O X O . . . .
                . . . . O . . . .
                . . . . . . . . .
                . . . . . . . . .
                """);
        assertTrue(board.inAtari(cell(board, "C4")));
        assertFalse(captured(board, "D4"));
    }

    @Test
    void aRunnerThatReachesThreeLibertiesEscapes() {
        Board board = board("""
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . O . . . . .
                . . O X O . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                """);
        assertFalse(captured(board, "D4"), "without E3 the run to D3 has three liberties");
    }

    @Test
    void onTheEdgeAStoneRunningAlongTheFirstLineDies() {
        Board board = board("""
                . . . . .
                . . . . .
                . O . . .
                O X O . .
                . . . . .
                """);
        assertTrue(captured(board, "B2"), "B1 has two liberties, A1 and C1, and the atari on C1 kills");
        Board freed = board("""
                . . . . .
                . . . . .
                . O X . .
                O X O X .
                . . . . .
                """);
        assertFalse(captured(freed, "B2"), "C2 is in atari: the runner takes it");
    }

    @Test
    void theAtariFromTheRightSideStartsTheLadder() {
        // X on F6 breaks the ladder towards the upper right, so only E4 works.
        String diagram = """
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . X . . .
                . . . O . . . . .
                . . O X . . . . .
                . . . . O . . . .
                . . . . . . . . .
                . . . . . . . . .
                """;
        Board board = board(diagram);
        int runner = cell(board, "D4");
        assertTrue(ladder.atariStartsLadder(board, cell(board, "E4"), runner), "E4 drives X into E3's side");
        assertFalse(ladder.atariStartsLadder(board, cell(board, "D3"), runner), "after D3 the run to E4 meets F6");
        assertEquals(board(diagram).toString(), board.toString(), "nothing was played");
    }

    @Test
    void anAtariOnAChainWithMoreLibertiesStartsNoLadder() {
        Board board = board("""
                . . . . .
                . . . . .
                . . X . .
                . . . O .
                . . . . .
                """);
        assertFalse(ladder.atariStartsLadder(board, cell(board, "C2"), cell(board, "C3")));
        assertFalse(ladder.atariStartsLadder(board, cell(board, "B3"), cell(board, "C3")));
    }

    private static String mirrored(String diagram) {
        StringBuilder result = new StringBuilder();
        for (String row : diagram.strip().split("\n")) {
            result.append(new StringBuilder(row).reverse()).append('\n');
        }
        return result.toString();
    }
}
