package jpd.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends GTP commands one at a time and reads each answer (GTP v2): lines before the first {@code =}/{@code ?}
 * line are skipped (banners), an answer ends at an empty line, CRLF is accepted, and every command has a timeout.
 * The thread that sends a command reads its answer itself; a late or interrupted read is ended by killing the
 * engine. After a timeout the client is unusable, since a late answer would be taken for the next command's.
 */
public final class GtpClient {
    private static final Logger LOG = LoggerFactory.getLogger(GtpClient.class);
    /**
     * How long to wait, once the engine's output has ended, for the process to report its exit code: a process
     * exits at once after its output ends, but a loaded machine may take seconds to reap it.
     */
    private static final Duration EXIT_WAIT = Duration.ofSeconds(10);
    /**
     * The least wait for an engine's first answers ({@link #sendWhileStarting}), whatever the timeout: an engine may
     * load a network first (KataGo), and a JVM starts slowly on a loaded machine.
     */
    public static final Duration START_LIMIT = Duration.ofSeconds(120);

    private final EngineOutput fromEngine;
    private final OutputStream toEngine;
    private final Duration timeout;
    private final Supplier<OptionalInt> exitCode;
    private final Runnable kill;
    private final ReadWatch watch;
    private volatile boolean endOfOutput;
    /** A command whose answer was not read (timeout, interrupt): a late answer would be misread, so stop. */
    private volatile String abandonedCommand;
    /** The wait of the reading under the watch, for the words of a timeout. */
    private Duration armedLimit;
    /** The streamed answer being read, if any: no other command may be sent until it has ended. */
    private GtpStream stream;

    private GtpClient(EngineOutput fromEngine, OutputStream toEngine, Duration timeout, Supplier<OptionalInt> exitCode,
                      Runnable kill, ReadWatch watch) {
        this.fromEngine = fromEngine;
        this.toEngine = toEngine;
        this.timeout = timeout;
        this.exitCode = exitCode;
        this.kill = kill;
        this.watch = watch;
    }

    /** A client talking to this engine process, waiting at most {@code timeout} for each answer. */
    public static GtpClient start(EngineProcess engine, Duration timeout) {
        return start(engine.stdout(), engine.stdin(), timeout, () -> engine.awaitExit(EXIT_WAIT), engine::kill);
    }

