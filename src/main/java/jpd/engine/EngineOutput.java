package jpd.engine;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The lines of an engine's output, UTF-8, each ended by LF, CR or CRLF. Bytes are taken one at a time from a
 * buffered stream, so a line costs one read of the pipe and nothing more: a Reader decodes through several
 * layers and asks the pipe how much is waiting after each read, which an adapter pays on every engine answer.
 */
final class EngineOutput {
    private final InputStream in;
    private byte[] line = new byte[128];
    /** The last line ended at a CR: an LF right after it belongs to that end. */
    private boolean skipLineFeed;

    EngineOutput(InputStream in) {
        // A second buffer over a process's buffered stream would read through to the pipe and ask it again.
        this.in = in instanceof BufferedInputStream ? in : new BufferedInputStream(in);
    }

    /** The next line without its end; null when the output has ended (a last unended line is still a line). */
    String readLine() throws IOException {
        int length = 0;
        while (true) {
            int b = in.read();
            if (b < 0) {
                return length == 0 ? null : decode(length);
            }
            if (skipLineFeed) {
                skipLineFeed = false;
                if (b == '\n') {
                    continue;
                }
            }
            if (b == '\n' || b == '\r') {
                skipLineFeed = b == '\r';
                return decode(length);
            }
            if (length == line.length) {
                line = Arrays.copyOf(line, length * 2);
            }
            line[length++] = (byte) b;
        }
    }

    private String decode(int length) {
        return new String(line, 0, length, StandardCharsets.UTF_8);
    }
}
