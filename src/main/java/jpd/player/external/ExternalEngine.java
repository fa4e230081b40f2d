package jpd.player.external;

import java.io.IOException;
import java.util.Set;
import jpd.engine.EngineFailureException;
import jpd.engine.EngineProcess;
import jpd.engine.GtpClient;
import jpd.engine.GtpResponse;
import jpd.engine.GtpStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one owner of the engine process and its client: starts it, restarts it after a crash or a timeout, and
 * knows which commands it lists. It says nothing about the engine's position; {@link EngineSynchronizer} does.
 */
final class ExternalEngine implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ExternalEngine.class);

    private final EngineConfig config;
    private EngineProcess process;
    private GtpClient client;
    private Set<String> commands = Set.of();
    private String name = "";
    private String version = "";
    private int starts;

    ExternalEngine(EngineConfig config) {
        this.config = config;
    }

    /** Starts the engine if it is not running or can no longer be talked to (crashed, timed out). */
    void ensureRunning() throws IOException {
        if (process == null || !process.isAlive() || !client.isUsable()) {
            restart();
        }
    }

    /** Ends the engine process, if any, and starts a new one, which holds an empty board of unknown size. */
    void restart() throws IOException {
        if (process != null) {
            LOG.warn("restarting engine {}", process.program());
            process.close();
            process = null;
        }
        process = EngineProcess.start(config.command(), config.workingDirectory());
        client = GtpClient.start(process, config.timeout());
        starts++;
        // The first answers may come slowly (a network loading): they get at least GtpClient.START_LIMIT.
        GtpResponse listed = client.sendWhileStarting("list_commands");
        commands = listed.success() ? Set.of(listed.text().split("\\s+")) : Set.of();
        GtpResponse named = client.sendWhileStarting("name");
        name = named.success() ? named.text().strip() : "";
        GtpResponse versioned = client.send("version");
        version = versioned.success() ? versioned.text().strip() : "";
    }

    /** The engine's name as it answers {@code name}; empty if it refused. */
    String name() {
        return name;
    }

    /** The engine's version as it answers {@code version}; empty if it refused. */
    String version() {
        return version;
    }

    /** The engine's program, as its command line names it. */
    String program() {
        return java.nio.file.Path.of(config.command().get(0)).getFileName().toString();
    }

    /** How many times the engine was started: a new count means a new process that knows nothing yet. */
    int starts() {
        return starts;
    }

    /** Whether the engine lists this command. */
    boolean knows(String command) {
        return commands.contains(command);
    }

    /** The commands the engine lists. */
    Set<String> commands() {
        return commands;
    }

    /** Sends one command to the running engine and returns its answer. */
    GtpResponse send(String command) throws EngineFailureException {
        return client.send(command);
    }

    /** Sends one command whose answer is read as it arrives. */
    GtpStream stream(String command) throws EngineFailureException {
        return client.stream(command);
    }

    @Override
    public void close() {
        if (process != null) {
            process.close();
        }
    }
}
