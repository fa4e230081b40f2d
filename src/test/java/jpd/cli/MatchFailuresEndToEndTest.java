package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A match or merge that failed says so through the real {@code jpd match}: its exit code and one line. */
class MatchFailuresEndToEndTest {
    private static final String[] RANDOM_PAIR = {"match", "--black", "random", "--white", "random", "--size", "5",
        "--quiet"};

    @TempDir
    Path folder;

    private static EngineProcess.Run match(String... args) throws Exception {
        String[] all = new String[RANDOM_PAIR.length + args.length];
        System.arraycopy(RANDOM_PAIR, 0, all, 0, RANDOM_PAIR.length);
        System.arraycopy(args, 0, all, RANDOM_PAIR.length, args.length);
        return EngineProcess.run("", all);
    }

    private static void assertOneLine(String expected, EngineProcess.Run run) {
        assertEquals(List.of(expected), run.stderr().strip().lines().toList(), run.stderr());
        assertFalse(run.showsJavaFailure(), run.stderr());
    }

    @Test
    void anEngineThatCannotStartIsOneErrorBeforeAnyGame() throws Exception {
        Path out = folder.resolve("out");
        EngineProcess.Run run = EngineProcess.run("", "match", "--black", "/no/such/gnugo --mode gtp", "--white",
                "random", "--size", "5", "--games", "3", "--quiet", "--out", out.toString());

        assertEquals(ExitCode.IO_FAILURE, run.exitCode());
        assertOneLine("jpd match: engine A cannot start: Cannot run program \"/no/such/gnugo\": error=2, No such file "
                + "or directory (command: /no/such/gnugo --mode gtp); no game was played", run);
        try (var files = Files.list(out)) {
            assertEquals(List.of(), files.filter(file -> file.toString().endsWith(".sgf")).toList());
        }
    }

    @Test
    void voidGamesFailTheMatchAndStayInItsResults() throws Exception {
        Path out = folder.resolve("out");
        EngineProcess.Run run = match("--games", "2", "--max-moves", "3", "--out", out.toString());

        assertEquals(ExitCode.FAILED, run.exitCode());
        assertOneLine("jpd match: 2 of 2 games void (game 1: void after 3 moves; and others)", run);
        assertEquals(3, Files.readAllLines(out.resolve("results.csv")).size());
        assertTrue(run.out().contains("void games: 2"), run.out());
    }

    @Test
    void voidGamesFailATournamentToo() throws Exception {
        Path out = folder.resolve("out");
        EngineProcess.Run run = EngineProcess.run("", "match", "--tournament", "round-robin", "--engine", "random",
                "--engine", "random", "--size", "5", "--games", "2", "--max-moves", "3", "--quiet",
                "--out", out.toString());

        assertEquals(ExitCode.FAILED, run.exitCode(), run.stderr());
        List<String> lines = run.stderr().strip().lines().toList();
        assertEquals("jpd match: 2 of 2 games void (game 1: void after 3 moves; and others)", lines.get(lines.size() - 1),
                run.stderr());
        assertFalse(run.showsJavaFailure(), run.stderr());
    }

    @Test
    void aMergeNamesEachMissingShardAndEachShardCutShort() throws Exception {
        Path out = folder.resolve("out");
        for (String shard : new String[] {"0/3", "2/3"}) {
            assertEquals(ExitCode.OK, match("--games", "6", "--shard", shard, "--out", out.toString()).exitCode());
        }
        Files.delete(out.resolve("shard-2-of-3").resolve("game-0005.csv"));

        EngineProcess.Run run = EngineProcess.run("", "match", "--merge", out.resolve("shard-0-of-3").toString(),
                out.resolve("shard-2-of-3").toString(), "--out", out.resolve("all").toString());

        assertEquals(ExitCode.FAILED, run.exitCode());
        assertOneLine("jpd match --merge: 3 of 6 games missing (" + out.resolve("shard-2-of-3") + " holds 1 of its 2; "
                + "no folder " + out.resolve("shard-1-of-3") + ")", run);
        assertEquals(4, Files.readAllLines(out.resolve("all").resolve("results.csv")).size());
    }
}
