package jpd.rules;

/** A player's colour; Black moves first. */
public enum Color {
    BLACK, WHITE;

    /** The other colour. */
    public Color opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** The stone code used by {@link Board}: 1 for Black, 2 for White. */
    public int code() {
        return ordinal() + 1;
    }

    /** The colour for a {@link Board} stone code 1 or 2. */
    public static Color ofCode(int code) {
        return code == 1 ? BLACK : WHITE;
    }
}
