package jpd.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.testing.LogCapture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A client replaying our game with passes where we had virtual moves (Sabaki's sync) keeps our counts. */
class ReplayGuardTest {
    private final GtpHarness gtp = GtpHarness.start();
    @RegisterExtension
    final LogCapture log = new LogCapture();

    private void play(String... moves) {
        for (String move : moves) {
            gtp.ok("play " + move);
        }
    }

    private String virtualCounts() {
        String report = gtp.ok("jpd-score_report");
        return report.replaceAll("(?s).*(virtual_black: \\d+).*(virtual_white: \\d+).*", "$1 $2");
    }

    @Test
    void undoThenAReplayedPassKeepsTheVirtualMove() {
        play("b E5", "w virtual", "b C3");
        gtp.ok("undo");
        gtp.ok("undo");
        play("w pass", "b C3");
        assertEquals("virtual_black: 0 virtual_white: 1", virtualCounts());
        assertEquals("play", gtp.ok("jpd-phase"));
        log.assertLogged("WARN", "replayed 'play white pass' as action 2", "kept as the virtual move");
    }

    @Test
    void clearBoardThenAFullReplayKeepsEveryVirtualMove() {
        play("b E5", "w virtual", "b C3", "w D4", "b virtual", "w C7");
        gtp.ok("clear_board");
        play("b E5", "w pass", "b C3", "w D4", "b pass", "w C7");
        assertEquals("virtual_black: 1 virtual_white: 1", virtualCounts());
        assertTrue(gtp.ok("showboard").contains("moves: black 3 white 3"));
        log.assertLogged("WARN", "replayed 'play black pass' as action 5", "kept as the virtual move");
    }

    @Test
    void aReplayThatLeavesTheLinePassesForReal() {
        play("b E5", "w virtual", "b C3");
        gtp.ok("clear_board");
        play("b D4", "w pass");
        assertEquals("virtual_black: 0 virtual_white: 0", virtualCounts());
        assertEquals("", log.text());
    }

    @Test
    void anotherBoardSizeIsNoReplay() {
        play("b E5", "w virtual");
        gtp.ok("boardsize 7");
        play("b E5", "w pass");
        assertEquals("virtual_black: 0 virtual_white: 0", virtualCounts());
    }
}
