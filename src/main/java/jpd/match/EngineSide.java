package jpd.match;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import jpd.engine.CpuTime;
import jpd.engine.EngineFailureException;
import jpd.engine.EngineProfile;
import jpd.engine.EngineProcess;
import jpd.engine.GtpClient;
import jpd.engine.GtpResponse;
import jpd.engine.EngineRules;

/** One engine of one game: the one owner of its process and GTP client, with its name and the commands it lists. */
final class EngineSide implements AutoCloseable {
    private final EngineProcess process;
    private final GtpClient client;
    private final Set<String> commands;
    private final String name;
    private final EngineProfile profile;

    private EngineSide(EngineProcess process, GtpClient client, Set<String> commands, String name,
                       EngineProfile profile) {
        this.process = process;
        this.client = client;
        this.commands = commands;
        this.name = name;
        this.profile = profile;
    }

    /**
     * Starts the engine and asks its commands, name and version, and chooses its rules profile under the requested
     * rules, waiting for the first answers at least {@link GtpClient#START_LIMIT}; nothing is left running if that fails.
     */
    static EngineSide start(List<String> command, Duration timeout, EngineRules rules) throws IOException {
        EngineProcess process = EngineProcess.start(command, null);
        try {
            GtpClient client = GtpClient.start(process, timeout);
            GtpResponse listed = client.sendWhileStarting("list_commands");
            Set<String> commands = listed.success() ? Set.of(listed.text().split("\\s+")) : Set.of();
            GtpResponse name = client.sendWhileStarting("name");
            GtpResponse version = client.sendWhileStarting("version");
            String label = name.success() && !name.text().isBlank() ? name.text().strip() : process.program();
            if (version.success() && !version.text().isBlank()) {
                label += " " + version.text().strip();
            }
            EngineProfile profile = EngineProfile.choose(name.success() ? name.text() : "", commands, rules);
            return new EngineSide(process, client, commands, label, profile);
        } catch (IOException | RuntimeException e) {
            process.close();
            throw e;
        }
    }

    /** The engine's name and version, as PB/PW show it. */
    String name() {
        return name;
    }

    /** What the engine is told about the rules. */
    EngineProfile profile() {
        return profile;
    }

    /** Whether the engine lists this command. */
    boolean knows(String command) {
        return commands.contains(command);
    }

    /** Whether the engine speaks our rules: it is told virtual moves as such, else as passes. */
    boolean knowsVirtual() {
        return knows("jpd-rules");
    }

    /** The CPU time the engine's processes have used so far, if it can be read ({@link EngineProcess#cpu}). */
    Optional<CpuTime> cpu() {
        return process.cpu();
    }

    /** Sends one command and returns the answer. */
    GtpResponse send(String command) throws EngineFailureException {
        return client.send(command);
    }

    @Override
    public void close() {
        process.close();
    }
}
