package jpd.bench;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import jpd.engine.CommandLineSplitter;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Point;
import jpd.rules.RuleSet;

/**
 * GTP latency through pipes (issue 3): replays one fixed 19x19 game as {@code play} commands,
 * each sent after the answer to the previous one, {@code clear_board} between replays, and
 * prints microseconds per round trip for each engine after a warm-up, and the engine's own CPU
 * time per round trip (user and system, from the OS), which a loaded machine disturbs less. Run by scripts/bench-latency
 * with arguments {@code label=command line}; system properties {@code rounds}, {@code warmup}
 * and {@code repetitions} change the counts. Engines are measured in turn, once per repetition.
 */
public final class PingPong {
    private static final int SIZE = 19;
    private static final int GAME_LENGTH = 160;

    private PingPong() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = Integer.getInteger("rounds", 20_000);
        int warmup = Integer.getInteger("warmup", 50_000);
        int repetitions = Integer.getInteger("repetitions", 5);
        Map<String, List<String>> engines = new LinkedHashMap<>();
        for (String arg : args) {
            int equals = arg.indexOf('=');
            engines.put(arg.substring(0, equals), CommandLineSplitter.split(arg.substring(equals + 1)));
        }
        List<String> game = fixedGame();
        Map<String, double[]> micros = new LinkedHashMap<>();
        Map<String, double[]> cpuMicros = new LinkedHashMap<>();
        for (String label : engines.keySet()) {
            micros.put(label, new double[repetitions]);
            cpuMicros.put(label, new double[repetitions]);
        }
        for (int repetition = 0; repetition < repetitions; repetition++) {
            for (Map.Entry<String, List<String>> engine : engines.entrySet()) {
                double[] result = measure(engine.getValue(), game, warmup, rounds);
                micros.get(engine.getKey())[repetition] = result[0];
                cpuMicros.get(engine.getKey())[repetition] = result[1];
            }
        }
        System.out.printf("%d round trips after %d of warm-up, %d repetitions; game of %d moves on %dx%d%n",
                rounds, warmup, repetitions, game.size(), SIZE, SIZE);
        double echo = micros.containsKey("echo") ? median(micros.get("echo")) : Double.NaN;
        for (Map.Entry<String, double[]> entry : micros.entrySet()) {
            StringBuilder each = new StringBuilder();
            for (double value : entry.getValue()) {
                each.append(String.format(" %6.1f", value));
            }
            double median = median(entry.getValue());
            System.out.printf("%-8s median %6.1f us/round trip   %s   (each:%s)%n", entry.getKey(), median,
                    Double.isNaN(echo) ? "" : String.format("%.2fx echo", median / echo), each);
        }
        double echoCpu = micros.containsKey("echo") ? median(cpuMicros.get("echo")) : Double.NaN;
        for (Map.Entry<String, double[]> entry : cpuMicros.entrySet()) {
            double median = median(entry.getValue());
            System.out.printf("%-8s median %6.1f us engine CPU/round trip   %s%n", entry.getKey(), median,
                    Double.isNaN(echoCpu) ? "" : String.format("%.2fx echo", median / echoCpu));
        }
    }

    /** Microseconds per round trip of {@code play} after the warm-up: wall time, and the engine's CPU time. */
    private static double[] measure(List<String> command, List<String> game, int warmup, int rounds)
            throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (OutputStream out = process.getOutputStream();
                InputStream in = new BufferedInputStream(process.getInputStream())) {
            byte[][] lines = new byte[game.size()][];
            for (int i = 0; i < lines.length; i++) {
                lines[i] = (game.get(i) + "\n").getBytes(StandardCharsets.US_ASCII);
            }
            byte[] clear = "clear_board\n".getBytes(StandardCharsets.US_ASCII);
            roundTrip(out, in, ("boardsize " + SIZE + "\n").getBytes(StandardCharsets.US_ASCII));
            int next = 0;
            long start = 0;
            Duration startCpu = Duration.ZERO;
            for (int round = -warmup; round < rounds; round++) {
                if (round == 0) {
                    startCpu = cpu(process);
                    start = System.nanoTime();
                }
                if (next == lines.length) {
                    roundTrip(out, in, clear);
                    next = 0;
                } else {
                    roundTrip(out, in, lines[next++]);
                }
            }
            double micros = (System.nanoTime() - start) / 1e3 / rounds;
            double cpuMicros = cpu(process).minus(startCpu).toNanos() / 1e3 / rounds;
            roundTrip(out, in, "quit\n".getBytes(StandardCharsets.US_ASCII));
            return new double[] {micros, cpuMicros};
        } finally {
            process.waitFor();
        }
    }

    /** The user and system time the process has used so far (clock ticks of the OS). */
    private static Duration cpu(Process process) throws IOException {
        return process.info().totalCpuDuration()
                .orElseThrow(() -> new IOException("the OS does not give the CPU time of a process"));
    }

    /** Sends one command and reads its answer up to the empty line; fails on an error answer. */
    private static void roundTrip(OutputStream out, InputStream in, byte[] command) throws IOException {
        out.write(command);
        out.flush();
        int first = in.read();
        if (first != '=') {
            throw new IOException("answer to '" + new String(command, StandardCharsets.US_ASCII).trim()
                    + "' starts with " + (first < 0 ? "end of stream" : "'" + (char) first + "'"));
        }
        int previous = first;
        for (int b = in.read(); !(b == '\n' && previous == '\n'); b = in.read()) {
            if (b < 0) {
                throw new IOException("end of stream inside an answer");
            }
            previous = b;
        }
    }

    /** A seeded random game in which no stone is ever captured, so every engine's rules accept it. */
    public static List<String> fixedGame() {
        Game game = new Game(SIZE, RuleSet.DEFAULT);
        Random random = new Random(3);
        List<String> commands = new ArrayList<>();
        Color color = Color.BLACK;
        while (commands.size() < GAME_LENGTH) {
            Point point = Point.of(random.nextInt(SIZE), random.nextInt(SIZE));
            BoardView board = game.board();
            int stones = board.stonesOnBoard(Color.BLACK) + board.stonesOnBoard(Color.WHITE);
            if (!board.isEmpty(point) || !game.play(color, Move.at(point)).isPlayed()) {
                continue;
            }
            board = game.board();
            if (board.stonesOnBoard(Color.BLACK) + board.stonesOnBoard(Color.WHITE) != stones + 1) {
                game.undo();
                continue;
            }
            commands.add("play " + (color == Color.BLACK ? "b " : "w ") + point);
            color = color.opponent();
        }
        return commands;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
