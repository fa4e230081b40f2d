package jpd.player.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.player.ScratchBoards;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class PriorsTest {
    /** X at D4 in atari can run to D3, where White chases it into the lower left corner. */
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
    /** The same with an X on B3, on the ladder's path: the run escapes. */
    private static final String BROKEN_LADDER = """
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . O . . . . .
            . . O X O . . . .
            . . . . O . . . .
            . X . . . . . . .
            . . . . . . . . .
            """;

    private static Board board(String diagram) {
        return ScratchBoards.copyOf(Positions.game(diagram, RuleSet.DEFAULT, Color.BLACK).board());
    }

    /** The prior value Priors gives a stone of this colour on this vertex. */
    private static double prior(Board board, Color color, String vertex) {
        int cell = board.cell(Positions.at(vertex));
        Node node = new Node(new int[] {cell});
        Priors.apply(node, board, color, -1);
        assertEquals(node.amafWins[0] / node.amafVisits[0], node.priors[0], 1e-6, "the same prior for RAVE and the mean");
        return node.priors[0];
    }

    @Test
    void runningIntoAWorkingLadderLooksBadAndAnEscapeLooksGood() {
        assertTrue(prior(board(LADDER), Color.BLACK, "D3") < 0.5, "D3 runs into the ladder");
        assertTrue(prior(board(BROKEN_LADDER), Color.BLACK, "D3") > 0.5, "B3 breaks the ladder: D3 escapes");
    }

    @Test
    void onBigBoardsTheThirdAndFourthLinesOfAnEmptyAreaLookBetterThanTheCentre() {
        Board big = new Board(13);
        double centre = prior(big, Color.BLACK, "G7");
        assertTrue(prior(big, Color.BLACK, "C3") > centre, "third line");
        assertTrue(prior(big, Color.BLACK, "D10") > centre, "fourth line");
        assertTrue(prior(big, Color.BLACK, "B2") < centre, "second line");

        Board small = new Board(9);
        assertEquals(prior(small, Color.BLACK, "E5"), prior(small, Color.BLACK, "C3"), "9x9 has no such points");
    }
}
