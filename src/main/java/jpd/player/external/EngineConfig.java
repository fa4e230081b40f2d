package jpd.player.external;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import jpd.engine.EngineProfile;
import jpd.engine.EngineRules;

/**
 * How an external engine is run.
 *
 * @param command          the program and its arguments, started without a shell
 * @param workingDirectory where it runs; null for ours
 * @param timeout          the longest wait for any answer before the engine is killed and restarted
 * @param onIllegal        what genmove answers when the engine's move is illegal here or unreadable
 * @param rules            which rules the engine is told ({@link EngineProfile})
 */
public record EngineConfig(List<String> command, Path workingDirectory, Duration timeout, IllegalMovePolicy onIllegal,
                           EngineRules rules) {

    public EngineConfig {
        command = List.copyOf(command);
        if (command.isEmpty()) {
            throw new IllegalArgumentException("empty engine command");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("the engine timeout must be positive: " + timeout);
        }
    }
}
