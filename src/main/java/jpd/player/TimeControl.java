package jpd.player;

/**
 * A time control as GTP sets it: none, absolute, Canadian or Japanese byo-yomi.
 *
 * @param kind          which system
 * @param mainSeconds   the main time
 * @param periodSeconds the length of a byo-yomi or Canadian period
 * @param periodCount   byo-yomi: the number of periods; Canadian: the stones per period
 */
public record TimeControl(Kind kind, int mainSeconds, int periodSeconds, int periodCount) {

    /** Time systems. */
    public enum Kind { NONE, ABSOLUTE, CANADIAN, BYOYOMI }

    /** No time limit. */
    public static final TimeControl NONE = new TimeControl(Kind.NONE, 0, 0, 0);

    public TimeControl {
        if (mainSeconds < 0 || periodSeconds < 0 || periodCount < 0) {
            throw new IllegalArgumentException("times and counts must not be negative");
        }
    }

    /**
     * GTP {@code time_settings main byo stones}: byo-yomi time 0 means absolute time; stones 0
     * with a positive byo-yomi time means no limit; otherwise Canadian.
     */
    public static TimeControl ofGtp(int mainSeconds, int periodSeconds, int periodStones) {
        if (periodSeconds > 0 && periodStones == 0) {
            return NONE;
        }
        if (periodSeconds == 0) {
            return new TimeControl(Kind.ABSOLUTE, mainSeconds, 0, 0);
        }
        return new TimeControl(Kind.CANADIAN, mainSeconds, periodSeconds, periodStones);
    }

    /**
     * Equal components, compared by hand: the record's generated equals is bootstrapped through method handles on
     * its first call, which costs a fresh adapter tens of milliseconds at its first timed move.
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof TimeControl time && kind == time.kind && mainSeconds == time.mainSeconds
                && periodSeconds == time.periodSeconds && periodCount == time.periodCount;
    }

    /** Agrees with {@link #equals}, written by hand for the same reason. */
    @Override
    public int hashCode() {
        return ((kind.ordinal() * 31 + mainSeconds) * 31 + periodSeconds) * 31 + periodCount;
    }
}
