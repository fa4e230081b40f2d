package jpd.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
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
        assertTrue(avoided.allows(white, AvoidedMoves.PASS, 0));
        assertFalse(avoided.allows(white, cell("B1"), 0), "avoided by the second option");
        assertFalse(avoided.allows(white, cell("D4"), 0));
        assertFalse(avoided.allows(white, AvoidedMoves.VIRTUAL, 0));
        assertTrue(avoided.allows(white, cell("D4"), 1));
        assertFalse(avoided.allows(white, cell("B1"), 2));
        int[] moves = {cell("A1"), cell("B1"), cell("D4"), AvoidedMoves.PASS};
        assertEquals(List.of(cell("A1"), AvoidedMoves.PASS),
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
}
