package jpd.player;

/**
 * A player whose searches can be ended early, as GoGui asks with its {@code # interrupt} line: a move is then chosen
 * from what was searched so far. The front end calls {@link #resetInterrupt} as each command begins, so that an
 * interrupt ends the searches of the command it came during, even one that had not started yet, and no later one.
 */
public interface Interruptible {

    /** Ends the running search at its next look at the clock, and any that starts before the next reset; any thread. */
    void interrupt();

    /** Lets searches run their course again. */
    void resetInterrupt();
}
