package jpd.match;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Optional;

/**
 * A one-line progress bar on a terminal: games done, the score so far, the sequential test's log-likelihood ratio
 * and its bounds when there is one, and the time left; silent when off.
 */
final class Progress {
    private static final int WIDTH = 30;

    private final PrintStream terminal;
    private final int total;
    private final long startNanos;
    private int done;
    private double scoreA;
    private double scoreB;
    private Optional<Sprt.Status> sprt;

    private Progress(PrintStream terminal, int total, long startNanos, Optional<Sprt.Status> sprt) {
        this.terminal = terminal;
        this.total = total;
        this.startNanos = startNanos;
        this.sprt = sprt;
    }

    /** A bar for this many games on this stream, or a silent one when {@code on} is false. */
    static Progress start(PrintStream stream, boolean on, int total, Optional<Sprt.Status> sprt) {
        Progress progress = new Progress(on ? stream : null, total, System.nanoTime(), sprt);
        progress.draw();
        return progress;
    }

    /** Notes a finished game and the test's state after it, and redraws. */
    synchronized void finished(GameResult result, Optional<Sprt.Status> status) {
        done++;
        if (status.isPresent()) {
            sprt = status;
        }
        double a = result.scoreOfA();
        if (!Double.isNaN(a)) {
            scoreA += a;
            scoreB += 1 - a;
        }
        draw();
    }

    /** Ends the bar's line. */
    synchronized void close() {
        if (terminal != null) {
            terminal.println();
            terminal.flush();
        }
    }

    private void draw() {
        if (terminal == null) {
            return;
        }
        int filled = total == 0 ? WIDTH : done * WIDTH / total;
        String eta = "--:--";
        if (done > 0) {
            long left = (System.nanoTime() - startNanos) / done * (total - done) / 1_000_000_000L;
            eta = String.format(Locale.ROOT, "%d:%02d", left / 60, left % 60);
        }
        String test = sprt.map(status -> String.format(Locale.ROOT, "  LLR %.2f [%.2f, %.2f]", status.llr(),
                status.test().lowerBound(), status.test().upperBound())).orElse("");
        terminal.printf(Locale.ROOT, "\r[%s%s] %d/%d  A %s - B %s%s  ETA %s ", "#".repeat(filled),
                " ".repeat(WIDTH - filled), done, total, number(scoreA), number(scoreB), test, eta);
        terminal.flush();
    }

    private static String number(double value) {
        return jpd.scoring.ScoreReport.number(value);
    }
}
