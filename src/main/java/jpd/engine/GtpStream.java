package jpd.engine;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An answer read line by line as it arrives, for commands whose answer goes on until the engine gets
 * another command ({@code lz-analyze}, {@code kata-analyze}); ordinary answers simply end by themselves.
 * One thread forwards the lines, another may stop the answer; until it has ended the client sends nothing else.
 */
public final class GtpStream {
    /** Sent to end a streamed answer: every engine knows it, and its answer is short and dropped. */
    private static final String STOPPER = "protocol_version";
    private static final Logger LOG = LoggerFactory.getLogger(GtpStream.class);

    private final GtpClient client;
    private final String command;
    private final GtpResponse head;
    private final CountDownLatch ended = new CountDownLatch(1);
    /** When an answer that must end by itself is late: the client's timeout after the command was sent. */
    private final long deadline;
    private final AtomicBoolean stopperSent = new AtomicBoolean();
    private volatile long stopperDeadline;
    private boolean stopperAnswered;

    GtpStream(GtpClient client, String command, GtpResponse head, long deadline) {
        this.client = client;
        this.command = command;
        this.head = head;
        this.deadline = deadline;
    }

    /** The first line of the answer: its status and text (the further lines come through {@link #forward}). */
    public GtpResponse head() {
        return head;
    }

    String command() {
        return command;
    }

    boolean hasEnded() {
        return ended.getCount() == 0;
    }

    /**
     * Passes each further line of the answer to the sink as it arrives, however long that takes, and returns once
     * the answer has ended, the engine has failed, or the answer was abandoned by {@link #stop}.
     */
    public void forward(Consumer<String> sink) {
        forward(sink, ReadWatch.NO_LIMIT);
    }

    /**
     * As {@link #forward}, for an answer that must end by itself (a genmove variant): one not complete within the
     * client's timeout of the command is cut short by killing the engine, which makes the client unusable.
     */
    public void forwardInTime(Consumer<String> sink) {
        forward(sink, deadline);
    }

    private void forward(Consumer<String> sink, long until) {
        try {
            client.forward(command, sink, until);
        } catch (EngineFailureException e) {
            LOG.warn("the answer to '{}' was cut short: {}", command, e.getMessage());
        } finally {
            ended.countDown();
        }
    }

    /**
     * Asks the engine to end its answer, without waiting: it may be called from the thread in {@link #forward} (a
     * genmove that goes on pondering after its move). {@link #stop} must follow, to read the stopper's answer.
     */
    public void requestEnd() {
        if (stopperSent.compareAndSet(false, true)) {
            stopperDeadline = System.nanoTime() + client.timeout().toNanos();
            try {
                client.write(STOPPER);
            } catch (EngineExitedException e) {
                LOG.warn("stopping the answer to '{}': {}", command, e.getMessage());
            }
        }
    }

    /**
     * Ends the answer and returns once {@link #forward} has: when it is still going, sends the engine a short
     * command, which makes a streaming engine end its answer, and drops that command's answer. An engine that does
     * not end its answer within the client's timeout is given up on and killed: the client then becomes unusable.
     */
    public synchronized void stop() {
        try {
            if (!hasEnded()) {
                requestEnd();
                if (!ended.await(Math.max(0, stopperDeadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
                    LOG.warn("the engine did not end its answer to '{}' in time", command);
                    client.abandon(command);
                    ended.await();
                    return;
                }
            }
            if (stopperSent.get() && !stopperAnswered && client.isUsable()) {
                stopperAnswered = true;
                client.receive(STOPPER, stopperDeadline);
            }
        } catch (EngineFailureException e) {
            LOG.warn("stopping the answer to '{}': {}", command, e.getMessage());
            client.abandon(command);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            client.abandon(command);
        }
    }
}
