package jpd.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Every error leaves the game, the agreement and the settings exactly as they were. */
class ErrorsKeepStateTest {
    private static final String[] BAD = {
        "play b D4", "play w D4", "play b Z99", "play b", "play b D4 D5", "play purple E5", "play w virtual",
        "boardsize 1", "boardsize 26", "boardsize 99999999999999999999", "boardsize x", "komi 1e400", "komi nan",
        "komi 1e9", "fixed_handicap 2", "place_free_handicap 3", "set_free_handicap A1 B1", "set_free_handicap A1",
        "jpd-rules art-novirtual", "jpd-rules nonsense", "jpd-rules_param ko simple", "jpd-dispute",
        "jpd-dead E1", "jpd-dead D4 E1", "jpd-seki A1", "jpd-claim b D4", "jpd-claim w C3", "jpd-claim b Z1",
        "jpd-extended_moves", "jpd-extended_moves yes", "final_status_list sleepy", "final_status_list",
        "time_settings 1 2 -3", "kgs-time_settings byoyomi 1", "time_left b x 0", "is_legal b", "genmove",
        "genmove red", "reg_genmove", "undo 2", "showboard x", "unknown_thing", "jpd-legal_moves now",
        "\u00e4\u00f6\u00fc", "known_command", "jpd-phase 1",
    };

    @Test
    void noErrorChangesWhatGtpCanSee() {
        GtpHarness gtp = GtpHarness.start();
        gtp.ok("play b D4");
        gtp.ok("play w virtual");
        gtp.ok("play b pass");
        gtp.ok("jpd-claim b C3");
        gtp.ok("jpd-seki D4");
        String before = gtp.state();
        assertTrue(before.contains("territory_black: 80\n"), before);
        assertTrue(before.contains("\n= D4\n\n"), before);
        for (String command : BAD) {
            gtp.error(command);
            assertEquals(before, gtp.state(), command);
        }
    }
}
