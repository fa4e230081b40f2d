package jpd.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.function.ToLongFunction;
import jpd.gtp.client.GtpClient;
import jpd.gtp.client.GtpResponse;

/**
 * The adapter's overhead against GNU Go driven directly, both through pipes: microseconds per forwarded command
 * (ping-pong of {@code echo}) and wall time of deterministic 9x9 games of GNU Go level 1 playing both colours
 * (seeds 1 and 2), with and without process start. Run by {@code scripts/bench-adapter}.
 */
public final class AdapterBenchmark {
    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final int WARM_UP = 5_000;
    private static final int PINGS = 20_000;
    private static final int ROUNDS = 5;

    private AdapterBenchmark() {
    }

    /** Arguments: the GNU Go binary and the jpd jar. */
    public static void main(String[] args) throws IOException {
        String gnugo = args[0];
        String jar = args[1];
        System.out.printf(Locale.ROOT, "%-28s %12s %12s %12s%n", "", "direct", "adapter", "overhead");
        double directPing = pingMicros(gnugo(gnugo, 1), "echo ping");
        double adapterPing = pingMicros(adapter(jar, gnugo(gnugo, 1)), "echo ping");
        System.out.printf(Locale.ROOT, "%-28s %10.1f µs %10.1f µs %10.1f µs%n", "per forwarded command", directPing,
                adapterPing, adapterPing - directPing);
        System.out.printf(Locale.ROOT, "%-28s %12s %10.1f µs%n", "per command jpd answers", "",
                pingMicros(adapter(jar, gnugo(gnugo, 1)), "name"));
        for (int seed = 1; seed <= 2; seed++) {
            List<Game> direct = new ArrayList<>();
            List<Game> adapted = new ArrayList<>();
            // Rounds alternate, so that a change of the machine's load hits both sides alike.
            for (int round = 0; round < ROUNDS; round++) {
                direct.add(Game.play(gnugo(gnugo, seed)));
                adapted.add(Game.play(adapter(jar, gnugo(gnugo, seed))));
            }
            if (!direct.get(0).moves.equals(adapted.get(0).moves)) {
                System.out.println("seed " + seed + ": the games differ!");
            }
            String label = "game, seed " + seed + " (" + direct.get(0).moves.size() + " moves)";
            report(label, min(direct, Game::gameNanos), min(adapted, Game::gameNanos));
            report("  with process start", min(direct, Game::totalNanos), min(adapted, Game::totalNanos));
            System.out.printf(Locale.ROOT, "%-28s %12s %10.1f ms%n", "  CPU time of jpd", "",
                    min(adapted, Game::adapterCpuNanos) / 1e6);
        }
    }

    /** The fastest of the rounds, as noise only ever adds time. */
    private static long min(List<Game> games, ToLongFunction<Game> time) {
        return games.stream().mapToLong(time).min().orElseThrow();
    }

    private static void report(String label, long direct, long adapted) {
        System.out.printf(Locale.ROOT, "%-28s %10.1f ms %10.1f ms %+10.2f %%%n", label, direct / 1e6, adapted / 1e6,
                100.0 * (adapted - direct) / direct);
    }

    private static List<String> gnugo(String gnugo, int seed) {
        return List.of(gnugo, "--mode", "gtp", "--level", "1", "--seed", Integer.toString(seed));
    }

    private static List<String> adapter(String jar, List<String> engine) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-jar", jar, "gtp", "--size", "9", "--seed", "1", "--engine", String.join(" ", engine));
    }

    private static double pingMicros(List<String> command, String ping) throws IOException {
        Process process = start(command);
        try {
            GtpClient client = client(process);
            expect(client, "boardsize 9");
            expect(client, "clear_board");
            for (int i = 0; i < WARM_UP; i++) {
                expect(client, ping);
            }
            long start = System.nanoTime();
            for (int i = 0; i < PINGS; i++) {
                expect(client, ping);
            }
            return (System.nanoTime() - start) / 1e3 / PINGS;
        } finally {
            stop(process);
        }
    }

    private static Process start(List<String> command) throws IOException {
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    private static GtpClient client(Process process) {
        return GtpClient.start(process.getInputStream(), process.getOutputStream(), TIMEOUT, OptionalInt::empty);
    }

    private static void stop(Process process) throws IOException {
        process.getOutputStream().close();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    /** One game of the engine against itself, timed from process start and from its first answer. */
    private record Game(List<String> moves, long gameNanos, long totalNanos, long adapterCpuNanos) {

        static Game play(List<String> command) throws IOException {
            long start = System.nanoTime();
            Process process = start(command);
            try {
                GtpClient client = client(process);
                expect(client, "protocol_version");
                long ready = System.nanoTime();
                expect(client, "boardsize 9");
                expect(client, "clear_board");
                expect(client, "komi 6.5");
                List<String> moves = new ArrayList<>();
                int passes = 0;
                for (String color = "b"; passes < 2 && moves.size() < 400; color = color.equals("b") ? "w" : "b") {
                    String move = expect(client, "genmove " + color).toLowerCase(Locale.ROOT);
                    moves.add(move);
                    passes = move.equals("pass") ? passes + 1 : 0;
                }
                long end = System.nanoTime();
                // The CPU time of the process we started: for the adapter, jpd alone (GNU Go is its child).
                long cpu = process.info().totalCpuDuration().orElse(Duration.ZERO).toNanos();
                return new Game(moves, end - ready, end - start, cpu);
            } finally {
                stop(process);
            }
        }
    }

    private static String expect(GtpClient client, String command) throws IOException {
        GtpResponse response = client.send(command);
        if (!response.success()) {
            throw new IOException(command + " -> " + response.display());
        }
        return response.text();
    }
}
