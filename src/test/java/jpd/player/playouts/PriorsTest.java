package jpd.player.playouts;

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
    static final String LADDER = """
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
    static final String BROKEN_LADDER = """
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

    /** The prior value Priors gives a stone of this colour on this vertex, among every empty point's. */
    private static double prior(Board board, Color color, String vertex) {
        int[] moves = new int[board.emptyCount()];
        int at = -1;
        for (int i = 0; i < moves.length; i++) {
            moves[i] = board.emptyCell(i);
            if (moves[i] == board.cell(Positions.at(vertex))) {
                at = i;
            }
        }
        Node node = new Node(moves);
        Priors.apply(node, board, color, -1);
        assertEquals(node.amafWins[at] / node.amafVisits[at], node.priors[at], 1e-6, "the same prior for RAVE and the mean");
        return node.priors[at];
    }

    @Test
    void runningIntoAWorkingLadderLooksFarWorseThanAnEscape() {
        double run = prior(board(LADDER), Color.BLACK, "D3");
        double escape = prior(board(BROKEN_LADDER), Color.BLACK, "D3");
        assertTrue(escape > 0.5, "B3 breaks the ladder: D3 escapes, " + escape);
        assertTrue(run < escape - 0.2, "D3 runs into the ladder, " + run + " against " + escape);
    }

    @Test
    void onAnEmptyBoardTheThirdAndFourthLinesLookBetterThanTheFirstTwo() {
        Board big = new Board(13);
        double centre = prior(big, Color.BLACK, "G7");
        assertTrue(prior(big, Color.BLACK, "C3") > centre, "third line");
        assertTrue(prior(big, Color.BLACK, "D10") > centre, "fourth line");
        assertTrue(prior(big, Color.BLACK, "B2") < centre, "second line");
        assertTrue(prior(big, Color.BLACK, "A7") < centre, "first line");
    }

    @Test
    void aPassOrVirtualMoveGetsNoPrior() {
        Board board = new Board(9);
        Node node = new Node(new int[] {board.cell(Positions.at("E5")), Position.PASS, Position.VIRTUAL});
        Priors.apply(node, board, Color.BLACK, -1);
        assertEquals(0.5, node.priors[0], 1e-6, "the only real move is the average one");
        assertEquals(0, node.amafVisits[1]);
        assertEquals(0, node.amafVisits[2]);
    }
}
