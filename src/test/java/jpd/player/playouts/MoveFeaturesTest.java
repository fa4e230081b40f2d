package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import jpd.player.ScratchBoards;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Point;
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

    private int[] read(Board board, Color color, String vertex, String last) {
        int[] values = new int[MoveFeatures.GROUPS];
        features.begin(board);
        features.read(board, board.cell(Positions.at(vertex)), color, last == null ? -1 : board.cell(Positions.at(last)),
                values);
        return values;
    }

    @Test
    void aCaptureThatSavesAnOwnChainInAtariIsToldFromAPlainOne() {
        Board board = board(CAPTURES);
        assertEquals(1, read(board, Color.BLACK, "H8", null)[MoveFeatures.CAPTURE], "H8 takes G8 and saves G9");
        assertEquals(2, read(board, Color.BLACK, "A8", null)[MoveFeatures.CAPTURE], "A8 takes one stone");
        assertEquals(0, read(board, Color.BLACK, "E5", null)[MoveFeatures.CAPTURE], "E5 takes nothing");
    }

    @Test
    void aSelfAtariOfOneStoneIsSeen() {
        Board board = board(CAPTURES);
        assertEquals(1, read(board, Color.BLACK, "A1", null)[MoveFeatures.SELF_ATARI], "A1 between two white stones");
        assertEquals(0, read(board, Color.BLACK, "E5", null)[MoveFeatures.SELF_ATARI]);
    }

    @Test
    void anEscapeIntoAWorkingLadderIsToldFromOneThatGainsLiberties() {
        assertEquals(3, read(board(PriorsTest.LADDER), Color.BLACK, "D3", null)[MoveFeatures.ESCAPE], "runs into the ladder");
        assertEquals(1, read(board(PriorsTest.BROKEN_LADDER), Color.BLACK, "D3", null)[MoveFeatures.ESCAPE],
                "escapes to two liberties, the ladder broken");
    }

    @Test
    void theDistanceToTheLastMoveIsCoulomsAndNoneWithoutALastMove() {
        Board board = new Board(9);
        assertEquals(2, read(board, Color.BLACK, "E5", "E6")[MoveFeatures.DISTANCE], "next to it");
        assertEquals(5, read(board, Color.BLACK, "E5", "F7")[MoveFeatures.DISTANCE], "a knight's move");
        assertEquals(17, read(board, Color.BLACK, "A1", "J9")[MoveFeatures.DISTANCE], "far");
        assertEquals(0, read(board, Color.BLACK, "E5", null)[MoveFeatures.DISTANCE]);
    }

    @Test
    void theShapeIsTheSameUnderTheBoardsSymmetriesAndSeesLiberties() {
        Board board = board(CAPTURES);
        int shape = read(board, Color.BLACK, "H8", null)[MoveFeatures.SHAPE];
        for (int symmetry = 0; symmetry < 8; symmetry++) {
            Board turned = transformed(board, symmetry);
            Point h8 = transform(Positions.at("H8"), symmetry, 9);
            int[] values = new int[MoveFeatures.GROUPS];
            features.begin(turned);
            features.read(turned, turned.cell(h8), Color.BLACK, -1, values);
            assertEquals(shape, values[MoveFeatures.SHAPE], "symmetry " + symmetry);
        }
        Board far = board(CAPTURES);
        far.place(Positions.at("D4"), Color.WHITE);
        assertEquals(shape, read(far, Color.BLACK, "H8", null)[MoveFeatures.SHAPE], "a far stone changes nothing");
        Board near = board(CAPTURES);
        near.place(Positions.at("J8"), Color.WHITE);
        assertNotEquals(shape, read(near, Color.BLACK, "H8", null)[MoveFeatures.SHAPE], "a stone next to it does");
        Board fewerLiberties = board(CAPTURES);
        fewerLiberties.place(Positions.at("A7"), Color.WHITE);
        assertNotEquals(read(board(CAPTURES), Color.BLACK, "C6", null)[MoveFeatures.SHAPE],
                read(fewerLiberties, Color.BLACK, "C6", null)[MoveFeatures.SHAPE],
                "A7 takes a liberty of B7, in C6's 3x3 area: C6's shape changes");
    }

    private static Board transformed(Board board, int symmetry) {
        Board result = new Board(board.size());
        for (Point point : board.points()) {
            Color color = board.colorAt(point);
            if (color != null) {
                result.place(transform(point, symmetry, board.size()), color);
            }
        }
        return result;
    }

    private static Point transform(Point point, int symmetry, int size) {
        int x = point.column();
        int y = point.row();
        if ((symmetry & 1) != 0) {
            x = size - 1 - x;
        }
        if ((symmetry & 2) != 0) {
            y = size - 1 - y;
        }
        if ((symmetry & 4) != 0) {
            int swap = x;
            x = y;
            y = swap;
        }
        return Point.of(x, y);
    }
}
