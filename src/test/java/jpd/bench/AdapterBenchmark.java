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
 * (ping-pong of {@code echo}) and wall time of deterministic 9x9 games of GNU Go level 1 playing both colours.
 * Fresh: one new process per game (seeds 1 and 2), jpd started as {@code java -jar} and through the launcher
 * {@code scripts/jpd}, timed from the first answer and from process start. Warm: one process playing games in a
 * row with {@code clear_board}, as GUIs and gogui-twogtp use one adapter for many games; the first game of the
 * row is left out, as it is the fresh case. Every game's moves are checked against GNU Go's own.
 * Run by {@code scripts/bench-adapter}.
 */
public final class AdapterBenchmark {
    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final int WARM_UP = 5_000;
    private static final int PINGS = 20_000;
    private static final int ROUNDS = 5;
    private static final int GAMES_IN_A_ROW = 6;

    private AdapterBenchmark() {
    }

    /** Arguments: the GNU Go binary, the jpd jar and the launcher script. */
    public static void main(String[] args) throws IOException {
        String gnugo = args[0];
        String jar = args[1];
        String launcher = args[2];
        System.out.printf(Locale.ROOT, "%-30s %12s %12s %12s%n", "", "direct", "adapter", "overhead");
        double directPing = pingMicros(gnugo(gnugo, 1), "echo ping");
        double adapterPing = pingMicros(javaJar(jar, gnugo(gnugo, 1)), "echo ping");
        System.out.printf(Locale.ROOT, "%-30s %10.1f µs %10.1f µs %10.1f µs%n", "per forwarded command", directPing,
                adapterPing, adapterPing - directPing);
        System.out.printf(Locale.ROOT, "%-30s %12s %10.1f µs%n", "per command jpd answers", "",
                pingMicros(javaJar(jar, gnugo(gnugo, 1)), "name"));
        for (int seed = 1; seed <= 2; seed++) {
            fresh(gnugo, jar, launcher, seed);
        }
        warm(gnugo, jar, launcher, 1);
    }

    /** One new process per game: GNU Go, jpd by java -jar, jpd by the launcher, in alternating rounds. */
    private static void fresh(String gnugo, String jar, String launcher, int seed) throws IOException {
        List<Game> direct = new ArrayList<>();
        List<Game> byJar = new ArrayList<>();
        List<Game> byLauncher = new ArrayList<>();
        // Rounds alternate, so that a change of the machine's load hits every side alike.
        for (int round = 0; round < ROUNDS; round++) {
            direct.add(Run.start(gnugo(gnugo, seed)).playAndStop(1).get(0));
            byJar.add(Run.start(javaJar(jar, gnugo(gnugo, seed))).playAndStop(1).get(0));
            byLauncher.add(Run.start(launcher(launcher, gnugo(gnugo, seed))).playAndStop(1).get(0));
        }
        checkSameMoves("fresh, seed " + seed, direct, byJar);
        checkSameMoves("fresh by the launcher, seed " + seed, direct, byLauncher);
        System.out.printf(Locale.ROOT, "fresh process, seed %d (%d moves)%n", seed, direct.get(0).moves.size());
        report("  java -jar, game", min(direct, Game::gameNanos), min(byJar, Game::gameNanos));
        report("  java -jar, with start", min(direct, Game::totalNanos), min(byJar, Game::totalNanos));
        report("  scripts/jpd, game", min(direct, Game::gameNanos), min(byLauncher, Game::gameNanos));
        report("  scripts/jpd, with start", min(direct, Game::totalNanos), min(byLauncher, Game::totalNanos));
        System.out.printf(Locale.ROOT, "%-30s %12s %10.1f ms%n", "  CPU time of jpd (java -jar)", "",
                min(byJar, Game::adapterCpuNanos) / 1e6);
    }

