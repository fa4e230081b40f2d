package jpd.player;

import java.util.Optional;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;

/**
 * Something that chooses moves: a built-in search, the random baseline, or an external engine.
 * Players see read-only views and never GTP text.
 */
public interface Player extends AutoCloseable {

    /**
     * Chooses a legal action for this colour in the current position; empty means resign.
     * A virtual move may be chosen only when {@code allowVirtual}. Asked only when the colour has a legal action
     * (GTP answers an error for one whose own pass is pending): a pass is then legal too.
     */
    Optional<Move> chooseMove(GameView game, Color color, boolean allowVirtual);

    /** The player's own view of which chains are dead or in seki, when it has one. */
    default Optional<StatusEstimate> estimateStatuses(GameView game) {
        return Optional.empty();
    }

    /** What the player can show of its search as it goes, for GUIs; none by default. */
    default Optional<Analysis> analysis() {
        return Optional.empty();
    }

    /**
     * Starts thinking in the background about the game's position, in which the opponent is to move after the
     * player's own move, until the returned pondering is stopped; the player reads the game before it returns, so the
     * game may change afterwards. A virtual move may be thought of only when {@code allowVirtual}. None by default.
     */
    default Pondering ponder(GameView game, boolean allowVirtual) {
        return Pondering.NONE;
    }

    /** Tells the player the komi Black gives. */
    default void setKomi(double komi) {
    }

    /** Tells the player the time control of the game. */
    default void setTime(TimeControl time) {
    }

    /** Tells the player the time left on a colour's clock (GTP {@code time_left}). */
    default void timeLeft(Color color, int seconds, int stones) {
    }

    /** Releases what the player holds (an engine process, threads); nothing by default. */
    @Override
    default void close() {
    }
}
