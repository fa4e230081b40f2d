package jpd.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BoardTest {

    private static Board board(String diagram) {
        Map<Point, Color> stones = Positions.stones(diagram);
        Board board = new Board(diagram.strip().split("\n").length);
        stones.forEach((point, color) -> board.place(point, color));
        return board;
    }

    @Test
    void captureRemovesChainWithoutLiberty() {
        Board board = board("""
                . X X .
                X O O X
                . X O .
                . . X .
                """);
        int removed = board.place(Positions.at("D2"), Color.BLACK);
        assertEquals(3, removed);
        assertEquals("""
                .XX.
                X..X
                .X.X
                ..X.
                """, board.toString());
        assertEquals(3, board.captured(Color.WHITE));
        assertEquals(0, board.captured(Color.BLACK));
    }

    @Test
    void atariLibertyIsTheLastLiberty() {
        Board board = board("""
                . X O X
                X O O X
                . X O .
                . . X .
                """);
        int white = board.cell(Positions.at("C3"));
        assertTrue(board.inAtari(white));
        assertEquals(board.cell(Positions.at("D2")), board.atariLiberty(white));
    }

    @Test
    void libertyBesidesTellsNoneOneOrMore() {
        Board board = board("""
                . X . O .
                X X X O O
                O O O X X
                . . . X .
                O X . . .
                """);
        int black = board.cell(Positions.at("B5"));
        assertEquals(board.cell(Positions.at("A5")), board.libertyBesides(black, board.cell(Positions.at("C5"))));
        assertEquals(board.cell(Positions.at("C5")), board.libertyBesides(black, board.cell(Positions.at("A5"))));
        int white = board.cell(Positions.at("E4"));
        assertEquals(board.cell(Positions.at("E5")), board.libertyBesides(white, board.cell(Positions.at("C5"))));
        assertEquals(-1, board.libertyBesides(board.cell(Positions.at("D3")), board.cell(Positions.at("E2"))));
        assertEquals(0, board.libertyBesides(board.cell(Positions.at("A1")), board.cell(Positions.at("A2"))));
    }

    @Test
    void singleStoneSuicideLeavesTheBoardAsItWas() {
        Board board = board("""
                . O .
                O . O
                . O .
                """);
        long before = board.hash();
        String text = board.toString();
        assertTrue(board.isSuicide(board.cell(Positions.at("B2")), Color.BLACK));
        assertEquals(1, board.place(Positions.at("B2"), Color.BLACK));
        assertEquals(text, board.toString());
        assertEquals(before, board.hash());
        assertEquals(1, board.captured(Color.BLACK));
    }

    @Test
    void multiStoneSuicideRemovesTheWholeChain() {
        Board board = board("""
                O O O .
                X X O .
                . O O .
                O . . .
                """);
        assertTrue(board.isSuicide(board.cell(Positions.at("A2")), Color.BLACK));
        assertEquals(3, board.place(Positions.at("A2"), Color.BLACK));
        assertEquals("""
                OOO.
                ..O.
                .OO.
                O...
                """, board.toString());
        assertEquals(3, board.captured(Color.BLACK));
    }

    @Test
    void captureComesBeforeSuicide() {
        Board board = board("""
                . X O .
                X O . O
                . X O .
                . . . .
                """);
        assertFalse(board.isSuicide(board.cell(Positions.at("C3")), Color.BLACK));
        assertEquals(1, board.place(Positions.at("C3"), Color.BLACK));
        assertTrue(board.isEmpty(Positions.at("B3")));
        assertEquals(1, board.liberties(Positions.at("C3")));
        assertTrue(board.inAtari(board.cell(Positions.at("C3"))));
    }

    @Test
    void chainAndLibertiesAreExact() {
        Board board = board("""
                . . . .
                . X X .
                . X O .
                . . . .
                """);
        assertEquals(Set.of(Positions.at("B3"), Positions.at("C3"), Positions.at("B2")),
                new HashSet<>(board.chain(Positions.at("B2"))));
        assertEquals(6, board.liberties(Positions.at("C3")));
        assertEquals(2, board.liberties(Positions.at("C2")));
    }

    /** Over random games, incremental state matches a recomputation from scratch. */
    @Test
    void incrementalStateMatchesRecomputation() {
        Random random = new Random(7);
        for (int game = 0; game < 200; game++) {
            int size = 2 + random.nextInt(8);
            Board board = new Board(size);
            for (int move = 0; move < size * size * 3; move++) {
                if (board.emptyCount() == 0) {
                    break;
                }
                int cell = board.emptyCell(random.nextInt(board.emptyCount()));
                Color color = random.nextBoolean() ? Color.BLACK : Color.WHITE;
                long predicted = board.hashAfter(cell, color);
                boolean suicide = board.isSuicide(cell, color);
                int ownBefore = board.captured(color);
                board.place(cell, color);
                assertEquals(predicted, board.hash(), "hashAfter");
                assertEquals(suicide, board.captured(color) > ownBefore, "isSuicide");
                assertConsistent(board);
            }
        }
    }

    private static void assertConsistent(Board board) {
        Board rebuilt = new Board(board.size());
        int stones = 0;
        for (Point point : board.points()) {
            Color color = board.colorAt(point);
            if (color != null) {
                rebuilt.place(point, color);
                stones++;
                int liberties = board.liberties(point);
                assertTrue(liberties > 0, "a chain on the board has a liberty");
                assertEquals(liberties == 1, board.inAtari(board.cell(point)), "atari of " + point);
                assertEquals(board.chain(point).size(), board.chainSize(board.cell(point)));
            }
        }
        assertEquals(board.toString(), rebuilt.toString());
        assertEquals(rebuilt.hash(), board.hash());
        assertEquals(board.size() * board.size() - stones, board.emptyCount());
        Set<Point> empties = new HashSet<>();
        for (int i = 0; i < board.emptyCount(); i++) {
            Point point = board.pointOf(board.emptyCell(i));
            assertTrue(board.isEmpty(point));
            empties.add(point);
        }
        assertEquals(board.emptyCount(), empties.size());
    }
}
