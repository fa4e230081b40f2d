package jpd.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jpd.player.Player;
import jpd.player.TimeControl;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class TimeCommandsTest {
    private final List<String> told = new ArrayList<>();
    private final GtpHarness gtp = GtpHarness.start(new GtpConfig(9, 6.5, RuleSet.DEFAULT, 1), new Player() {
        @Override
        public Optional<Move> chooseMove(GameView game, Color color, boolean allowVirtual) {
            return Optional.of(Move.PASS);
        }

        @Override
        public void setTime(TimeControl time) {
            told.add(time.toString());
        }

        @Override
        public void timeLeft(Color color, int seconds, int stones) {
            told.add(color + " " + seconds + " " + stones);
        }

        @Override
        public void setKomi(double komi) {
            told.add("komi " + komi);
        }
    });

    @Test
    void timeSettingsReachThePlayerAsRecords() {
        gtp.ok("time_settings 300 30 5");
        gtp.ok("time_settings 300 0 0");
        gtp.ok("time_settings 0 10 0");
        gtp.ok("kgs-time_settings none");
        gtp.ok("kgs-time_settings absolute 60");
        gtp.ok("kgs-time_settings byoyomi 60 30 5");
        gtp.ok("kgs-time_settings Canadian 60 300 25");
        gtp.ok("time_left w 25 3");
        gtp.ok("komi 7");
        assertEquals(List.of(
                "komi 6.5",
                "TimeControl[kind=CANADIAN, mainSeconds=300, periodSeconds=30, periodCount=5]",
                "TimeControl[kind=ABSOLUTE, mainSeconds=300, periodSeconds=0, periodCount=0]",
                "TimeControl[kind=NONE, mainSeconds=0, periodSeconds=0, periodCount=0]",
                "TimeControl[kind=NONE, mainSeconds=0, periodSeconds=0, periodCount=0]",
                "TimeControl[kind=ABSOLUTE, mainSeconds=60, periodSeconds=0, periodCount=0]",
                "TimeControl[kind=BYOYOMI, mainSeconds=60, periodSeconds=30, periodCount=5]",
                "TimeControl[kind=CANADIAN, mainSeconds=60, periodSeconds=300, periodCount=25]",
                "WHITE 25 3",
                "komi 7.0"), told);
    }

    @Test
    void badTimeSettingsAreRefusedAndNotPassedOn() {
        assertEquals("syntax error: '-1' is not in 0..2147483647", gtp.error("time_settings -1 0 0"));
        assertEquals("syntax error: '99999999999' is not in 0..2147483647", gtp.error("time_settings 99999999999 0 0"));
        assertEquals("syntax error: not an integer '1.5'", gtp.error("time_left b 1.5 0"));
        assertEquals("invalid color 'x'", gtp.error("time_left x 1 0"));
        assertEquals("syntax error: expected 2 arguments, got 3", gtp.error("kgs-time_settings absolute 60 5"));
        assertEquals("syntax error: expected none or absolute or byoyomi or canadian, got 'fischer'",
                gtp.error("kgs-time_settings fischer 60"));
        assertEquals("syntax error: expected 3 arguments, got 2", gtp.error("time_settings 1 2"));
        assertEquals(List.of("komi 6.5"), told);
    }
}
