package jpd.rules;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Read-only access to a game: what players, scorers and writers may see. */
public interface GameView {
    int size();

    RuleSet rules();

    BoardView board();

    Color toMove();

    Phase phase();

    /** How the game ended by repetition, if it did. */
    Optional<Ending> ending();

    /** The colour that passed first at the latest stop, if play ever stopped. */
    Optional<Color> firstPasser();

    /** The colour whose pass waits for an answer in the dispute phase (§6), if any. */
    Optional<Color> pendingPasser();

    /** The colour that first passed or made a virtual move in the game (komi rule A). */
    Optional<Color> firstToPassOrVirtual();

    /** Moves of this colour (§1): setup stones, real moves and virtual stones. */
    int moves(Color color);

    /** Virtual stones of this colour, converted passes included. */
    int virtualStones(Color color);

    /** Stones of this colour removed by captures and suicides. */
    int captured(Color color);

    /** Real moves this colour made in the dispute phase (the art-novirtual bonus). */
    int disputeRealMoves(Color color);

    /** The Zobrist key of the whole position: board and virtual-stone counts. */
    long wholePositionHash();

    /** The successful actions since the setup, in order (converted passes appear as passes). */
    List<Action> actions();

    /**
     * Names this game's history as it grows: it stays the same while actions are only added, and changes when any
     * is taken back or the game restarts or gets setup stones; no other game ever has it. While it is unchanged,
     * every earlier {@link #actions()} is a prefix of the current one, so a follower need only look at the new end.
     */
    long lineage();

    /** How many actions {@link #actions()} holds, without building the list. */
    int actionCount();

    /** The last of {@link #actions()}; empty when there is none. */
    Optional<Action> lastAction();

    /** The stones put on the board before any move (handicap, SGF setup). */
    Map<Point, Color> setupStones();

    /** Who was to move after the setup. */
    Color setupToMove();

    /** A game in the same state that the caller may change freely: this view never sees its changes. */
    Game copy();

    /** Whether the action would be played now; the game does not change. */
    boolean isLegal(Color color, Move move);
}
