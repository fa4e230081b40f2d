package jpd.player;

import java.util.List;
import java.util.Set;
import jpd.rules.Color;
import jpd.rules.GameView;

/**
 * A player's optional capability of showing its search as it goes ({@link Player#analysis()}): the analysis commands
 * GUIs send, answered with {@link AnalysisLine}s. The front end drops the candidates our rules forbid, and plays the
 * chosen move of a genmove variant itself.
 */
public interface Analysis {

    /** The analysis commands this player answers. */
    Set<AnalysisCommand> commands();

    /**
     * Begins the command for this colour in the game's position and returns once the player has taken it on.
     * {@code options} are the GUI's further arguments as sent (interval, {@code ownership true}, ...); a virtual move
     * may be chosen only when {@code allowVirtual}.
     *
     * @throws AnalysisRefusedException when the player refuses the command, with its reason
     * @throws java.io.UncheckedIOException when the player's engine fails and cannot be recovered
     */
    AnalysisRun begin(GameView game, AnalysisCommand command, Color color, List<String> options, boolean allowVirtual)
            throws AnalysisRefusedException;
}
