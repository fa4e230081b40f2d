package jpd.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class AgreementCommandsTest {
    private final GtpHarness gtp = GtpHarness.start(new GtpConfig(5, 0.5, RuleSet.DEFAULT, 3));

    /** Black owns the left three columns, White the right column; a white stone sits in Black's area. */
    private void playPosition() {
        gtp.play(GtpHarness.WALLS_AND_INVADER);
    }

    @Test
    void deadStonesChangeTheScoreAndTheStatusLists() {
        playPosition();
        gtp.ok("jpd-dead A3");
        assertEquals("A3", gtp.ok("final_status_list dead"));
        assertEquals("C1 C2 C3 C4 C5\nD1 D2 D3 D4 D5", gtp.ok("final_status_list alive"));
        assertEquals("", gtp.ok("final_status_list seki"));
        // Black: 10 territory, White: 5 territory minus the dead stone.
        assertTrue(gtp.ok("jpd-score_report").contains("territory_black: 10\n"));
        assertEquals("B+5.5", gtp.ok("final_score"));
        gtp.ok("jpd-dead");
        assertEquals("", gtp.ok("final_status_list dead"));
        assertEquals("C1 C2 C3 C4 C5\nD1 D2 D3 D4 D5\nA3", gtp.ok("final_status_list alive"));
    }

    @Test
    void sekiAndClaimsEnterTheReport() {
        playPosition();
        gtp.ok("jpd-seki D1");
        assertEquals("D1 D2 D3 D4 D5", gtp.ok("final_status_list seki"));
        gtp.ok("jpd-claim w A1 A2");
        assertTrue(gtp.ok("jpd-score_report").contains("territory_white: 7\n"), gtp.ok("jpd-score_report"));
        gtp.ok("jpd-claim w A1");
        assertTrue(gtp.ok("jpd-score_report").contains("territory_white: 6\n"));
        assertEquals("vertex A1 is claimed by white", gtp.error("jpd-claim b B1 A1"));
        assertEquals("vertex C1 is not empty", gtp.error("jpd-claim b C1"));
        gtp.ok("jpd-claim w");
        assertTrue(gtp.ok("jpd-score_report").contains("territory_white: 5\n"));
    }

    @Test
    void statusCommandsCheckTheirVertices() {
        playPosition();
        assertEquals("vertex B2 is empty", gtp.error("jpd-dead B2"));
        assertEquals("vertex B2 is empty", gtp.error("jpd-seki B2"));
        assertEquals("invalid vertex 'F1'", gtp.error("jpd-dead F1"));
        assertEquals("invalid color 'red'", gtp.error("jpd-claim red A1"));
        assertEquals("syntax error: expected at least 1 argument, got 0", gtp.error("jpd-claim"));
    }

    @Test
    void theAgreementIsForgottenWhenThePositionChangesOrOnReset() {
        playPosition();
        String estimated = gtp.ok("jpd-score_report");
        for (String change : new String[] {"jpd-reset_status", "undo", "jpd-dispute", "play b B2", "clear_board",
                                           "boardsize 5"}) {
            gtp.send("clear_board\n");
            playPosition();
            gtp.ok("jpd-dead C1");
            assertTrue(gtp.ok("final_status_list dead").startsWith("C1"), change);
            gtp.ok(change);
            assertTrue(!gtp.ok("final_status_list dead").startsWith("C1"), change);
        }
        gtp.send("clear_board\n");
        playPosition();
        assertEquals(estimated, gtp.ok("jpd-score_report"));
    }

    @Test
    void aHandicapForgetsClaimsMadeOnTheEmptyBoard() {
        gtp.ok("jpd-claim b A1");
        assertTrue(gtp.ok("jpd-score_report").contains("territory_black: 1\n"));
        gtp.ok("set_free_handicap C3 D4");
        assertTrue(gtp.ok("jpd-score_report").contains("territory_black: 23\n"));
        gtp.ok("jpd-claim w A1");
        assertTrue(gtp.ok("jpd-score_report").contains("territory_white: 1\n"));
    }

    @Test
    void withoutAgreementStatusesAreEstimatedAndStable() {
        playPosition();
        // The lone white stone cannot live in Black's area: the playouts find it dead.
        assertEquals("A3", gtp.ok("final_status_list dead"));
        assertEquals("B+5.5", gtp.ok("final_score"));
        assertEquals(gtp.ok("jpd-score_report"), gtp.ok("jpd-score_report"));
    }
}
