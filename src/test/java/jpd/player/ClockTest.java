package jpd.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.rules.Color;
import org.junit.jupiter.api.Test;

class ClockTest {

    @Test
    void withoutATimeControlTheBudgetIsUnlimited() {
        assertTrue(Double.isInfinite(new Clock().budget(Color.BLACK, 20)));
    }

    @Test
    void absoluteTimeIsSharedOverTheMovesToComeAndCountedDown() {
        Clock clock = new Clock();
        clock.set(TimeControl.ofGtp(100, 0, 0));
        assertEquals(100.0 / 20 - 0.3, clock.budget(Color.BLACK, 20), 1e-9);
        clock.spent(Color.BLACK, 60);
        assertEquals(40.0 / 20 - 0.3, clock.budget(Color.BLACK, 20), 1e-9);
        assertEquals(100.0 / 20 - 0.3, clock.budget(Color.WHITE, 20), 1e-9);
    }

    @Test
    void timeLeftInACanadianPeriodSharesThePeriodOverItsStones() {
        Clock clock = new Clock();
        clock.set(TimeControl.ofGtp(0, 30, 10));
        clock.timeLeft(Color.WHITE, 20, 5);
        assertEquals(20.0 / 5 - 0.3, clock.budget(Color.WHITE, 20), 1e-9);
    }

    @Test
    void byoYomiAddsOnePeriodToTheShareOfMainTime() {
        Clock clock = new Clock();
        clock.set(new TimeControl(TimeControl.Kind.BYOYOMI, 0, 10, 3));
        assertEquals(10 - 0.3, clock.budget(Color.BLACK, 20), 1e-9);
        clock.spent(Color.BLACK, 8);
        assertEquals(10 - 0.3, clock.budget(Color.BLACK, 20), 1e-9);
    }

    @Test
    void aShortClockKeepsHalfOfEachShareBackInsteadOfAFixedMargin() {
        Clock clock = new Clock();
        clock.set(TimeControl.ofGtp(1, 0, 0));
        assertEquals(1.0 / 20 / 2, clock.budget(Color.BLACK, 20), 1e-9);
        clock.spent(Color.BLACK, 0.999);
        assertEquals(0.01, clock.budget(Color.BLACK, 20), 1e-9, "the least budget");
    }
}
