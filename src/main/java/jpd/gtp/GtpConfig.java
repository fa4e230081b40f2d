package jpd.gtp;

import jpd.rules.Point;
import jpd.rules.RuleSet;

/**
 * How a GTP session starts.
 *
 * @param size  the board size, 2..25
 * @param komi  the komi Black gives, finite
 * @param rules the rule set
 * @param seed  the seed of every random choice the front end makes (free handicap placement)
 * @param keepVirtualOnReplay whether a pass sent where the session played a virtual move before
 *              stays that virtual move (GUIs that store virtual moves as passes); off: a pass is a pass
 */
public record GtpConfig(int size, double komi, RuleSet rules, long seed, boolean keepVirtualOnReplay) {
    /** Komi beyond this is refused: no board is big enough for it to matter. */
    public static final double MAX_KOMI = 1000;

    public GtpConfig {
        if (size < 2 || size > Point.MAX_SIZE) {
            throw new IllegalArgumentException("board size must be 2.." + Point.MAX_SIZE + ": " + size);
        }
        if (!Double.isFinite(komi) || Math.abs(komi) > MAX_KOMI) {
            throw new IllegalArgumentException("komi must be a number between -" + (int) MAX_KOMI + " and "
                    + (int) MAX_KOMI + ": " + komi);
        }
    }

    /** A session in which every command means exactly what it says. */
    public GtpConfig(int size, double komi, RuleSet rules, long seed) {
        this(size, komi, rules, seed, false);
    }
}
