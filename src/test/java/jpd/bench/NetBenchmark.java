package jpd.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import jpd.player.net.KataGo;
import jpd.player.net.NetSpeed;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Point;
import jpd.rules.RuleSet;

/**
 * Network evaluations per CPU second, batch 1, one thread: jpd's plain Java kernel (with {@code Math.fma} where that
 * is an instruction, and with a multiply and an add), its Vector API kernel (when the JVM runs with {@code
 * --add-modules jdk.incubator.vector}) and KataGo's own ({@code kata-raw-nn 0} to the real KataGo, one Eigen thread,
 * which evaluates without its cache), on the same 9x9 and 19x19 positions, in rounds that alternate between them so
 * that changes of load hit all alike. CPU time is each process's own (this JVM's, KataGo's from /proc), so that a
 * loaded machine slows the figures less than wall time would. Prints each mean with its 95%
 * interval, the ratio to KataGo of the same round (mean and interval of the paired ratios) and the load.
 * Usage: scripts/bench-net [ROUNDS [SECONDS_PER_ROUND]] (defaults 20 and 0.5).
 */
public final class NetBenchmark {
    private static final String[] OPENING = {"D4", "Q16", "Q4", "D16", "C3", "F3", "R6", "C14", "E17", "O17"};

    private NetBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 0.5;
        System.out.printf("load average before: %s on %d cores%n", load(), Runtime.getRuntime().availableProcessors());
        NetSpeed speed = new NetSpeed();
        List<String> names = speed.kernelNames();
        System.out.printf("%-6s %-34s %20s %18s%n", "size", "evaluator", "evals/CPU s (95%)", "ratio to KataGo");
        try (KataGo kataGo = KataGo.start()) {
            for (int size : new int[] {9, 19}) {
                Game game = position(size);
                kataGo.send("boardsize " + size);
                kataGo.send("clear_board");
                kataGo.send("komi 7");
                for (Action action : game.actions()) {
                    kataGo.send("play " + (action.color() == Color.BLACK ? "b " : "w ") + action.move());
                }
                // Warm-up: the optimising compiler takes the Vector API kernel from 1 to hundreds of evals/s.
                int[] counts = new int[names.size() + 1];
                for (int k = 0; k < names.size(); k++) {
                    int index = k;
                    counts[k] = calibrated(() -> speed.evaluate(index, game, 1), seconds);
                }
                counts[names.size()] = calibrated(() -> kataGo.send("kata-raw-nn 0"), seconds);
                double[][] speeds = new double[names.size() + 1][rounds];
                for (int round = 0; round < rounds; round++) {
                    for (int k = 0; k < names.size(); k++) {
                        double cpu = jpdCpu();
                        speed.evaluate(k, game, counts[k]);
                        speeds[k][round] = counts[k] / (jpdCpu() - cpu);
                    }
                    double cpu = kataGo.cpuSeconds();
                    for (int i = 0; i < counts[names.size()]; i++) {
                        kataGo.send("kata-raw-nn 0");
                    }
                    speeds[names.size()][round] = counts[names.size()] / (kataGo.cpuSeconds() - cpu);
                }
                double[] kataGos = speeds[names.size()];
                for (int k = 0; k < names.size(); k++) {
                    double[] ratios = new double[rounds];
                    for (int round = 0; round < rounds; round++) {
                        ratios[round] = speeds[k][round] / kataGos[round];
                    }
                    row(size, "jpd, " + names.get(k), MeanInterval.of(speeds[k]), MeanInterval.of(ratios));
                }
                row(size, "KataGo 1.17.2 (Eigen, 1 thread)", MeanInterval.of(kataGos), new MeanInterval(1, 0));
            }
        }
        System.out.printf("load average after: %s%n", load());
    }

    private interface Evaluation {
        void run() throws Exception;
    }

    /** Warms up for a few seconds, then gives how many evaluations take about {@code seconds} of CPU. */
    private static int calibrated(Evaluation evaluation, double seconds) throws Exception {
        long end = System.nanoTime() + 3_000_000_000L;
        int count = 0;
        long start = System.nanoTime();
        while (System.nanoTime() < end || count < 20) {
            evaluation.run();
            count++;
        }
        double perSecond = count / ((System.nanoTime() - start) / 1e9);
        return Math.max(5, (int) Math.round(perSecond * seconds));
    }

    private static void row(int size, String name, MeanInterval speed, MeanInterval ratio) {
        System.out.printf(Locale.ROOT, "%-6s %-34s %9.1f ± %6.1f %9.2f ± %5.2f%n", size + "x" + size, name,
                speed.mean(), speed.halfWidth(), ratio.mean(), ratio.halfWidth());
    }

    /** This JVM's CPU seconds, its compiler and collector included. */
    private static double jpdCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime() / 1e9;
    }

    /** A few opening moves (those on the board for 9x9), White to move. */
    private static Game position(int size) {
        Game game = new Game(size, RuleSet.DEFAULT);
        for (String vertex : OPENING) {
            Point.tryParse(vertex, size).ifPresent(point -> game.play(game.toMove(), Move.at(point)));
        }
        if (size == 9) {
            for (String vertex : new String[] {"E5", "C5", "G4"}) {
                game.play(game.toMove(), Move.at(Point.tryParse(vertex, size).orElseThrow()));
            }
        }
        return game;
    }

    private static String load() throws java.io.IOException {
        String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
        return fields[0] + " " + fields[1] + " " + fields[2];
    }
}
