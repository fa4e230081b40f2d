package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jpd.player.ScratchBoards;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class BensonTest {

    @Test
    void aChainWithTwoVitalRegionsIsPassAliveAndAnEyeWithOneEyeIsNot() {
        Board board = ScratchBoards.copyOf(Positions.game("""
                . X . X O . .
                X X X X O . .
                . . . X O . .
                X X X X O . .
                . O . X O O O
                X X X X . . .
                . . . . . . .
                """, RuleSet.DEFAULT, Color.BLACK).board());
        int[] marks = Benson.analyse(board);
        assertEquals(1, marks[board.cell(Positions.at("B7"))]);
        assertEquals(-1, marks[board.cell(Positions.at("B3"))]);
        assertEquals(0, marks[board.cell(Positions.at("E7"))], "White's wall has no eye at all");
    }
}
