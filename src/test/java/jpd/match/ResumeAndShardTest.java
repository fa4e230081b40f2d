package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResumeAndShardTest {

    @TempDir
    Path out;

    /** A result without the times, which differ from run to run. */
    private static String withoutTimes(GameResult result) {
        return new GameResult(result.index(), result.swapped(), result.black(), result.white(), result.result(),
                result.margin(), result.moves(), result.virtualBlack(), result.virtualWhite(), result.disputes(), 0, 0,
                result.illegalBlack(), result.illegalWhite(), result.errors()).csv();
    }

    private static Summary withoutTimes(Summary s) {
        return new Summary(s.nameA(), s.nameB(), s.games(), s.voids(), s.winsA(), s.winsB(), s.draws(), s.score(),
                s.low(), s.high(), s.marginA(), s.disputes(), s.illegalA(), s.illegalB(), s.sprt(), MoveTimes.NONE,
                MoveTimes.NONE);
    }

    /** A summary file without its line of times per move. */
    private static String withoutTimes(Path summary) throws java.io.IOException {
        return Files.readString(summary).replaceAll("(?m)^CPU seconds per move.*\n", "");
    }

    private static List<String> withoutTimes(List<GameResult> results) {
        return results.stream().map(ResumeAndShardTest::withoutTimes).toList();
    }

    @Test
    void aRerunPlaysOnlyTheMissingGamesAndRebuildsTheResults() throws Exception {
        MatchConfig config = MatchTesting.config(MatchTesting.random(), MatchTesting.random(), 4, out);
        new MatchRunner(config, null).run();
        List<GameResult> first = ResultStore.read(out);
        String game1 = Files.readString(out.resolve("game-0001.sgf"));
        // As if killed while game 3 was written: its result is missing, a temporary file and a broken CSV remain.
        Files.delete(out.resolve("game-0003.csv"));
        Files.writeString(out.resolve("game-0003.csv.123.tmp"), "half a line");
        Files.writeString(out.resolve("results.csv"), "garbage");

        new MatchRunner(config, null).run();

        List<GameResult> again = ResultStore.read(out);
        assertEquals(withoutTimes(first), withoutTimes(again));
        assertEquals(first.get(0), again.get(0));
        assertEquals(game1, Files.readString(out.resolve("game-0001.sgf")));
        assertEquals(ResultStore.csv(again), Files.readString(out.resolve("results.csv")));
        assertFalse(Files.exists(out.resolve("game-0003.csv.123.tmp")));
    }

    @Test
    void aFolderOfAnotherMatchIsRefused() throws Exception {
        MatchConfig config = MatchTesting.config(MatchScriptEngine.command(), MatchScriptEngine.command(), 1, out);
        new MatchRunner(config, null).run();
        MatchConfig other = MatchTesting.config(MatchScriptEngine.command("name=other"), MatchScriptEngine.command(), 1, out);

        assertThrows(IllegalStateException.class, () -> new MatchRunner(other, null).run());
    }

    @Test
    void shardsMergedEqualOneRun() throws Exception {
        MatchConfig single = MatchTesting.with(
                MatchTesting.config(MatchTesting.random(), MatchTesting.random(), 4, out.resolve("single")), Shard.ALL, 2);
        Summary whole = new MatchRunner(single, null).run();
        MatchConfig sharded = MatchTesting.config(MatchTesting.random(), MatchTesting.random(), 4, out.resolve("sharded"));
        List<Path> folders = new ArrayList<>();
        for (int k = 0; k < 2; k++) {
            MatchConfig shard = MatchTesting.with(sharded, new Shard(k, 2), 1);
            new MatchRunner(shard, null).run();
            folders.add(shard.folder());
            for (GameResult result : ResultStore.read(shard.folder())) {
                assertEquals(k, result.index() % 2);
            }
        }

        Summary merged = new MatchMerger(folders, out.resolve("merged")).run();

        assertEquals(withoutTimes(ResultStore.readTable(out.resolve("single"))),
                withoutTimes(ResultStore.readTable(out.resolve("merged"))));
        assertEquals(4, ResultStore.readTable(out.resolve("merged")).size());
        assertEquals(withoutTimes(whole), withoutTimes(merged));
        assertEquals(withoutTimes(out.resolve("single/summary.txt")), withoutTimes(out.resolve("merged/summary.txt")));
        assertThrows(IllegalStateException.class,
                () -> new MatchMerger(List.of(folders.get(0), folders.get(0)), out.resolve("twice")).run());
    }

    @Test
    void aRunKilledWithSignalNineIsResumedWithoutLosingOrRepeatingGames() throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "jpd.cli.Main", "match", "--black", "random",
                "--white", "random", "--size", "5", "--games", "5", "--alternate", "--quiet", "--out", out.toString()));
        Process killed = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(out.resolveSibling(out.getFileName() + ".log").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(out.resolve("game-0002.csv")) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        killed.destroyForcibly().waitFor();

        Process rerun = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertTrue(rerun.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, rerun.exitValue());

        List<GameResult> results = ResultStore.read(out);
        assertEquals(List.of(1, 2, 3, 4, 5), results.stream().map(GameResult::index).toList());
        assertEquals(6, Files.readAllLines(out.resolve("results.csv")).size());
        try (var files = Files.list(out)) {
            assertEquals(List.of(), files.filter(f -> f.toString().endsWith(".tmp")).toList());
        }
    }
}
