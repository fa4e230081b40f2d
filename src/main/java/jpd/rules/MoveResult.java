package jpd.rules;

/** The outcome of an action: played, or refused with a reason (and nothing changed). */
public sealed interface MoveResult permits MoveResult.Played, MoveResult.Illegal {

    /** The shared value for every successful action. */
    MoveResult PLAYED = new Played();

    /** Whether the action was carried out. */
    default boolean isPlayed() {
        return this instanceof Played;
    }

    /** The action was carried out. */
    record Played() implements MoveResult {
    }

    /** The action was refused; the game did not change. */
    record Illegal(IllegalReason reason) implements MoveResult {
        private static final Illegal[] BY_REASON = new Illegal[IllegalReason.values().length];

        static {
            for (IllegalReason reason : IllegalReason.values()) {
                BY_REASON[reason.ordinal()] = new Illegal(reason);
            }
        }

        /** The shared value for a reason. */
        public static Illegal of(IllegalReason reason) {
            return BY_REASON[reason.ordinal()];
        }
    }
}
