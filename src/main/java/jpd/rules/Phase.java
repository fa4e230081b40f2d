package jpd.rules;

import java.util.Locale;

/** The phases of a game (RULES.md §5–6), plus the end of a game by repetition. */
public enum Phase {
    /** Normal play. */
    PLAY,
    /** Two passes stopped play; statuses are agreed, or a dispute is resumed. */
    STOPPED,
    /** Play resumed to settle a dispute. */
    DISPUTE,
    /** A repetition ended the game: a draw (art2014-simple) or void (art-novirtual ko=simple). */
    ENDED;

    /** The lower-case name that {@code jpd-phase} answers. */
    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
