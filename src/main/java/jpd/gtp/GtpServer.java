package jpd.gtp;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import jpd.player.Interruptible;
import org.slf4j.LoggerFactory;

/**
 * The GTP loop: reads lines, preprocesses them, dispatches each command through the table and
 * writes one answer per command, flushed at once. Handlers only throw {@link GtpError}; this is
 * the one place that turns errors into {@code ?} answers. Returns after {@code quit} or at the
 * end of the input.
 */
public final class GtpServer {
    /** The longest line accepted, in bytes; a longer command is answered with an error, a longer comment not at all. */
    public static final int MAX_LINE = 65536;

    private final CommandTable table;
    private final Transcript transcript;
    private boolean quit;
    /** Writes streamed answers; one reused daemon thread, since starting a thread per answer costs more than the answer. */
    private final ExecutorService streamWriter = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "gtp-stream");
        thread.setDaemon(true);
        return thread;
    });
    /** A streamed answer still being written, if any. */
    private StreamedAnswer stream;
    private Future<?> streamWritten;

    private GtpServer(CommandTable table, Transcript transcript) {
        this.table = table;
        this.transcript = transcript;
    }

    /** A loop over this table, to which it adds {@code quit}. */
    public static GtpServer create(CommandTable table, Transcript transcript) {
        GtpServer server = new GtpServer(table, transcript);
        table.register("quit", server::quit);
        return server;
    }

    /** Serves commands from the input until {@code quit} or its end. */
    public void run(InputStream input, OutputStream output) throws IOException {
        quit = false;
        // Lines are read a byte at a time from a buffer; a second buffer over System.in's would read through to
        // the pipe and then ask it how much more is waiting, a system call on every command.
        InputStream buffered = input instanceof BufferedInputStream ? input : new BufferedInputStream(input);
        try (LineFeed feed = new LineFeed(new LineReader(buffered, MAX_LINE))) {
            while (!quit) {
                Optional<LineReader.Line> line = feed.next();
                if (line.isPresent() && LineFeed.isInterrupt(line.get())) {
                    // A genmove variant's search runs while its answer streams: the interrupt ends it, as genmove's.
                    table.interruptible().ifPresent(Interruptible::interrupt);
                }
                endStream();
                if (line.isEmpty()) {
                    return;
                }
                Optional<String> answer = answer(line.get(), output, feed);
                if (answer.isPresent()) {
                    write(output, answer.get());
                }
            }
        }
    }

    /** The answer to a line; empty when there is none or when it is being streamed. */
    private Optional<String> answer(LineReader.Line line, OutputStream output, LineFeed feed) throws IOException {
        if (line instanceof LineReader.TooLong tooLong) {
            return answerTooLong(tooLong);
        }
        String raw = ((LineReader.Text) line).text();
        String clean = Preprocessor.clean(raw);
        if (clean.isEmpty()) {
            return Optional.empty();
        }
        transcript.received(ascii(clean));
        Request request = Request.parse(clean);
        String id = request.id().orElse("");
        try {
            Handler handler = find(request);
            Arguments args = new Arguments(request.arguments());
            // An interrupt is for the command it came during: a new one starts clean.
            table.interruptible().ifPresent(Interruptible::resetInterrupt);
            Optional<Interruptible> interrupted = table.isInterruptible(request.name())
                    ? table.interruptible() : Optional.empty();
            if (handler instanceof StreamingHandler streaming) {
                startStream(interrupted.isPresent()
                        ? feed.readAheadWhile(() -> streaming.open(args), interrupted.get()::interrupt)
                        : streaming.open(args), id, output);
                return Optional.empty();
            }
            String text = interrupted.isPresent()
                    ? feed.readAheadWhile(() -> handler.handle(args), interrupted.get()::interrupt)
                    : handler.handle(args);
            return Optional.of("=" + id + (text.isEmpty() ? "" : " " + withoutBlankLines(text)) + "\n\n");
        } catch (GtpError error) {
            return Optional.of("?" + id + " " + oneLine(error.getMessage()) + "\n\n");
        } catch (UncheckedIOException failure) {
            // A player's engine failed beyond recovery: not a bug here, so the user gets the engine's story.
            return Optional.of("?" + id + " " + oneLine(failure.getCause().getMessage()) + "\n\n");
        } catch (RuntimeException | StackOverflowError bug) {
            return Optional.of(internalError(id, clean, bug));
        } catch (VirtualMachineError fatal) {
            // Out of memory, say: nothing can be trusted to go on. The controller still gets its answer; the
            // error then ends the loop, and main says so and exits with code 3.
            write(output, "?" + id + " " + (fatal instanceof OutOfMemoryError ? "out of memory" : fatal.toString()) + "\n\n");
            throw fatal;
        } catch (Error bug) {
            return Optional.of(internalError(id, clean, bug));
        }
    }

    /** A bug in a handler: the user gets one line, the log the trace (at debug level: no trace reaches a user). */
    private static String internalError(String id, String line, Throwable bug) {
        log().error("command failed: {}: {}", line, bug.toString());
        log().debug("the failure in full", bug);
        return "?" + id + " internal error: " + oneLine(bug.toString()) + "\n\n";
    }

    /** An error message on one line: it may quote a file's or an engine's text, line breaks and all. */
    private static String oneLine(String message) {
        return message.replace('\n', ' ');
    }

    /** An answer ends at its first empty line, so none may come earlier: blank lines in or after the text are dropped. */
    private static String withoutBlankLines(String text) {
        return text.indexOf('\n') < 0 ? text : text.replaceAll("\n[ \t]*(?=\n)|(\n[ \t]*)+$", "");
    }

    /**
     * Like any line, one holding only blanks and a comment gets no answer; a command gets an error, with its id
     * when the first bytes hold it whole.
     */
    private Optional<String> answerTooLong(LineReader.TooLong line) throws IOException {
        if (!line.hasCommand()) {
            return Optional.empty();
        }
        String start = line.start();
        transcript.received(ascii(start.substring(0, Math.min(start.length(), 40))) + "... (too long)");
        Optional<String> id = Request.parse(Preprocessor.clean(start)).id();
        // One more character would lengthen an id cut off at the limit: then the id is not known.
        boolean whole = id.equals(Request.parse(Preprocessor.clean(start + "0")).id());
        return Optional.of("?" + (whole ? id.orElse("") : "") + " line too long (more than " + MAX_LINE + " bytes)\n\n");
    }

    private Handler find(Request request) throws GtpError {
        if (request.name().isEmpty()) {
            throw new GtpError("syntax error: no command after the id");
        }
        return table.find(request.name()).orElseThrow(() -> new GtpError("unknown command"));
    }

    /** Writes the first line now and the others from a thread as they arrive, until the answer ends or is stopped. */
    private void startStream(StreamedAnswer started, String id, OutputStream output) throws IOException {
        String head = started.head();
        write(output, (started.success() ? "=" : "?") + id + (head.isEmpty() ? "" : " " + head) + "\n");
        stream = started;
        streamWritten = streamWriter.submit(() -> {
            started.forward(line -> writeQuietly(output, line + "\n"));
            writeQuietly(output, "\n");
        });
    }

    /** Ends a streamed answer still going (the next command has come) and waits until it is written. */
    private void endStream() {
        if (stream == null) {
            return;
        }
        stream.stop();
        try {
            streamWritten.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException bug) {
            log().error("writing a streamed answer failed: {}", bug.getCause().toString());
            log().debug("the failure in full", bug.getCause());
        }
        stream = null;
        streamWritten = null;
    }

    private void writeQuietly(OutputStream output, String text) {
        try {
            write(output, text);
        } catch (IOException clientGone) {
            log().debug("writing a streamed answer: {}", clientGone.toString());
        }
    }

    private String quit(Arguments args) throws GtpError {
        args.expect(0);
        quit = true;
        return "";
    }

    private void write(OutputStream output, String answer) throws IOException {
        String safe = ascii(answer);
        output.write(safe.getBytes(StandardCharsets.US_ASCII));
        output.flush();
        transcript.sent(safe);
    }

    /**
     * Printable ASCII and LF only, every other character as {@code ?}: echoed garbage cannot
     * reach the channel, and no answer can contain a stray control character.
     */
    private static String ascii(String text) {
        StringBuilder safe = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            safe.append(c == '\n' || (c >= 32 && c < 127) ? c : '?');
        }
        return safe.toString();
    }

    /** The logger, looked up only when something is logged: SLF4J starts only when a bug is met. */
    private static org.slf4j.Logger log() {
        return LoggerFactory.getLogger(GtpServer.class);
    }
}
