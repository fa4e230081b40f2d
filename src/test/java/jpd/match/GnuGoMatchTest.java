package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import jpd.rules.RuleSet;
import jpd.sgf.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GnuGoMatchTest {
    private static final Path GNUGO = Path.of("/usr/games/gnugo");

    @TempDir
    Path out;

    @Test
    void gnuGoBeatsTheRandomPlayerOnNineByNine() throws Exception {
        assumeTrue(Files.isExecutable(GNUGO), "GNU Go is not installed");
        // GNU Go seeded, so the game is the same in every run. GNU Go as White: as Black it passes while the random player, losing, plays on without end, and each of
        // its refused passes costs it a virtual stone (RULES.md §6) until the move limit voids the game.
        List<String> gnugo = List.of(GNUGO.toString(), "--mode", "gtp", "--level", "0", "--seed", "1");
        MatchConfig config = new MatchConfig(MatchTesting.random(), gnugo, 1, false, 9, 6.5, RuleSet.DEFAULT, 1000,
                out, 3, 1, Shard.ALL, FailurePolicy.VOID, Duration.ofSeconds(60), true,
                jpd.player.TimeControl.NONE, false, 0, List.of());

        Summary summary = new MatchRunner(config, null).run();

        assertEquals(1, summary.winsB(), summary.text() + ResultStore.read(out));
        assertTrue(summary.nameB().startsWith("GNU Go"), summary.nameB());
        for (GameResult result : ResultStore.read(out)) {
            assertEquals(0, result.illegalOf(false), result.toString());
            GameRecord record = GameRecord.read(out.resolve(String.format("game-%04d.sgf", result.index())));
            assertEquals(Optional.empty(), record.firstIllegal());
        }
    }

    @Test
    void gnuGoAgainstTheBuiltInPlayerEndsLegallyWithBothColours() throws Exception {
        assumeTrue(Files.isExecutable(GNUGO), "GNU Go is not installed");
        List<String> builtin = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "jpd.cli.Main", "gtp", "--player", "playouts", "--playouts", "200", "--seed", MatchConfig.SEED_PLACEHOLDER);
        List<String> gnugo = List.of(GNUGO.toString(), "--mode", "gtp", "--level", "0", "--seed", "1");
        MatchConfig config = new MatchConfig(builtin, gnugo, 2, true, 5, 6.5, RuleSet.DEFAULT, 200,
                out, 3, 1, Shard.ALL, FailurePolicy.VOID, Duration.ofSeconds(60), true,
                jpd.player.TimeControl.NONE, false, 0, List.of());

        long started = System.nanoTime();
        Summary summary = new MatchRunner(config, null).run();
        double matchSeconds = (System.nanoTime() - started) / 1e9;

        List<GameResult> results = ResultStore.read(out);
        assertEquals(2, results.size(), summary.text());
        for (GameResult result : results) {
            GameRecord record = GameRecord.read(out.resolve(String.format("game-%04d.sgf", result.index())));
            assertEquals(Optional.empty(), record.firstIllegal(), result.toString());
            assertTrue(record.info().result().matches("[BW]\\+.*|0|Void"), record.info().result());
        }
        // Each side's CPU per move, read from its processes (start-up included, so the genmove wall clock is no
        // bound): some, and all of it no more than all cores could give while the match ran.
        int cores = Runtime.getRuntime().availableProcessors();
        double cpuSeconds = 0;
        for (MoveTimes times : List.of(summary.timesA(), summary.timesB())) {
            assertTrue(times.cpuMoves() > 0 && times.cpuMoves() == times.moves(), summary.text());
            assertTrue(times.cpuPerMove() > 0, summary.text());
            cpuSeconds += times.cpuSeconds();
        }
        assertTrue(cpuSeconds <= matchSeconds * cores, cpuSeconds + " s of CPU in " + matchSeconds + " s\n"
                + summary.text());
        assertTrue(summary.text().contains("CPU seconds per move, the engine's processes from start to game end: A "),
                summary.text());
    }

    @Test
    void anAdaptersCpuIncludesTheEngineItStarted() throws Exception {
        assumeTrue(Files.isExecutable(GNUGO), "GNU Go is not installed");
        String gnugo = GNUGO + " --mode gtp --level 0 --seed 1";
        List<String> adapter = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "jpd.cli.Main", "gtp", "--engine", gnugo);
        MatchConfig config = new MatchConfig(adapter, List.of(gnugo.split(" ")), 1, false, 5, 6.5, RuleSet.DEFAULT,
                200, out, 3, 1, Shard.ALL, FailurePolicy.VOID, Duration.ofSeconds(60), true,
                jpd.player.TimeControl.NONE, false, 0, List.of());

        Summary summary = new MatchRunner(config, null).run();

        // A: jpd's JVM and GNU Go under it, both read; B: GNU Go alone, without children.
        MoveTimes adapted = summary.timesA();
        assertTrue(adapted.moves() > 0 && adapted.cpuMoves() == adapted.moves(), summary.text());
        assertTrue(adapted.childrenPerMove() > 0, summary.text());
        assertTrue(adapted.cpuPerMove() > adapted.childrenPerMove(), summary.text());
        MoveTimes plain = summary.timesB();
        assertTrue(plain.cpuMoves() == plain.moves() && plain.cpuPerMove() > 0, summary.text());
        assertEquals(0, plain.childrenPerMove(), summary.text());
    }

    @Test
    void seededEnginesPlayTheSameGamesInOneRunAResumedRunAndShards() throws Exception {
        assumeTrue(Files.isExecutable(GNUGO), "GNU Go is not installed");
        List<String> gnugo = List.of(GNUGO.toString(), "--mode", "gtp", "--level", "0", "--seed",
                MatchConfig.SEED_PLACEHOLDER);
        MatchConfig plain = MatchTesting.config(MatchTesting.random(), gnugo, 4, out.resolve("plain"));
        new MatchRunner(plain, null).run();
        MatchConfig resumed = MatchTesting.config(MatchTesting.random(), gnugo, 4, out.resolve("resumed"));
        new MatchRunner(MatchTesting.with(resumed, 2, Shard.ALL, 1, Optional.empty()), null).run();
        new MatchRunner(resumed, null).run();
        MatchConfig sharded = MatchTesting.config(MatchTesting.random(), gnugo, 4, out.resolve("sharded"));
        for (int k = 0; k < 2; k++) {
            new MatchRunner(MatchTesting.with(sharded, new Shard(k, 2), 1), null).run();
        }

        for (int index = 1; index <= 4; index++) {
            String name = String.format("game-%04d.sgf", index);
            List<jpd.rules.Action> moves = GameRecord.read(out.resolve("plain").resolve(name)).actions();
            assertTrue(moves.size() > 4, moves.toString());
            assertEquals(moves, GameRecord.read(out.resolve("resumed").resolve(name)).actions(), name);
            Path shard = out.resolve("sharded").resolve(new Shard(index % 2, 2).folderName()).resolve(name);
            assertEquals(moves, GameRecord.read(shard).actions(), name);
        }
    }
}
