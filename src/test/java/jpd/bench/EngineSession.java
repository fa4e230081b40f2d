package jpd.bench;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import jpd.engine.GtpClient;
import jpd.engine.GtpResponse;

/**
 * A GTP process of {@link AdapterBenchmark} (GNU Go, a relay or jpd) and its owner: started with the time of its
 * start and of its first answer, it plays timed 9x9 games of the engine against itself.
 */
final class EngineSession implements AutoCloseable {
    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    /** More moves than any real 9x9 game has: a guard against an engine that never passes twice. */
    private static final int MAX_MOVES = 400;

    private final Process process;
    private final GtpClient client;
    private final long started;
    private final long ready;

    private EngineSession(Process process, GtpClient client, long started, long ready) {
        this.process = process;
        this.client = client;
        this.started = started;
        this.ready = ready;
    }

    /** Starts the command and waits for its answer to {@code protocol_version}; its stderr is discarded. */
    static EngineSession start(List<String> command) throws IOException {
        long started = System.nanoTime();
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        GtpClient client = GtpClient.start(process.getInputStream(), process.getOutputStream(), TIMEOUT,
                OptionalInt::empty, process::destroyForcibly);
        answer(client, "protocol_version");
        return new EngineSession(process, client, started, System.nanoTime());
    }

    /** {@link System#nanoTime()} just before the process was started. */
    long started() {
        return started;
    }

    /** {@link System#nanoTime()} when the first answer had come. */
    long ready() {
        return ready;
    }

    /** Sends a command and returns the text of its answer; an error answer is an exception. */
    String send(String command) throws IOException {
        return answer(client, command);
    }

    private static String answer(GtpClient client, String command) throws IOException {
        GtpResponse response = client.send(command);
        if (!response.success()) {
            throw new IOException(command + " -> " + response.display());
        }
        return response.text();
    }

    /**
     * One game of the engine against itself, {@code genmove b} and {@code genmove w} in turn until two passes in a
     * row; timed from the first genmove to the last answer, with the engine's CPU time from {@code cputime} asked
     * before and after, outside the timing. Moves are lowercased: jpd answers {@code pass}, GNU Go {@code PASS}.
     */
    TimedGame playGame() throws IOException {
        send("boardsize 9");
        send("clear_board");
        send("komi 6.5");
        double cpuBefore = engineCpuSeconds();
        long processCpuBefore = processCpuNanos();
        List<String> moves = new ArrayList<>();
        long firstGenmove = System.nanoTime();
        int passes = 0;
        for (String color = "b"; passes < 2 && moves.size() < MAX_MOVES; color = color.equals("b") ? "w" : "b") {
            String move = send("genmove " + color).toLowerCase(Locale.ROOT);
            moves.add(move);
            passes = move.equals("pass") ? passes + 1 : 0;
        }
        long lastAnswer = System.nanoTime();
        long engineCpu = Math.round((engineCpuSeconds() - cpuBefore) * 1e9);
        return new TimedGame(moves, firstGenmove, lastAnswer, engineCpu, processCpuNanos() - processCpuBefore);
    }

    private double engineCpuSeconds() throws IOException {
        return Double.parseDouble(send("cputime"));
    }

    /** The CPU time of the process talked to, not of its children: for a relay, the relay's own. */
    private long processCpuNanos() {
        return process.info().totalCpuDuration().orElse(Duration.ZERO).toNanos();
    }

    /** Closes the engine's input, so that it ends as after {@code quit}, and kills it if it has not in 10 s. */
    @Override
    public void close() throws IOException {
        try {
            process.getOutputStream().close();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    /**
     * One game: its moves, the {@link System#nanoTime()} of the first genmove sent and of the last answer, the
     * engine's CPU time by its {@code cputime}, and the CPU time of the process talked to (tick resolution).
     */
    record TimedGame(List<String> moves, long firstGenmove, long lastAnswer, long engineCpuNanos,
                     long processCpuNanos) {

        long wallNanos() {
            return lastAnswer - firstGenmove;
        }

        /** Wall time minus the engine's CPU time: the pipes, the relay and the waits, without GNU Go's own noise. */
        long nonEngineNanos() {
            return wallNanos() - engineCpuNanos;
        }
    }
}
