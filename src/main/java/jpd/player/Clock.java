package jpd.player;

import jpd.rules.Color;

/**
 * Each colour's clock as GTP tells it (time_settings, kgs-time_settings, time_left), counted
 * down by the player's own thinking between reports, and the share of it one move may use (the built-in and
 * network players).
 */
public final class Clock {
    /** Kept back from every share of the clock for the protocol round trip and the JVM. */
    private static final double SAFETY_SECONDS = 0.3;
    /** The shortest budget ever given; the search runs at least one simulation anyway. */
    private static final double MINIMUM_SECONDS = 0.01;

    private TimeControl control = TimeControl.NONE;
    private final double[] mainLeft = new double[3];
    private final double[] periodLeft = new double[3];
    /** Stones (Canadian) or periods (byo-yomi) left once in overtime; 0 while in main time. */
    private final int[] overtimeCount = new int[3];

    /** A new time control: both clocks start full. */
    public void set(TimeControl control) {
        this.control = control;
        for (int code = 1; code <= 2; code++) {
            mainLeft[code] = control.mainSeconds();
            periodLeft[code] = control.periodSeconds();
            overtimeCount[code] = 0;
        }
    }

    /** GTP time_left: stones 0 means main time. */
    public void timeLeft(Color color, int seconds, int stones) {
        int code = color.code();
        if (stones == 0) {
            mainLeft[code] = seconds;
            overtimeCount[code] = 0;
        } else {
            mainLeft[code] = 0;
            periodLeft[code] = seconds;
            overtimeCount[code] = stones;
        }
    }

    /** The seconds the next move of this colour may take, with about this many own moves to come. */
    public double budget(Color color, int movesToCome) {
        int code = color.code();
        double main = share(mainLeft[code], movesToCome);
        double seconds = switch (control.kind()) {
            case NONE -> Double.POSITIVE_INFINITY;
            case ABSOLUTE -> main;
            case CANADIAN -> mainLeft[code] > 0 ? main
                    : share(periodLeft[code], overtimeCount[code] > 0 ? overtimeCount[code] : control.periodCount());
            case BYOYOMI -> main + share(periodLeft[code], 1);
        };
        return Math.max(MINIMUM_SECONDS, seconds);
    }

    /**
     * An equal share of these seconds over this many moves, less the safety margin, which takes at
     * most half of a small share: a short clock then still moves, and keeps half of it back.
     */
    private static double share(double seconds, int moves) {
        double share = seconds / Math.max(1, moves);
        return share - Math.min(SAFETY_SECONDS, share / 2);
    }

    /** Counts this much thinking off the colour's clock, as the opponent's clock keeper would. */
    public void spent(Color color, double seconds) {
        int code = color.code();
        if (control.kind() == TimeControl.Kind.NONE) {
            return;
        }
        double overflow = seconds - mainLeft[code];
        mainLeft[code] = Math.max(0, -overflow);
        if (overflow <= 0 || control.kind() == TimeControl.Kind.ABSOLUTE) {
            return;
        }
        if (control.kind() == TimeControl.Kind.BYOYOMI) {
            periodLeft[code] = control.periodSeconds();
            return;
        }
        if (overtimeCount[code] == 0) {
            overtimeCount[code] = control.periodCount();
        }
        periodLeft[code] -= overflow;
        overtimeCount[code]--;
        if (overtimeCount[code] <= 0) {
            periodLeft[code] = control.periodSeconds();
            overtimeCount[code] = control.periodCount();
        }
    }
}
