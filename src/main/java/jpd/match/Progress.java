package jpd.match;

import java.io.PrintStream;
import java.util.Locale;

/** A one-line progress bar on a terminal: games done, the score so far and the time left; silent when off. */
final class Progress {
    private static final int WIDTH = 30;

    private final PrintStream terminal;
    private final int total;
    private final long startNanos;
    private int done;
    private double scoreA;
    private double scoreB;

    private Progress(PrintStream terminal, int total, long startNanos) {
        this.terminal = terminal;
        this.total = total;
        this.startNanos = startNanos;
    }

    /** A bar for this many games on this stream, or a silent one when {@code on} is false. */
    static Progress start(PrintStream stream, boolean on, int total) {
        Progress progress = new Progress(on ? stream : null, total, System.nanoTime());
        progress.draw();
        return progress;
    }

    /** Notes a finished game and redraws. */
    synchronized void finished(GameResult result) {
        done++;
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
        terminal.printf(Locale.ROOT, "\r[%s%s] %d/%d  A %s - B %s  ETA %s ", "#".repeat(filled),
                " ".repeat(WIDTH - filled), done, total, number(scoreA), number(scoreB), eta);
        terminal.flush();
    }

    private static String number(double value) {
        return jpd.scoring.ScoreReport.number(value);
    }
}
