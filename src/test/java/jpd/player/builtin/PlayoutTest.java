package jpd.player.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jpd.rules.Board;
import jpd.rules.Color;
import org.junit.jupiter.api.Test;

class PlayoutTest {

    @Test
    void anOwnChainTheLastMoveLeftWithTwoLibertiesTakesTheOneThatGivesAThird() {
        Board board = new Board(9);
        board.place(board.cell(4, 4), Color.BLACK);
        board.place(board.cell(3, 4), Color.WHITE);
        board.place(board.cell(3, 3), Color.WHITE);
        board.place(board.cell(5, 3), Color.WHITE);
        int last = board.cell(4, 5);
        // Black's stone keeps (4,3), which would leave it two liberties, and (5,4), which gives it three.
        int third = board.cell(5, 4);
        for (long seed = 1; seed <= 20; seed++) {
            Position position = new Position(9);
            position.reset(SearchRoot.forPlayouts(board, Color.WHITE));
            Trace trace = new Trace(4 * 81);
            trace.add(last, Color.WHITE);
            position.play(last);
            new Playout(seed).run(position, trace);
            assertEquals(third, trace.cell(1), "seed " + seed + ": Black's first playout move");
        }
    }
}
