package jpd.rules;

/** One successful action of a game record: who did what. */
public record Action(Color color, Move move) {
    /**
     * Same colour and same move, compared by hand: the record's generated equals is bootstrapped through method
     * handles on its first call, which costs an adapter's fresh JVM about 35 ms in the middle of its first game.
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Action action && color == action.color && move.equals(action.move);
    }

    /** Agrees with {@link #equals}, written by hand for the same reason. */
    @Override
    public int hashCode() {
        return color.hashCode() * 31 + move.hashCode();
    }
}
