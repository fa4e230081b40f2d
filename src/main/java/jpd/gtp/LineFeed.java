package jpd.gtp;

import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The lines of the input, read by the server's own thread, except while a command that may be interrupted runs: then
 * a thread of this feed reads ahead, so that GoGui's {@code # interrupt} line reaches the command while it runs. For
 * the other commands the server's thread reads, since handing each line over from another thread costs a wake-up.
 */
final class LineFeed implements AutoCloseable {
    /** The comment line by which GoGui interrupts a command (GoGui manual, "Interrupting Commands"). */
    static final String INTERRUPT = "# interrupt";

    private final LineReader reader;
    private final ExecutorService readerThread = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "gtp-read-ahead");
        thread.setDaemon(true);
        return thread;
    });
    /** The line being read ahead, if a command was run with {@link #readAheadWhile}. */
    private Future<Optional<LineReader.Line>> ahead;

    LineFeed(LineReader reader) {
        this.reader = reader;
    }

    /** Whether a line is GoGui's interrupt. */
    static boolean isInterrupt(LineReader.Line line) {
        return line instanceof LineReader.Text text && text.text().strip().equals(INTERRUPT);
    }

    /** The next line, or empty at the end of the input. */
    Optional<LineReader.Line> next() throws IOException {
        if (ahead == null) {
            return reader.next();
        }
        try {
            return ahead.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading the input", e);
        } catch (ExecutionException failed) {
            if (failed.getCause() instanceof RuntimeException bug) {
                throw bug;
            }
            throw failed.getCause() instanceof IOException io ? io : new IOException(failed.getCause());
        } finally {
            ahead = null;
        }
    }

    /**
     * Runs a command while the next line is read ahead; each interrupt line read meanwhile, and before the next other
     * line, calls {@code interrupt} (a command that has ended by then is not affected) and is not passed on.
     */
    <T> T readAheadWhile(CommandCall<T> command, Runnable interrupt) throws GtpError {
        if (ahead == null) {
            ahead = readerThread.submit(() -> {
                Optional<LineReader.Line> line = reader.next();
                while (line.isPresent() && isInterrupt(line.get())) {
                    interrupt.run();
                    line = reader.next();
                }
                return line;
            });
        }
        return command.call();
    }

    /**
     * Lets the read-ahead thread end: at once when idle, else when its read returns (a daemon, it never holds the JVM).
     * Each serving of an input has its own feed, so without this in-process sessions would leave one thread each.
     */
    @Override
    public void close() {
        readerThread.shutdownNow();
    }

    /** A command's work, which may fail with a GTP error. */
    @FunctionalInterface
    interface CommandCall<T> {
        T call() throws GtpError;
    }
}
