package jpd.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** GoGui's ruler protocol and the score drawing, in process. */
class RulerCommandsTest {
    private final GtpHarness gtp = GtpHarness.start();

    @Test
    void theRulerFollowsBoardTurnAndCaptures() {
        gtp.ok("boardsize 3");
        assertEquals("Go", gtp.ok("gogui-rules_game_id"));
        assertEquals("3", gtp.ok("gogui-rules_board_size"));
        for (String move : new String[] {"b A2", "w A1", "b B1"}) {
            gtp.ok("play " + move);
        }
        assertEquals("...\nX..\n.X.", gtp.ok("gogui-rules_board"));
        assertEquals("white", gtp.ok("gogui-rules_side_to_move"));
        assertEquals("1 0", gtp.ok("gogui-rules_captured_count"));
        gtp.ok("play w virtual");
        assertEquals("black", gtp.ok("gogui-rules_side_to_move"));
        assertEquals("TEXT virtual stones: Black 0, White 1; black to move", gtp.ok("gogui-rules_board_gfx"));
    }

    @Test
    void legalMovesLeaveOutVirtualAndAreEmptyOnceStoppedUntilADispute() {
        gtp.ok("boardsize 2");
        assertEquals("A1 B1 A2 B2 pass virtual", gtp.ok("jpd-legal_moves"));
        assertEquals("A1 B1 A2 B2 pass", gtp.ok("gogui-rules_legal_moves"));
        gtp.ok("play b pass");
        gtp.ok("play w pass");
        assertEquals("", gtp.ok("gogui-rules_legal_moves"));
        gtp.ok("jpd-dispute");
        assertEquals("A1 B1 A2 B2 pass", gtp.ok("gogui-rules_legal_moves"));
    }

    @Test
    void theFinalResultIsTheScoreReportInWords() {
        gtp.ok("boardsize 3");
        gtp.ok("komi 0.5");
        for (String move : new String[] {"b B1", "w virtual", "b B2", "w pass", "b B3", "w pass", "b pass"}) {
            gtp.ok("play " + move);
        }
        gtp.ok("jpd-dead");
        assertEquals(String.join("\n",
                "Artistic score (art2014 komi_rule=fixed)",
                "Black: 6 points = territory 6 - fill-back 0 (captured 0, dead 0, virtual 0)",
                "White: -1 points = territory 0 - fill-back 1 (captured 0, dead 0, virtual 1)",
                "Komi 0.5: result B+6.5, margin 6.5",
                "Area equivalent: Black 8, White 1 (0 shared points)",
                "Statuses: agreed"), gtp.ok("gogui-rules_final_result"));
    }

    @Test
    void theScoreDrawingShowsPointsDeadStonesAndSekiLiberties() {
        gtp.ok("boardsize 5");
        String[] moves = {"b A4", "w A3", "b B4", "w B3", "b C4", "w C3", "b D1", "w D4", "b E1", "w D5",
            "b E2", "w D3"};
        for (String move : moves) {
            gtp.ok("play " + move);
        }
        gtp.ok("jpd-seki A4 D5");
        gtp.ok("jpd-dead D1");
        String gfx = gtp.ok("jpd-score_gfx");
        assertTrue(gfx.startsWith("BLACK A5 B5\nWHITE "), gfx);
        assertTrue(gfx.contains("\nMARK D1 E1 E2\nTRIANGLE A5 B5\nTEXT Black "), gfx);
        assertTrue(gfx.endsWith("(agreed statuses)"), gfx);
        assertFalse(gfx.contains("WHITE A5"), gfx);
    }
}
