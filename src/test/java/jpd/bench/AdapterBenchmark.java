package jpd.bench;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.ToDoubleBiFunction;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;
import jpd.bench.EngineSession.TimedGame;

/**
 * The overhead of {@code jpd gtp --engine} over GNU Go driven directly, all through pipes, on 9x9 games of GNU Go
 * level 1 playing both colours; beside jpd, {@link PlainRelay} shows what any JVM relay costs on this machine.
 * <ul>
 * <li>Per forwarded command: microseconds of a ping-pong of {@code echo}, and of a command jpd answers itself.
 * <li>Warm, the main figure (GUIs and gogui-twogtp keep one adapter for many games): one long-lived process a
 * side plays GAMES games, one a side per round, the order of the sides rotated each round, as the slot in a round
 * alone changes wall time by some percent; the first games are left out as warm-up. Against direct, game for game:
 * wall time; non-engine time, wall time minus GNU Go's CPU time by its {@code cputime}, which removes most of GNU
 * Go's own run-to-run noise (some 10% of a game's wall time); and GNU Go's CPU time, to see whether a relay slows
 * the engine itself. Each figure is the difference of the totals with a 95% interval from the per-game pairs.
 * <li>Fresh: a new process a game (seeds 1 and 2, ROUNDS rounds, order rotated), medians of the game's time from
 * the first answer and from the process start, and of the non-engine time.
 * </ul>
 * Every side's moves are checked against direct's, game for game. Run by {@code scripts/bench-adapter}.
 */
public final class AdapterBenchmark {
    private static final int DEFAULT_GAMES = 60;
    private static final int DEFAULT_ROUNDS = 10;
    private static final int WARM_UP_GAMES = 2;
    private static final int PING_WARM_UP = 5_000;
    private static final int PINGS = 20_000;
    /** Where direct and jpd by java -jar are in the list of sides. */
    private static final int DIRECT = 0;
    private static final int JPD_JAR = 2;
    private static final String ROW = "%-28s %11s %11s   %s%n";

    private AdapterBenchmark() {
    }

    /** Arguments: the GNU Go binary, the jpd jar, the launcher script, then optionally GAMES and ROUNDS. */
    public static void main(String[] args) throws IOException {
        String gnugo = args[0];
        String jar = args[1];
        String launcher = args[2];
        int games = args.length > 3 ? Integer.parseInt(args[3]) : DEFAULT_GAMES;
        int rounds = args.length > 4 ? Integer.parseInt(args[4]) : DEFAULT_ROUNDS;
        if (games < WARM_UP_GAMES + 2 || rounds < 1) {
            throw new IllegalArgumentException("GAMES must be at least " + (WARM_UP_GAMES + 2)
                    + " (two after the warm-up) and ROUNDS at least 1: " + games + ", " + rounds);
        }
        pings(sides(gnugo, jar, launcher, 1));
        warm(sides(gnugo, jar, launcher, 1), games);
        for (int seed = 1; seed <= 2; seed++) {
            fresh(sides(gnugo, jar, launcher, seed), rounds, seed);
        }
    }

    /** A way to run GNU Go: directly, through the plain relay or through jpd. */
    private record Side(String label, List<String> command) {
    }

    private static List<Side> sides(String gnugo, String jar, String launcher, int seed) {
        List<String> engine = List.of(gnugo, "--mode", "gtp", "--level", "1", "--seed", Integer.toString(seed));
        List<String> jpdGtp = List.of("gtp", "--size", "9", "--seed", "1", "--engine", String.join(" ", engine));
        return List.of(
                new Side("direct", engine),
                new Side("plain relay", concat(List.of(java(), "-cp", testClasses(), PlainRelay.class.getName()),
                        engine)),
                new Side("jpd java -jar", concat(List.of(java(), "-jar", jar), jpdGtp)),
                new Side("jpd scripts/jpd", concat(List.of(launcher), jpdGtp)));
    }

    /** Round trips of GTP commands, direct and through jpd by java -jar. */
    private static void pings(List<Side> sides) throws IOException {
        List<String> jpd = sides.get(JPD_JAR).command();
        double direct = pingMicros(sides.get(DIRECT).command(), "echo ping");
        double adapted = pingMicros(jpd, "echo ping");
        System.out.printf(Locale.ROOT, ROW, "GTP round trip", "direct", "jpd", "jpd vs direct");
        System.out.printf(Locale.ROOT, ROW, "  per forwarded command", micros(direct), micros(adapted),
                String.format(Locale.ROOT, "%+.1f µs", adapted - direct));
        System.out.printf(Locale.ROOT, ROW, "  per command jpd answers", "", micros(pingMicros(jpd, "name")), "");
    }

    private static double pingMicros(List<String> command, String ping) throws IOException {
        try (EngineSession session = EngineSession.start(command)) {
            session.send("boardsize 9");
            session.send("clear_board");
            for (int i = 0; i < PING_WARM_UP; i++) {
                session.send(ping);
            }
            long start = System.nanoTime();
            for (int i = 0; i < PINGS; i++) {
                session.send(ping);
            }
            return (System.nanoTime() - start) / 1e3 / PINGS;
        }
    }

