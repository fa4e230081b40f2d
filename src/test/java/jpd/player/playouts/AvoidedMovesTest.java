package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import jpd.player.AnalysisRefusedException;
import jpd.player.ScratchBoards;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class AvoidedMovesTest {
    private final Game game = new Game(7, RuleSet.DEFAULT);
    private final Board board = ScratchBoards.copyOf(game.board());

    private AvoidedMoves parse(String... words) throws AnalysisRefusedException {
        AvoidedMoves avoided = AvoidedMoves.NONE;
        for (int at = 0; at < words.length; at += AvoidedMoves.WORDS) {
            avoided = AvoidedMoves.parse(List.of(words), at, avoided, board);
        }
        return avoided;
    }

    private int cell(String vertex) {
        return board.cell(Positions.at(vertex));
    }

    @Test
    void avoidKeepsTheListedMovesOfOneColourOutDownToItsDepth() throws AnalysisRefusedException {
        AvoidedMoves avoided = parse("avoid", "b", "D4,c3", "2");
        int black = Color.BLACK.code();
        assertFalse(avoided.allows(black, cell("D4"), 0));
        assertFalse(avoided.allows(black, cell("C3"), 1));
        assertTrue(avoided.allows(black, cell("D4"), 2), "from the depth on the move is tried again");
        assertTrue(avoided.allows(black, cell("E5"), 0), "a move not listed");
        assertTrue(avoided.allows(Color.WHITE.code(), cell("D4"), 0), "the other colour");
    }

    @Test
    void allowKeepsEveryOtherMoveOutAndOptionsAddUp() throws AnalysisRefusedException {
        AvoidedMoves avoided = parse("allow", "white", "A1,B1,pass", "1", "avoid", "w", "B1", "3");
        int white = Color.WHITE.code();
        assertTrue(avoided.allows(white, cell("A1"), 0));
        assertTrue(avoided.allows(white, Position.PASS, 0));
        assertFalse(avoided.allows(white, cell("B1"), 0), "avoided by the second option");
        assertFalse(avoided.allows(white, cell("D4"), 0));
        assertFalse(avoided.allows(white, Position.VIRTUAL, 0));
        assertTrue(avoided.allows(white, cell("D4"), 1));
        assertFalse(avoided.allows(white, cell("B1"), 2));
        int[] moves = {cell("A1"), cell("B1"), cell("D4"), Position.PASS};
        assertEquals(List.of(cell("A1"), Position.PASS),
                Arrays.stream(avoided.keep(moves, white, 0)).boxed().toList());
        assertTrue(AvoidedMoves.NONE.allows(white, cell("D4"), 0));
    }

    @Test
    void malformedOptionsAreRefusedWithTheReason() {
        for (List<String> words : List.of(List.of("avoid", "b", "D4"), List.of("avoid", "x", "D4", "1"),
                List.of("avoid", "b", "D4,Z9", "1"), List.of("avoid", "b", "D4,", "1"),
                List.of("allow", "b", "D4", "0"), List.of("allow", "b", "D4", "deep"))) {
            AnalysisRefusedException refused = assertThrows(AnalysisRefusedException.class,
                    () -> AvoidedMoves.parse(words, 0, AvoidedMoves.NONE, board), words::toString);
            assertTrue(refused.getMessage().startsWith(words.get(0)), refused.getMessage());
        }
    }

    @Test
    void theTreeLeavesAvoidedMovesOutOfItsNodesDownToTheDepth() throws AnalysisRefusedException {
        // White's D4 and C3 are avoided for two plies: not at the nodes after Black's first move, again below.
        AvoidedMoves avoided = parse("avoid", "w", "D4,C3", "3");
        SearchRoot root = SearchRoot.of(game, Color.BLACK, 6.5, false).avoiding(avoided);
        Search search = Search.start(root, 3, 1, null, Double.NaN)[0];
        search.run(4000, Long.MAX_VALUE);
        Node tree = search.root();
        assertTrue(tree.indexOf(cell("D4")) >= 0, "Black's D4 is not avoided");
        int whiteNodes = 0;
        int deeperWithD4 = 0;
        for (Node afterBlack : tree.children) {
            if (afterBlack == null) {
                continue;
            }
            whiteNodes++;
            assertEquals(-1, afterBlack.indexOf(cell("D4")));
            assertEquals(-1, afterBlack.indexOf(cell("C3")));
            for (Node afterWhite : afterBlack.children) {
                for (Node third : afterWhite == null ? new Node[0] : afterWhite.children) {
                    if (third != null && third.indexOf(cell("D4")) >= 0) {
                        deeperWithD4++;
                    }
                }
            }
        }
        assertTrue(whiteNodes > 5, "the tree grew White's nodes: " + whiteNodes);
        assertTrue(deeperWithD4 > 0, "at White's second move (ply four, past the depth) D4 is tried again");
    }
}
