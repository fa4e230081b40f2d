package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jpd.rules.Board;
import jpd.rules.Color;
import org.junit.jupiter.api.Test;

class LastGoodRepliesTest {
    private static final int BLACK = Color.BLACK.code();
    private static final int WHITE = Color.WHITE.code();
    private final Board board = new Board(9);
    private final LastGoodReplies replies = new LastGoodReplies(board.stride());

    /** Black plays a, White b, Black c: the moves of the first simulation of each test. */
    private final int a = board.cell(2, 2);
    private final int b = board.cell(3, 2);
    private final int c = board.cell(3, 3);
    private final int elsewhere = board.cell(5, 5);

    /** A trace of alternating moves, Black first. */
    private static Trace trace(int... cells) {
        Trace trace = new Trace(cells.length);
        for (int i = 0; i < cells.length; i++) {
            trace.add(cells[i], i % 2 == 0 ? Color.BLACK : Color.WHITE);
        }
        return trace;
    }

    @Test
    void theWinnersRepliesAreStoredAndTheLosersAreNot() {
        replies.learn(trace(a, b, c), BLACK);
        assertEquals(c, replies.toLast(trace(a, b), BLACK), "Black's reply to b");
        assertEquals(c, replies.toLastTwo(trace(a, b), BLACK), "Black's reply to a then b");
        assertEquals(-1, replies.toLast(trace(a), WHITE), "White lost: its reply to a is not stored");
        assertEquals(-1, replies.toLast(trace(a, b), WHITE), "White is not to reply to its own move");
    }

    @Test
    void aReplyThatLosesIsForgottenAndADrawTeachesNothing() {
        replies.learn(trace(a, b, c), BLACK);
        replies.learn(trace(elsewhere, b, c), 0);
        assertEquals(c, replies.toLast(trace(a, b), BLACK), "a draw forgets nothing");
        replies.learn(trace(elsewhere, b, c), WHITE);
        assertEquals(-1, replies.toLast(trace(a, b), BLACK), "c lost after b: forgotten");
        assertEquals(c, replies.toLastTwo(trace(a, b), BLACK), "after a then b it was not tried again: kept");
    }

    @Test
    void aPlayoutFollowsAStoredReply() {
        int white = board.cell(6, 6);
        int reply = board.cell(1, 7);
        // A lost game of White's first: Black answered White's move at (6,6) with the reply and won.
        Trace taught = new Trace(2);
        taught.add(white, Color.WHITE);
        taught.add(reply, Color.BLACK);
        replies.learn(taught, BLACK);

        Position position = new Position(9);
        position.reset(SearchRoot.forPlayouts(new Board(9), Color.WHITE));
        Trace trace = new Trace(4 * 81);
        trace.add(white, Color.WHITE);
        position.play(white);
        new Playout(3, replies).run(position, trace);
        assertEquals(reply, trace.cell(1), "Black's first playout move is the stored reply");
        assertEquals(BLACK, trace.colorCode(1));
    }
}
