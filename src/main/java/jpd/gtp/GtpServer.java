package jpd.gtp;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.slf4j.LoggerFactory;

/**
 * The GTP loop: reads lines, preprocesses them, dispatches each command through the table and
 * writes one answer per command, flushed at once. Handlers only throw {@link GtpError}; this is
 * the one place that turns errors into {@code ?} answers. Returns after {@code quit} or at the
 * end of the input.
 */
public final class GtpServer {
    /** The longest line accepted, in bytes; longer lines are answered with an error. */
    public static final int MAX_LINE = 65536;

    private final CommandTable table;
    private final Transcript transcript;
    private boolean quit;

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
        LineReader reader = new LineReader(new BufferedInputStream(input), MAX_LINE);
        while (!quit) {
            Optional<LineReader.Line> line = reader.next();
            if (line.isEmpty()) {
                return;
            }
            Optional<String> answer = answer(line.get());
            if (answer.isPresent()) {
                write(output, answer.get());
            }
        }
    }

    private Optional<String> answer(LineReader.Line line) throws IOException {
        if (line instanceof LineReader.TooLong tooLong) {
            transcript.received(ascii(tooLong.start()) + "... (too long)");
            return Optional.of("? line too long (more than " + MAX_LINE + " bytes)\n\n");
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
            String text = dispatch(request);
            return Optional.of("=" + id + (text.isEmpty() ? "" : " " + text) + "\n\n");
        } catch (GtpError error) {
            return Optional.of("?" + id + " " + error.getMessage() + "\n\n");
        } catch (RuntimeException bug) {
            // The logger is looked up here, not in a static field: SLF4J starts only when a bug is met.
            LoggerFactory.getLogger(GtpServer.class).error("command failed: {}", clean, bug);
            return Optional.of("?" + id + " internal error: " + bug + "\n\n");
        }
    }

    private String dispatch(Request request) throws GtpError {
        if (request.name().isEmpty()) {
            throw new GtpError("syntax error: no command after the id");
        }
        Handler handler = table.find(request.name()).orElseThrow(() -> new GtpError("unknown command"));
        return handler.handle(new Arguments(request.arguments()));
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
}