    /** One process per side playing games in a row; games 2 to the last are timed, each the fastest of the rounds. */
    private static void warm(String gnugo, String jar, String launcher, int seed) throws IOException {
        List<List<Game>> direct = new ArrayList<>();
        List<List<Game>> byJar = new ArrayList<>();
        List<List<Game>> byLauncher = new ArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            direct.add(Run.start(gnugo(gnugo, seed)).playAndStop(GAMES_IN_A_ROW));
            byJar.add(Run.start(javaJar(jar, gnugo(gnugo, seed))).playAndStop(GAMES_IN_A_ROW));
            byLauncher.add(Run.start(launcher(launcher, gnugo(gnugo, seed))).playAndStop(GAMES_IN_A_ROW));
        }
        System.out.printf(Locale.ROOT, "warm process, seed %d, games 2-%d in a row%n", seed, GAMES_IN_A_ROW);
        reportWarm("java -jar", direct, byJar);
        reportWarm("scripts/jpd", direct, byLauncher);
    }

    private static void reportWarm(String label, List<List<Game>> direct, List<List<Game>> adapted) {
        long directSum = 0;
        long adaptedSum = 0;
        long adaptedCpu = 0;
        int moves = 0;
        for (int game = 1; game < GAMES_IN_A_ROW; game++) {
            List<Game> directGames = nth(direct, game);
            List<Game> adaptedGames = nth(adapted, game);
            checkSameMoves("warm " + label + ", game " + (game + 1), directGames, adaptedGames);
            directSum += min(directGames, Game::gameNanos);
            adaptedSum += min(adaptedGames, Game::gameNanos);
            adaptedCpu += min(adaptedGames, Game::adapterCpuNanos);
            moves += directGames.get(0).moves.size();
        }
        report("  " + label + ", games (" + moves + " moves)", directSum, adaptedSum);
        System.out.printf(Locale.ROOT, "%-30s %10.1f µs%n", "  per genmove", (adaptedSum - directSum) / 1e3 / moves);
        System.out.printf(Locale.ROOT, "%-30s %12s %10.1f ms%n", "  CPU time of jpd", "", adaptedCpu / 1e6);
    }

    private static List<Game> nth(List<List<Game>> rounds, int game) {
        return rounds.stream().map(games -> games.get(game)).toList();
    }

    private static void checkSameMoves(String label, List<Game> direct, List<Game> adapted) {
        for (Game game : adapted) {
            if (!game.moves.equals(direct.get(0).moves)) {
                System.out.println(label + ": the games differ! " + direct.get(0).moves + " vs " + game.moves);
                return;
            }
        }
    }

    /** The fastest of the rounds, as noise only ever adds time. */
    private static long min(List<Game> games, ToLongFunction<Game> time) {
        return games.stream().mapToLong(time).min().orElseThrow();
    }

    private static void report(String label, long direct, long adapted) {
        System.out.printf(Locale.ROOT, "%-30s %10.1f ms %10.1f ms %+10.2f %%%n", label, direct / 1e6, adapted / 1e6,
                100.0 * (adapted - direct) / direct);
    }

    private static List<String> gnugo(String gnugo, int seed) {
        return List.of(gnugo, "--mode", "gtp", "--level", "1", "--seed", Integer.toString(seed));
    }

    private static List<String> javaJar(String jar, List<String> engine) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-jar", jar, "gtp", "--size", "9", "--seed", "1", "--engine", String.join(" ", engine));
    }

    private static List<String> launcher(String launcher, List<String> engine) {
        return List.of(launcher, "gtp", "--size", "9", "--seed", "1", "--engine", String.join(" ", engine));
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
        return GtpClient.start(process.getInputStream(), process.getOutputStream(), TIMEOUT, OptionalInt::empty,
                process::destroyForcibly);
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

    /** A started engine (GNU Go or jpd), timed from process start and from its first answer. */
    private record Run(Process process, GtpClient client, long started, long ready) {

        static Run start(List<String> command) throws IOException {
            long started = System.nanoTime();
            Process process = AdapterBenchmark.start(command);
            GtpClient client = AdapterBenchmark.client(process);
            expect(client, "protocol_version");
            return new Run(process, client, started, System.nanoTime());
        }

        /** Plays games of the engine against itself in a row, then stops the process. */
        List<Game> playAndStop(int count) throws IOException {
            try {
                List<Game> games = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    games.add(playOne(i == 0));
                }
                return games;
            } finally {
                stop(process);
            }
        }

        /** One game; the first is also timed from process start, later ones from their boardsize. */
        private Game playOne(boolean first) throws IOException {
            long cpuBefore = cpuNanos();
            long begin = first ? ready : System.nanoTime();
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
            // The first game counts the CPU time of the start too; for the adapter, jpd alone (GNU Go is its child).
            long cpu = cpuNanos() - (first ? 0 : cpuBefore);
            return new Game(moves, end - begin, end - (first ? started : begin), cpu);
        }

        private long cpuNanos() {
            return process.info().totalCpuDuration().orElse(Duration.ZERO).toNanos();
        }
    }

    /** One game's moves and times. */
    private record Game(List<String> moves, long gameNanos, long totalNanos, long adapterCpuNanos) {
    }

    private static String expect(GtpClient client, String command) throws IOException {
        GtpResponse response = client.send(command);
        if (!response.success()) {
            throw new IOException(command + " -> " + response.display());
        }
        return response.text();
    }
}
