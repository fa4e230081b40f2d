package jpd.player.external;

import java.util.Locale;

/** What genmove answers when the engine's move is illegal under our rules or unreadable ({@code --on-illegal}). */
public enum IllegalMovePolicy {
    /** Pass instead. */
    PASS,
    /** Let the built-in player (the one named by {@code --player}) choose instead. */
    BUILTIN,
    /** Resign. */
    RESIGN;

    /** The policy of this name ({@code pass}, {@code builtin}, {@code resign}, any case). */
    public static IllegalMovePolicy parse(String name) {
        try {
            return valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown policy '" + name + "' (known: pass, builtin, resign)");
        }
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
