package jpd.player;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** TimeControl's hand-written equals and hashCode keep the record's meaning. */
class TimeControlTest {

    @Test
    void timeControlsAreEqualExactlyWhenEveryComponentIs() {
        List<TimeControl> controls = new ArrayList<>();
        for (TimeControl.Kind kind : TimeControl.Kind.values()) {
            for (int main : new int[] {0, 60}) {
                for (int period : new int[] {0, 30}) {
                    for (int count : new int[] {0, 5}) {
                        controls.add(new TimeControl(kind, main, period, count));
                    }
                }
            }
        }
        for (int a = 0; a < controls.size(); a++) {
            for (int b = 0; b < controls.size(); b++) {
                TimeControl other = controls.get(b);
                TimeControl copy = new TimeControl(other.kind(), other.mainSeconds(), other.periodSeconds(),
                        other.periodCount());
                assertEquals(a == b, controls.get(a).equals(copy), controls.get(a) + " vs " + copy);
                if (a == b) {
                    assertEquals(controls.get(a).hashCode(), copy.hashCode());
                }
            }
        }
    }

    @Test
    void gtpSettingsMeanTheirSystem() {
        assertEquals(TimeControl.NONE, TimeControl.ofGtp(600, 30, 0));
        assertEquals(new TimeControl(TimeControl.Kind.ABSOLUTE, 600, 0, 0), TimeControl.ofGtp(600, 0, 0));
        assertEquals(new TimeControl(TimeControl.Kind.CANADIAN, 600, 30, 5), TimeControl.ofGtp(600, 30, 5));
    }
}
