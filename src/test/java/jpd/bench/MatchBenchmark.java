package jpd.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import jpd.engine.EngineProcess;
import jpd.engine.GtpClient;
import jpd.match.FailurePolicy;
import jpd.match.MatchConfig;
import jpd.match.MatchRunner;
import jpd.match.Shard;
import jpd.player.TimeControl;
import jpd.rules.RuleSet;

/**
 * Games per minute of {@code jpd match} with one and two games at once, and the referee's cost against the same
 * games relayed directly as gogui-twogtp does (genmove, play to the other, final_score at the end, no checks).
 * GNU Go plays both sides on 9x9 with distinct seeds per side. Run by {@code scripts/bench-match}.
 */
public final class MatchBenchmark {
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    private MatchBenchmark() {
    }

    /** Arguments: the GNU Go binary and the number of games. */
    public static void main(String[] args) throws IOException {
        String gnugo = args[0];
        int games = Integer.parseInt(args[1]);
        List<String> a = List.of(gnugo, "--mode", "gtp", "--level", "0", "--seed", "1");
        List<String> b = List.of(gnugo, "--mode", "gtp", "--level", "0", "--seed", "2");
        double sequential = refereed(a, b, games, 1);
        double parallel = refereed(a, b, games, 2);
        double direct = direct(a, b, games);
        System.out.printf(Locale.ROOT, "refereed, --parallel 1: %.1f games/min%n", 60 * games / sequential);
        System.out.printf(Locale.ROOT, "refereed, --parallel 2: %.1f games/min (x%.2f)%n", 60 * games / parallel,
                sequential / parallel);
        System.out.printf(Locale.ROOT, "direct relay:           %.1f games/min; referee overhead %+.0f%%%n",
                60 * games / direct, 100 * (sequential / direct - 1));
    }

    private static double refereed(List<String> a, List<String> b, int games, int parallel) throws IOException {
        Path out = Files.createTempDirectory("bench-match");
        MatchConfig config = new MatchConfig(a, b, games, true, 9, 6.5, RuleSet.DEFAULT, 400, out, 1, parallel,
                Shard.ALL, FailurePolicy.VOID, TIMEOUT, true, TimeControl.NONE, false, 0, List.of());
        long start = System.nanoTime();
        new MatchRunner(config, null).run();
        return (System.nanoTime() - start) / 1e9;
    }

    /** The same games without a referee: each answer relayed as it is, the stop at two passes, final_score asked. */
    private static double direct(List<String> a, List<String> b, int games) throws IOException {
        long start = System.nanoTime();
        for (int game = 1; game <= games; game++) {
            boolean swapped = game % 2 == 0;
            try (EngineProcess black = EngineProcess.start(swapped ? b : a, null);
                 EngineProcess white = EngineProcess.start(swapped ? a : b, null)) {
                GtpClient[] clients = {GtpClient.start(black, TIMEOUT), GtpClient.start(white, TIMEOUT)};
                for (GtpClient client : clients) {
                    client.send("boardsize 9");
                    client.send("clear_board");
                    client.send("komi 6.5");
                }
                int passes = 0;
                for (int turn = 0; passes < 2 && turn < 400; turn++) {
                    String color = turn % 2 == 0 ? "b" : "w";
                    String move = clients[turn % 2].send("genmove " + color).text().strip();
                    passes = move.equalsIgnoreCase("pass") ? passes + 1 : 0;
                    clients[1 - turn % 2].send("play " + color + " " + move);
                }
                clients[0].send("final_score");
            }
        }
        return (System.nanoTime() - start) / 1e9;
    }
}