    /** One long-lived process a side, games in rotated rounds; the warm-up games are dropped. */
    private static void warm(List<Side> sides, int games) throws IOException {
        List<EngineSession> sessions = new ArrayList<>();
        List<List<TimedGame>> played;
        try {
            for (Side side : sides) {
                sessions.add(EngineSession.start(side.command()));
            }
            played = inRotatedRounds(sides.size(), games, side -> sessions.get(side).playGame());
        } finally {
            for (EngineSession session : sessions) {
                session.close();
            }
        }
        for (int side = DIRECT + 1; side < sides.size(); side++) {
            checkSameMoves("warm", sides.get(side), played.get(DIRECT), played.get(side), TimedGame::moves);
        }
        reportWarm(sides, played.stream().map(list -> list.subList(WARM_UP_GAMES, games)).toList());
    }

    private static void reportWarm(List<Side> sides, List<List<TimedGame>> played) {
        List<TimedGame> direct = played.get(DIRECT);
        int moves = direct.stream().mapToInt(game -> game.moves().size()).sum();
        System.out.printf(Locale.ROOT, "%nwarm: one process a side, %d games each after %d of warm-up, %d moves;"
                + " order rotated each round;%nside vs direct: difference of the totals [95%% interval of the per-game"
                + " pairs' mean]%n", direct.size(), WARM_UP_GAMES, moves);
        System.out.printf(Locale.ROOT, ROW, "", "direct", "side", "side vs direct");
        reportPerGame("wall time per game", sides, played, TimedGame::wallNanos);
        System.out.println("non-engine time per move (wall minus GNU Go's cputime), also in % of direct's wall");
        double directPerMove = sum(direct, TimedGame::nonEngineNanos) / moves / 1e3;
        double toPercent = 100 / (sum(direct, TimedGame::wallNanos) / moves / 1e3);
        for (int side = DIRECT + 1; side < sides.size(); side++) {
            List<TimedGame> games = played.get(side);
            double sidePerMove = sum(games, TimedGame::nonEngineNanos) / moves / 1e3;
            double difference = sidePerMove - directPerMove;
            MeanInterval perGame = paired(direct, games,
                    (d, s) -> (s.nonEngineNanos() - d.nonEngineNanos()) / 1e3 / d.moves().size());
            System.out.printf(Locale.ROOT, ROW, "  " + sides.get(side).label(), micros(directPerMove),
                    micros(sidePerMove), String.format(Locale.ROOT, "%+.0f µs [%+.0f, %+.0f] = %+.2f %% [%+.2f, %+.2f]",
                            difference, perGame.low(), perGame.high(), difference * toPercent,
                            perGame.low() * toPercent, perGame.high() * toPercent));
        }
        reportPerGame("GNU Go's CPU time per game (cputime)", sides, played, TimedGame::engineCpuNanos);
        System.out.println("CPU time of the relay process itself per move");
        for (int side = DIRECT + 1; side < sides.size(); side++) {
            System.out.printf(Locale.ROOT, ROW, "  " + sides.get(side).label(), "",
                    micros(sum(played.get(side), TimedGame::processCpuNanos) / moves / 1e3), "");
        }
    }

    /** One figure per game for each side against direct: the mean of each, and the difference in percent. */
    private static void reportPerGame(String title, List<Side> sides, List<List<TimedGame>> played,
                                      ToLongFunction<TimedGame> figure) {
        System.out.println(title);
        List<TimedGame> direct = played.get(DIRECT);
        for (int side = DIRECT + 1; side < sides.size(); side++) {
            List<TimedGame> games = played.get(side);
            System.out.printf(Locale.ROOT, ROW, "  " + sides.get(side).label(),
                    millis(sum(direct, figure) / direct.size()), millis(sum(games, figure) / games.size()),
                    percentWithInterval(direct, games, figure));
        }
    }

    /** The difference of the totals in percent of direct's, and the 95% interval of the per-game ratios. */
    private static String percentWithInterval(List<TimedGame> direct, List<TimedGame> side,
                                              ToLongFunction<TimedGame> time) {
        double total = 100 * (sum(side, time) / sum(direct, time) - 1);
        MeanInterval perGame = paired(direct, side, (d, s) -> 100 * ((double) time.applyAsLong(s)
                / time.applyAsLong(d) - 1));
        return String.format(Locale.ROOT, "%+.2f %% [%+.2f, %+.2f]", total, perGame.low(), perGame.high());
    }

    private static MeanInterval paired(List<TimedGame> direct, List<TimedGame> side,
                                       ToDoubleBiFunction<TimedGame, TimedGame> difference) {
        double[] samples = new double[direct.size()];
        for (int game = 0; game < samples.length; game++) {
            samples[game] = difference.applyAsDouble(direct.get(game), side.get(game));
        }
        return MeanInterval.of(samples);
    }