    /**
     * A client reading answers from {@code fromEngine} and writing commands to {@code toEngine}; {@code exitCode}
     * tells, once the output has ended, how the engine exited (empty if unknown); {@code kill} ends the engine
     * and with it the output, which is how a late or interrupted read is made to return.
     */
    public static GtpClient start(InputStream fromEngine, OutputStream toEngine, Duration timeout,
                                  Supplier<OptionalInt> exitCode, Runnable kill) {
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive: " + timeout);
        }
        return new GtpClient(new EngineOutput(fromEngine), toEngine, timeout, exitCode, kill, ReadWatch.of(kill));
    }

    /**
     * Sends one command line (it may start with a numeric id) and returns the engine's answer; throws
     * {@link GtpTimeoutException} if it is not complete in time, {@link EngineExitedException} if the engine's
     * output ends first.
     */
    public GtpResponse send(String command) throws EngineFailureException {
        return send(command, timeout);
    }

    /**
     * As {@link #send}, for the commands an engine gets as it starts (list_commands, name): the wait is the
     * timeout or {@link #START_LIMIT}, whichever is longer.
     */
    public GtpResponse sendWhileStarting(String command) throws EngineFailureException {
        return send(command, timeout.compareTo(START_LIMIT) > 0 ? timeout : START_LIMIT);
    }

    private synchronized GtpResponse send(String command, Duration limit) throws EngineFailureException {
        long deadline = System.nanoTime() + limit.toNanos();
        checkSendable(command);
        write(command);
        return receive(command, deadline, limit);
    }

    /**
     * Sends a command whose answer may go on until the engine gets another command (analysis), and returns
     * once its first line has come, within the timeout; the rest is read through the returned stream.
     */
    public synchronized GtpStream stream(String command) throws EngineFailureException {
        long deadline = System.nanoTime() + timeout.toNanos();
        checkSendable(command);
        write(command);
        String first = watched(command, deadline, timeout, () -> firstLine(command));
        stream = new GtpStream(this, command, GtpResponse.parse(first, List.of()), deadline);
        return stream;
    }

    /** Whether the client can still send: the engine's output has not ended and no answer was left unread. */
    public boolean isUsable() {
        return !endOfOutput && abandonedCommand == null;
    }

    /** The longest wait for an answer. */
    Duration timeout() {
        return timeout;
    }

    private void checkSendable(String command) {
        if (command.indexOf('\n') >= 0 || command.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a GTP command is one line: " + command);
        }
        if (abandonedCommand != null) {
            throw new IllegalStateException("the answer to '" + abandonedCommand + "' was never read");
        }
        if (stream != null && !stream.hasEnded()) {
            throw new IllegalStateException("the streamed answer to '" + stream.command() + "' has not ended");
        }
    }

    /** Reads the whole answer to a command already written, up to its empty line. */
    GtpResponse receive(String command, long deadline) throws EngineFailureException {
        return receive(command, deadline, timeout);
    }

    private GtpResponse receive(String command, long deadline, Duration limit) throws EngineFailureException {
        GtpResponse response = watched(command, deadline, limit, () -> {
            String first = firstLine(command);
            List<String> more = new ArrayList<>();
            for (String line = nextLine(command); !line.isEmpty(); line = nextLine(command)) {
                more.add(line);
            }
            return GtpResponse.parse(first, more);
        });
        LOG.debug("{} -> {}", command, response.excerpt());
        return response;
    }

    /**
     * Passes each further line of a streamed answer to the sink as it arrives, to its end or, when the deadline
     * ({@link System#nanoTime}) comes first, until the engine is killed; {@code NO_LIMIT} waits as long as it takes.
     */
    void forward(String command, Consumer<String> sink, long deadline) throws EngineFailureException {
        watched(command, deadline, timeout, () -> {
            for (String line = nextLine(command); !line.isEmpty(); line = nextLine(command)) {
                sink.accept(line);
            }
            return null;
        });
    }

    /** Reading done under the watch, by the thread that reads. */
    @FunctionalInterface
    private interface Reading<T> {
        T read() throws EngineFailureException;
    }

    /**
     * Does a reading of the answer to this command, ended by killing the engine if not done by the deadline, which
     * is {@code limit} after the command was sent.
     */
    private <T> T watched(String command, long deadline, Duration limit, Reading<T> reading)
            throws EngineFailureException {
        if (endOfOutput) {
            throw exited(command);
        }
        if (Thread.currentThread().isInterrupted()) {
            abandonedCommand = command;
            throw interrupted(command);
        }
        armedLimit = limit;
        watch.arm(deadline);
        try {
            return reading.read();
        } finally {
            disarm(command);
        }
    }

    /** Stops the watch; if it killed the engine meanwhile, the answer is given up on and the reason thrown. */
    private void disarm(String command) throws EngineFailureException {
        switch (watch.disarm()) {
            case LATE -> {
                abandonedCommand = command;
                throw new GtpTimeoutException(command, armedLimit);
            }
            case INTERRUPTED -> {
                abandonedCommand = command;
                throw interrupted(command);
            }
            case IN_TIME -> { }
        }
    }

    private String firstLine(String command) throws EngineFailureException {
        String first = nextLine(command);
        while (first.isEmpty() || (first.charAt(0) != '=' && first.charAt(0) != '?')) {
            LOG.debug("engine output before its answer: {}", Excerpt.of(first));
            first = nextLine(command);
        }
        return first;
    }

    /** Writes a command without reading its answer: the stopper of a streamed answer. */
    void write(String command) throws EngineExitedException {
        try {
            // One write of the whole line, so that an unbuffered stream makes one system call too.
            toEngine.write((command + "\n").getBytes(StandardCharsets.UTF_8));
            toEngine.flush();
        } catch (IOException brokenPipe) {
            throw exited(command);
        }
    }

    /** The next line of the answer to this command, read while the watch is armed. */
    private String nextLine(String command) throws EngineFailureException {
        String line;
        try {
            line = fromEngine.readLine();
        } catch (InterruptedIOException e) {
            // Some streams (pipes within the JVM) end a read when interrupted, clearing the flag as they do.
            Thread.currentThread().interrupt();
            abandonedCommand = command;
            throw interrupted(command);
        } catch (IOException e) {
            LOG.debug("reading the engine's output ended: {}", e.toString());
            line = null;
        }
        if (line == null) {
            // The output also ends when the watch has killed the engine: then disarming throws its reason.
            disarm(command);
            endOfOutput = true;
            throw exited(command);
        }
        return line;
    }

    /**
     * Gives up on the answer being read: the client becomes unusable and the engine is killed, which ends a read
     * waiting without limit as if the output had ended, so that the owner can restart the engine.
     */
    void abandon(String command) {
        abandonedCommand = command;
        kill.run();
    }

    private EngineExitedException exited(String command) {
        return new EngineExitedException(command, exitCode.get());
    }

    private static EngineFailureException interrupted(String command) {
        return new EngineFailureException("interrupted while waiting for the answer to '" + command + "'");
    }
}
