package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.player.ScratchBoards;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Positions;
import org.junit.jupiter.api.Test;

class NakadeTest {
    /** Black's corner group has the straight three A1-C1 as its only eye space, and White holds its middle. */
    private static final String DEAD_CORNER = """
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . X . .
            . . O . . . . . .
            . . . . O . O X .
            . . . . . . . . .
            O O O O O . X . .
            X X X X O . . . .
            . O . X O . . . .
            """;

    private static Board board(String diagram) {
        return ScratchBoards.copyOf(Positions.game(diagram).board());
    }

    private static boolean throwIn(String diagram, String vertex, Color color) {
        Board board = board(diagram);
        int cell = board.cell(Positions.at(vertex));
        assertTrue(Playout.selfAtari(board, cell, color, Playout.SELF_ATARI_LIMIT), vertex + " is a self-atari");
        return new Nakade().isKillingThrowIn(board, cell, color);
    }

    @Test
    void growingTheStoneOnTheVitalPointIntoAChainOfTwoInAtariKills() {
        assertTrue(throwIn(DEAD_CORNER, "A1", Color.WHITE));
        assertTrue(throwIn(DEAD_CORNER, "C1", Color.WHITE));
    }

    @Test
    void aChainInAtariWhoseLibertyTheEnemyDoesNotEncloseIsNoThrowIn() {
        String open = """
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . X . . . . .
                . . X O X . . . .
                . . X . X . . . .
                . . . . . . . . .
                . . . . . . . . .
                """;
        // A stone on D3 leaves D4-D3 one liberty, D2, which is open.
        Board board = board(open);
        int cell = board.cell(Positions.at("D3"));
        assertTrue(Playout.selfAtari(board, cell, Color.WHITE, Playout.SELF_ATARI_LIMIT));
        assertFalse(new Nakade().isKillingThrowIn(board, cell, Color.WHITE));
    }

    @Test
    void fillingTheSharedLibertyOfASekiBesideTheOwnEyeIsNoThrowIn() {
        // The status estimator's seki turned over: Black's H1-J2-H2-G2 has the eye J1, White's
        // F1-F2-E2-D2-D1 the eye E1; G1 is shared.
        String seki = """
                . . . . . X O O O
                . . . . . X . O .
                . . . . . X O O O
                . . . . . X . O .
                . . . . . X O O O
                . . . . . X O O .
                . . X X X X O O O
                . . X O O O X X X
                . . X O . O . X .
                """;
        assertFalse(throwIn(seki, "G1", Color.BLACK), "G1 would leave Black only its own eye J1");
    }

    @Test
    void aThrowInOfAStraightFourIsNoKillButOneOfASquareIs() {
        String straightFive = """
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                X X X X X X X . .
                X X X X X X X . .
                X O O . O . X . .
                """;
        // D1 makes B1-E1, a straight four with F1 its liberty: taken, it leaves two eyes to be made.
        assertFalse(throwIn(straightFive, "D1", Color.WHITE));
        String square = """
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                X X X X X . . . .
                X O O X X . . . .
                X O . . X . . . .
                X X X X X . . . .
                """;
        // C2 makes the square B3-C3-B2-C2 with D2 its liberty: taken, the square is one eye.
        assertTrue(throwIn(square, "C2", Color.WHITE));
    }

    @Test
    void theVitalPointOfACapturedShapeIsItsMostConnectedStone() {
        String shapes = """
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . O .
                . . . . . . O O O
                . . . . . . . . .
                O O O . O O O O .
                """;
        Board board = board(shapes);
        Nakade nakade = new Nakade();
        assertEquals(board.cell(Positions.at("B1")), nakade.vitalPoint(board, board.cell(Positions.at("A1"))));
        assertEquals(board.cell(Positions.at("H3")), nakade.vitalPoint(board, board.cell(Positions.at("G3"))));
        assertEquals(-1, nakade.vitalPoint(board, board.cell(Positions.at("E1"))), "a straight four lives");
    }

    @Test
    void lightPlayoutsKillTheGroupWithADeadEyeSpace() {
        Board board = board(DEAD_CORNER);
        int blackCorner = board.cell(Positions.at("A2"));
        Position position = new Position(9);
        int survived = 0;
        int playouts = 200;
        for (int i = 0; i < playouts; i++) {
            position.reset(SearchRoot.forPlayouts(board, Color.BLACK));
            new Playout(i + 1).run(position, new Trace(4 * 81));
            if (position.board().stoneAt(blackCorner) == Color.BLACK.code()) {
                survived++;
            }
        }
        assertTrue(survived < playouts / 10, "the dead corner lived in " + survived + " of " + playouts + " playouts");
    }
}
