package jpd.player;

/** A player's thinking in the background between commands ({@link Player#ponder}), until it is stopped. */
@FunctionalInterface
public interface Pondering {
    /** No thinking: what a player that does not ponder returns. */
    Pondering NONE = () -> { };

    /** Ends the thinking and returns once it has ended; the player may then be asked anything. */
    void stop();
}
