package jpd.match;

import jpd.player.TimeControl;

/** One side's clock, kept by the referee: main time, then Canadian periods of so many stones. */
final class Clock {
    private final TimeControl control;
    private double main;
    private double period;
    private int stones;
    private boolean overtime;
    private boolean expired;

    Clock(TimeControl control) {
        this.control = control;
        this.main = control.mainSeconds();
    }

    /** Whether the clock runs at all. */
    boolean runs() {
        return control.kind() != TimeControl.Kind.NONE;
    }

    /** Charges one move that took this many seconds. */
    void spend(double seconds) {
        if (!runs() || expired) {
            return;
        }
        double charged = seconds;
        if (!overtime) {
            main -= charged;
            if (main >= 0) {
                return;
            }
            charged = -main;
            main = 0;
            if (control.kind() != TimeControl.Kind.CANADIAN) {
                expired = true;
                return;
            }
            overtime = true;
            period = control.periodSeconds();
            stones = control.periodCount();
        }
        period -= charged;
        if (period < 0) {
            expired = true;
            return;
        }
        stones--;
        if (stones == 0) {
            period = control.periodSeconds();
            stones = control.periodCount();
        }
    }

    /** Whether the side has overstepped its time. */
    boolean expired() {
        return expired;
    }

    /** The arguments of GTP {@code time_left}: whole seconds left and stones left (0 in main time). */
    String timeLeft() {
        return overtime ? (int) Math.floor(period) + " " + stones : (int) Math.floor(main) + " 0";
    }
}
