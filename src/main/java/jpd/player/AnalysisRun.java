package jpd.player;

import java.util.Optional;
import java.util.function.Consumer;
import jpd.rules.Move;

/** An analysis command a player has begun: its lines come as the search goes, until it ends or is stopped. */
public interface AnalysisRun {

    /**
     * Passes each line to the sink as it is made and returns when the run has ended: for a command that chooses a
     * move, with the move the player chose, judged by our rules like {@link Player#chooseMove}'s (empty means
     * resign); for the others, empty.
     */
    Optional<Move> forward(Consumer<AnalysisLine> sink);

    /** Ends an analysis still going, from another thread than {@link #forward}'s; a move being chosen is waited for. */
    void stop();
}
