package jpd.gtp;

import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The lines of the input, read by the server's own thread, except while a command that may be interrupted runs: then
 * a thread of this feed reads ahead, every line that comes while the command runs, so that GoGui's
 * {@code # interrupt} line reaches the command that is running when it arrives, even behind commands already queued.
 * For the other commands the server's thread reads, since handing each line over from another thread costs a
 * wake-up.
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
    /** The lines read ahead, in order, or the failure that ended the reading. */
    private final BlockingQueue<Read> readAhead = new LinkedBlockingQueue<>();
    /** Whether the read-ahead thread owns the reader: it is reading, or will put one more line in the queue. */
    private boolean reading;
    /** How to interrupt the command running now; null between commands. */
    private Runnable interrupt;

    /** A line read ahead, or the failure of the read. */
    private record Read(Optional<LineReader.Line> line, Exception failure) {
    }

    LineFeed(LineReader reader) {
        this.reader = reader;
    }

    /** Whether a line is GoGui's interrupt. */
    static boolean isInterrupt(LineReader.Line line) {
        return line instanceof LineReader.Text text && text.text().strip().equals(INTERRUPT);
    }

    /** The next line, or empty at the end of the input. */
    Optional<LineReader.Line> next() throws IOException {
        Read read;
        synchronized (this) {
            read = readAhead.poll();
            if (read == null && !reading) {
                return reader.next();
            }
        }
        try {
            if (read == null) {
                read = readAhead.take();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading the input", e);
        }
        if (read.failure() instanceof RuntimeException bug) {
            throw bug;
        }
        if (read.failure() != null) {
            throw (IOException) read.failure();
        }
        return read.line();
    }

    /**
     * Runs a command while the lines after it are read ahead; each interrupt line read before the command ends calls
     * {@code interrupt} and is not passed on. A line read once it has ended is passed on, interrupt or not, and ends
     * the reading ahead.
     */
    <T> T readAheadWhile(CommandCall<T> command, Runnable interrupt) throws GtpError {
        synchronized (this) {
            this.interrupt = interrupt;
            if (!reading) {
                reading = true;
                readerThread.submit(this::readWhileRunning);
            }
        }
        try {
            return command.call();
        } finally {
            synchronized (this) {
                this.interrupt = null;
            }
        }
    }

    /** The read-ahead thread: reads while a command runs, and the one line that comes after it. */
    private void readWhileRunning() {
        while (true) {
            Read read;
            try {
                read = new Read(reader.next(), null);
            } catch (IOException | RuntimeException failure) {
                read = new Read(Optional.empty(), failure);
            }
            Runnable running;
            synchronized (this) {
                running = interrupt;
                boolean interrupting = running != null && read.line().isPresent() && isInterrupt(read.line().get());
                if (!interrupting) {
                    readAhead.add(read);
                    if (running == null || read.line().isEmpty() || read.failure() != null) {
                        reading = false;
                        return;
                    }
                    continue;
                }
            }
            // Outside the lock: the interrupt may wait for the search, which must not wait for this feed.
            running.run();
        }
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
