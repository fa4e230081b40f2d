package jpd.match;

import java.util.Locale;

/** What becomes of the game in progress when an engine crashes, hangs or cannot be kept in step. */
public enum FailurePolicy {
    /** The game has no result and counts for nobody. */
    VOID,
    /** The failing engine loses the game. */
    FORFEIT;

    /** The policy of this name ({@code void}, {@code forfeit}, any case). */
    public static FailurePolicy parse(String name) {
        try {
            return valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown policy '" + name + "' (known: void, forfeit)");
        }
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
