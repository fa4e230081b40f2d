package jpd.gtp;

import java.util.function.Consumer;
import jpd.engine.GtpStream;
import jpd.player.Pondering;

/** An answer written line by line as it is made, after its first line; {@link GtpServer} writes it from a thread. */
public interface StreamedAnswer {

    /** Whether the answer is a success ({@code =}) rather than an error. */
    boolean success();

    /** The text of the first line, after the status and id. */
    String head();

    /** Passes each further line to the sink as it comes and returns when the answer has ended. */
    void forward(Consumer<String> sink);

    /** Ends an answer still going, from another thread than the one in {@link #forward}, and returns once it has. */
    void stop();

    /**
     * A successful answer given whole, after which the player's pondering goes on until the answer is ended, that is
     * until the next command comes.
     */
    static StreamedAnswer thenPondering(String answer, Pondering pondering) {
        // The answer is whole: only its ending line is left to write.
        return success(answer, sink -> { }, pondering::stop);
    }

    /** A successful answer with this first line, whose further lines the forwarder passes on until the stopper ends it. */
    static StreamedAnswer success(String head, Consumer<Consumer<String>> forwarder, Runnable stopper) {
        return new StreamedAnswer() {
            @Override
            public boolean success() {
                return true;
            }

            @Override
            public String head() {
                return head;
            }

            @Override
            public void forward(Consumer<String> sink) {
                forwarder.accept(sink);
            }

            @Override
            public void stop() {
                stopper.run();
            }
        };
    }

    /** An engine's answer passed on as it comes. */
    static StreamedAnswer of(GtpStream stream) {
        return new StreamedAnswer() {
            @Override
            public boolean success() {
                return stream.head().success();
            }

            @Override
            public String head() {
                return stream.head().text();
            }

            @Override
            public void forward(Consumer<String> sink) {
                stream.forward(sink);
            }

            @Override
            public void stop() {
                stream.stop();
            }
        };
    }
}
