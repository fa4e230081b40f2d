package jpd.gtp;

import java.io.IOException;
import java.io.Writer;

/**
 * A record of a GTP session: lines received prefixed {@code > }, lines sent prefixed {@code < },
 * and a lone {@code <} after each answer.
 */
public interface Transcript extends AutoCloseable {

    /** Keeps nothing. */
    Transcript NONE = new Transcript() {
        @Override
        public void received(String line) {
        }

        @Override
        public void sent(String answer) {
        }

        @Override
        public void close() {
        }
    };

    /** Notes a line as it came in. */
    void received(String line) throws IOException;

    /**
     * Notes what was sent: a whole answer, the final empty line included, or a part of a streamed
     * one (its first line, then its other lines, then the empty line that ends it).
     */
    void sent(String answer) throws IOException;

    @Override
    void close() throws IOException;

    /** A transcript written to this writer, flushed after each answer; closing closes the writer. */
    static Transcript to(Writer writer) {
        return new Transcript() {
            @Override
            public void received(String line) throws IOException {
                writer.write("> " + line + "\n");
            }

            @Override
            public void sent(String answer) throws IOException {
                for (String line : answer.split("\n", -1)) {
                    if (!line.isEmpty()) {
                        writer.write("< " + line + "\n");
                    }
                }
                // A lone "<" marks the end of an answer, so a streamed answer's first lines get none.
                if (answer.endsWith("\n\n") || answer.equals("\n")) {
                    writer.write("<\n");
                }
                writer.flush();
            }

            @Override
            public void close() throws IOException {
                writer.close();
            }
        };
    }
}
