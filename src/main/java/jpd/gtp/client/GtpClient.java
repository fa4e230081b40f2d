package jpd.gtp.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends GTP commands one at a time and reads each answer (GTP v2): lines before the first {@code =}/{@code ?}
 * line are skipped (banners), an answer ends at an empty line, CRLF is accepted, and every command has a timeout.
 * After a timeout the client is unusable, since a late answer would be taken for the next command's.
 */
public final class GtpClient {
    private static final Logger LOG = LoggerFactory.getLogger(GtpClient.class);
    /** How long to wait, once the engine's output has ended, for the process to report its exit code. */
    private static final Duration EXIT_WAIT = Duration.ofSeconds(1);

    // Lines read by a daemon thread, so that waiting for one can time out; empty marks the end of the output.
    private final BlockingQueue<Optional<String>> lines = new LinkedBlockingQueue<>();
    private final Writer toEngine;
    private final Duration timeout;
    private final Supplier<OptionalInt> exitCode;
    private volatile boolean endOfOutput;
    /** A command whose answer was not read (timeout, interrupt): a late answer would be misread, so stop. */
    private volatile String abandonedCommand;
    /** The streamed answer being read, if any: no other command may be sent until it has ended. */
    private GtpStream stream;

    private GtpClient(Writer toEngine, Duration timeout, Supplier<OptionalInt> exitCode) {
        this.toEngine = toEngine;
        this.timeout = timeout;
        this.exitCode = exitCode;
    }

    /** A client talking to this engine process, waiting at most {@code timeout} for each answer. */
    public static GtpClient start(EngineProcess engine, Duration timeout) {
        return start(engine.stdout(), engine.stdin(), timeout, () -> engine.awaitExit(EXIT_WAIT));
    }

    /**
     * A client reading answers from {@code fromEngine} and writing commands to {@code toEngine}; {@code exitCode}
     * tells, once the output has ended, how the engine exited (empty if unknown).
     */
    public static GtpClient start(InputStream fromEngine, OutputStream toEngine, Duration timeout,
                                  Supplier<OptionalInt> exitCode) {
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive: " + timeout);
        }
        GtpClient client = new GtpClient(new OutputStreamWriter(toEngine, StandardCharsets.UTF_8), timeout, exitCode);
        Thread reader = new Thread(() -> client.readLines(fromEngine), "gtp-client-reader");
        reader.setDaemon(true);
        reader.start();
        return client;
    }

    private void readLines(InputStream fromEngine) {
        // readLine ends a line at LF, CR or CRLF, which is what makes CRLF engines work.
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(fromEngine, StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines.add(Optional.of(line));
            }
        } catch (IOException e) {
            LOG.debug("reading the engine's output ended: {}", e.toString());
        }
        lines.add(Optional.empty());
    }

    /**
     * Sends one command line (it may start with a numeric id) and returns the engine's answer; throws
     * {@link GtpTimeoutException} if it is not complete in time, {@link EngineExitedException} if the engine's
     * output ends first.
     */
    public synchronized GtpResponse send(String command) throws EngineFailureException {
        long deadline = System.nanoTime() + timeout.toNanos();
        checkSendable(command);
        write(command);
        return receive(command, deadline);
    }

    /**
     * Sends a command whose answer may go on until the engine gets another command (analysis), and returns
     * once its first line has come, within the timeout; the rest is read through the returned stream.
     */
    public synchronized GtpStream stream(String command) throws EngineFailureException {
        long deadline = System.nanoTime() + timeout.toNanos();
        checkSendable(command);
        write(command);
        stream = new GtpStream(this, command, GtpResponse.parse(firstLine(command, deadline), List.of()));
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
        String first = firstLine(command, deadline);
        List<String> more = new ArrayList<>();
        for (String line = nextLine(command, deadline); !line.isEmpty(); line = nextLine(command, deadline)) {
            more.add(line);
        }
        GtpResponse response = GtpResponse.parse(first, more);
        LOG.debug("{} -> {}", command, response);
        return response;
    }

    private String firstLine(String command, long deadline) throws EngineFailureException {
        String first = nextLine(command, deadline);
        while (first.isEmpty() || (first.charAt(0) != '=' && first.charAt(0) != '?')) {
            LOG.debug("engine output before its answer: {}", first);
            first = nextLine(command, deadline);
        }
        return first;
    }

    /** Writes a command without reading its answer: the stopper of a streamed answer. */
    void write(String command) throws EngineExitedException {
        try {
            toEngine.write(command);
            toEngine.write('\n');
            toEngine.flush();
        } catch (IOException brokenPipe) {
            throw exited(command);
        }
    }

    /** The next line of the answer to this command, waiting until the deadline, or without limit when it is null. */
    String nextLine(String command, Long deadline) throws EngineFailureException {
        if (endOfOutput) {
            throw exited(command);
        }
        Optional<String> line;
        try {
            line = deadline == null ? lines.take() : lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            abandonedCommand = command;
            throw new EngineFailureException("interrupted while waiting for the answer to '" + command + "'");
        }
        if (line == null) {
            abandonedCommand = command;
            throw new GtpTimeoutException(command, timeout);
        }
        if (line.isEmpty()) {
            endOfOutput = true;
            throw exited(command);
        }
        return line.get();
    }

    /**
     * Gives up on the answer being read: the client becomes unusable and a reader waiting without limit is woken
     * as if the output had ended, so that the owner can restart the engine.
     */
    void abandon(String command) {
        abandonedCommand = command;
        lines.add(Optional.empty());
    }

    private EngineExitedException exited(String command) {
        return new EngineExitedException(command, exitCode.get());
    }
}
