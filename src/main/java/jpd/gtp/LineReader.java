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

    /**
     * A line longer than the limit.
     *
     * @param start      its first bytes, as many as the limit
     * @param hasCommand whether anything but blanks, control characters and a comment is in the whole line
     */
    record TooLong(String start, boolean hasCommand) implements Line {
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
        int b = in.read();
        if (b < 0) {
            return Optional.empty();
        }
        while (b >= 0 && b != '\n' && length < limit) {
            buffer[length++] = (byte) b;
            b = in.read();
        }
        String text = new String(buffer, 0, length, StandardCharsets.ISO_8859_1);
        if (b < 0 || b == '\n') {
            return Optional.of(new Text(text));
        }
        // Only an over-long line pays for looking at its bytes here; the rest is read but not kept.
        Content content = new Content();
        content.see(text);
        while (b >= 0 && b != '\n') {
            content.see((char) b);
            b = in.read();
        }
        return Optional.of(new TooLong(text, content.command));
    }

    /** Whether a line seen so far holds a command, by the rules of {@link Preprocessor}. */
    private static final class Content {
        private boolean commented;
        private boolean command;

        void see(String text) {
            for (int i = 0; i < text.length(); i++) {
                see(text.charAt(i));
            }
        }

        void see(char c) {
            if (c == Preprocessor.COMMENT) {
                commented = true;
            } else if (!commented && Preprocessor.isWordCharacter(c)) {
                command = true;
            }
        }
    }
}