    private static double sum(List<TimedGame> games, ToLongFunction<TimedGame> time) {
        return games.stream().mapToLong(time).sum();
    }

    /** A game in a new process, timed from its first answer and from its start. */
    private record FreshGame(TimedGame game, long fromFirstAnswer, long withStart) {
    }

    /** A new process a game, in rotated rounds. */
    private static void fresh(List<Side> sides, int rounds, int seed) throws IOException {
        List<List<FreshGame>> played = inRotatedRounds(sides.size(), rounds, side -> {
            try (EngineSession session = EngineSession.start(sides.get(side).command())) {
                TimedGame game = session.playGame();
                return new FreshGame(game, game.lastAnswer() - session.ready(),
                        game.lastAnswer() - session.started());
            }
        });
        List<FreshGame> direct = played.get(DIRECT);
        // Each process starts from the same seed, so every game is the same game.
        List<FreshGame> expected = direct.stream().map(game -> direct.get(0)).toList();
        for (int side = 0; side < sides.size(); side++) {
            checkSameMoves("fresh, seed " + seed, sides.get(side), expected, played.get(side),
                    fresh -> fresh.game().moves());
        }
        int moves = direct.get(0).game().moves().size();
        System.out.printf(Locale.ROOT, "%nfresh process a game, seed %d (%d moves): medians of %d rounds,"
                + " order rotated each round%n", seed, moves, rounds);
        System.out.printf(Locale.ROOT, ROW, "", "direct", "side", "side vs direct");
        reportFreshTime("game from the first answer", sides, played, FreshGame::fromFirstAnswer);
        reportFreshTime("game with the process start", sides, played, FreshGame::withStart);
        System.out.println("non-engine time per move");
        double directPerMove = median(direct, fresh -> fresh.game().nonEngineNanos() / 1e3 / moves);
        for (int side = DIRECT + 1; side < sides.size(); side++) {
            double sidePerMove = median(played.get(side), fresh -> fresh.game().nonEngineNanos() / 1e3 / moves);
            System.out.printf(Locale.ROOT, ROW, "  " + sides.get(side).label(), micros(directPerMove),
                    micros(sidePerMove), String.format(Locale.ROOT, "%+.0f µs", sidePerMove - directPerMove));
        }
    }

    private static void reportFreshTime(String title, List<Side> sides, List<List<FreshGame>> played,
                                        ToDoubleFunction<FreshGame> nanos) {
        System.out.println(title);
        double direct = median(played.get(DIRECT), nanos);
        for (int side = DIRECT + 1; side < sides.size(); side++) {
            double adapted = median(played.get(side), nanos);
            System.out.printf(Locale.ROOT, ROW, "  " + sides.get(side).label(), millis(direct), millis(adapted),
                    String.format(Locale.ROOT, "%+.2f %%", 100 * (adapted / direct - 1)));
        }
    }

    private static <T> double median(List<T> values, ToDoubleFunction<T> value) {
        double[] sorted = values.stream().mapToDouble(value).sorted().toArray();
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    /** One game of a side (its index in the list of sides). */
    @FunctionalInterface
    private interface GamePlayer<T> {
        T play(int side) throws IOException;
    }

    /**
     * Plays a game a side per round, the sides' order turned by one each round, so that every side takes every
     * slot of a round alike and a change of the machine's load hits every side alike; the games of each side.
     */
    private static <T> List<List<T>> inRotatedRounds(int sides, int rounds, GamePlayer<T> player)
            throws IOException {
        List<List<T>> played = new ArrayList<>();
        for (int side = 0; side < sides; side++) {
            played.add(new ArrayList<>());
        }
        for (int round = 0; round < rounds; round++) {
            for (int slot = 0; slot < sides; slot++) {
                int side = (round + slot) % sides;
                played.get(side).add(player.play(side));
            }
        }
        return played;
    }

    /** Prints a loud line for each game whose moves are not those of the expected (direct's) game. */
    private static <T> void checkSameMoves(String what, Side side, List<T> expected, List<T> played,
                                           Function<T, List<String>> moves) {
        for (int game = 0; game < played.size(); game++) {
            if (!moves.apply(played.get(game)).equals(moves.apply(expected.get(game)))) {
                System.out.printf(Locale.ROOT, "!!! %s, %s, game %d: the moves differ from direct's: %s vs %s%n",
                        what, side.label(), game + 1, moves.apply(expected.get(game)), moves.apply(played.get(game)));
            }
        }
    }

    private static String millis(double nanos) {
        return String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
    }

    private static String micros(double micros) {
        return String.format(Locale.ROOT, "%.1f µs", micros);
    }

    private static List<String> concat(List<String> first, List<String> second) {
        return Stream.concat(first.stream(), second.stream()).toList();
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** Where the benchmark's own classes are, PlainRelay's class path. */
    private static String testClasses() {
        try {
            return Path.of(PlainRelay.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("no class path of the benchmark", e);
        }
    }
}
