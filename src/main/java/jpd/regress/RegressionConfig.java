package jpd.regress;

import java.time.Duration;
import java.util.List;

/** How to run regression files: the engine's command (program and arguments) and the time allowed per answer. */
public record RegressionConfig(List<String> engineCommand, Duration timeout) {
    /** Copies the command and checks both values. */
    public RegressionConfig {
        engineCommand = List.copyOf(engineCommand);
        if (engineCommand.isEmpty()) {
            throw new IllegalArgumentException("empty engine command");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive: " + timeout);
        }
    }
}
