package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.player.TimeControl;
import org.junit.jupiter.api.Test;

class ClockTest {

    @Test
    void canadianTimeRunsIntoPeriodsOfStonesAndExpiresWithinOne() {
        Clock clock = new Clock(TimeControl.ofGtp(1, 2, 2));
        clock.spend(0.5);
        assertEquals("0 0", clock.timeLeft());
        clock.spend(1.0);
        assertEquals("1 1", clock.timeLeft());
        clock.spend(1.0);
        assertEquals("2 2", clock.timeLeft());
        assertFalse(clock.expired());
        clock.spend(2.5);
        assertTrue(clock.expired());
    }

    @Test
    void absoluteTimeExpiresWhenSpentAndNoTimeNeverDoes() {
        Clock absolute = new Clock(TimeControl.ofGtp(1, 0, 0));
        absolute.spend(1.5);
        assertTrue(absolute.expired());
        Clock none = new Clock(TimeControl.NONE);
        none.spend(1e9);
        assertFalse(none.runs());
        assertFalse(none.expired());
    }
}
