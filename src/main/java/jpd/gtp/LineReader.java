package jpd.gtp;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Reads lines from bytes: any byte is accepted (ISO-8859-1, so nothing can fail to decode),
 * and a line longer than the limit is read to its end and reported as too long instead of
 * being kept in memory.
 */
final class LineReader {
    /** What was read: a line, or the fact that it was too long. */
    sealed interface Line permits Text, TooLong {
    }

    /** A line without its LF. */
    record Text(String text) implements Line {
    }

    /** A line longer than the limit; its start, for the transcript. */
    record TooLong(String start) implements Line {
    }

    private final InputStream in;
    private final int limit;
    private final byte[] buffer;

    /** A reader of lines of at most {@code limit} bytes. */
    LineReader(InputStream in, int limit) {
        this.in = in;
        this.limit = limit;
        this.buffer = new byte[limit];
    }

    /** The next line, or empty at the end of the input. */
    Optional<Line> next() throws IOException {
        int length = 0;
        boolean tooLong = false;
        int b = in.read();
        if (b < 0) {
            return Optional.empty();
        }
        while (b >= 0 && b != '\n') {
            if (length < limit) {
                buffer[length++] = (byte) b;
            } else {
                tooLong = true;
            }
            b = in.read();
        }
        String text = new String(buffer, 0, length, StandardCharsets.ISO_8859_1);
        return Optional.of(tooLong ? new TooLong(text.substring(0, Math.min(length, 40))) : new Text(text));
    }
}
