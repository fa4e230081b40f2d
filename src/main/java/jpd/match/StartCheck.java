package jpd.match;

import jpd.engine.EngineRules;
import java.io.IOException;

/**
 * Before a match plays any game, each engine is started once and asked its name: an engine that cannot start
 * would otherwise turn every game into a void one, each saying the same thing.
 */
final class StartCheck {
    private StartCheck() {
    }

    /**
     * Starts engine A and engine B as they would start in the game of this index, and closes them again.
     *
     * @throws IOException naming the engine, its command line and why, when one cannot start or does not answer
     */
    static void bothEnginesStart(MatchConfig config, int gameIndex) throws IOException {
        for (boolean engineA : new boolean[] {true, false}) {
            String command = String.join(" ", config.command(engineA, gameIndex));
            try {
                // Starting includes the handshake (list_commands, name, version); nothing more is needed of it.
                EngineSide.start(config.command(engineA, gameIndex), config.engineTimeout(), EngineRules.NONE).close();
            } catch (IOException | RuntimeException failure) {
                String reason = String.valueOf(failure.getMessage()).lines().findFirst().orElse("no answer");
                throw new IOException("engine " + (engineA ? "A" : "B") + " cannot start: " + reason
                        + " (command: " + command + "); no game was played");
            }
        }
    }
}
