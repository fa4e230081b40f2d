package jpd.player;

import java.util.Set;
import jpd.engine.GtpStream;
import jpd.rules.GameView;

/** A player backed by an engine that answers GTP commands of its own, which a front end may pass through verbatim. */
public interface ForwardingPlayer extends Player {

    /** The engine's own name, as it answers {@code name} (its program's name when it answers none). */
    String engineName();

    /** The engine's own version, as it answers {@code version}; empty when it answers none. */
    String engineVersion();

    /** The engine's commands that may be passed through: none of them changes the engine's position. */
    Set<String> forwardedCommands();

    /**
     * Brings the engine to the game's position, sends it the command line and returns its answer as it arrives;
     * throws {@link java.io.UncheckedIOException} when the engine fails and cannot be recovered.
     */
    GtpStream forward(GameView game, String commandLine);
}
