package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchCommandTest {

    @TempDir
    Path out;

    @Test
    void withoutEnginesOrFolderItIsAUsageError() {
        assertEquals(ExitCode.USAGE, CommandRun.of(new MatchCommand(), "--black", "random").exitCode());
        assertEquals(ExitCode.USAGE, CommandRun.of(new MatchCommand(), "--out", out.toString()).exitCode());
        assertEquals(ExitCode.USAGE, CommandRun.of(new MatchCommand(), "--black", "random", "--white", "random",
                "--out", out.toString(), "--shard", "2/2").exitCode());
    }

    @Test
    void playerNamesRunOurOwnEngineAndTheSummaryIsPrinted() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        CommandRun run = CommandRun.of(new MatchCommand(new PrintStream(printed, true, StandardCharsets.UTF_8)),
                "--black", "random", "--white", "random", "--size", "5", "--games", "1", "--quiet",
                "--out", out.toString());

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("A jpd-gtp 0.1.0: wins"));
        assertTrue(Files.exists(out.resolve("game-0001.sgf")));
        assertEquals(2, Files.readAllLines(out.resolve("results.csv")).size());
    }

    @Test
    void builtInAgainstBuiltInPlaysLegalGamesToTheEnd() throws Exception {
        CommandRun run = CommandRun.of(new MatchCommand(new PrintStream(new ByteArrayOutputStream(), true,
                        StandardCharsets.UTF_8)),
                "--black", "builtin --playouts 100", "--white", "builtin --playouts 100", "--size", "5",
                "--games", "2", "--alternate", "--quiet", "--out", out.toString());

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        for (String game : new String[] {"game-0001.sgf", "game-0002.sgf"}) {
            jpd.sgf.GameRecord record = jpd.sgf.GameRecord.parse(Files.readString(out.resolve(game)));
            assertTrue(record.firstIllegal().isEmpty(), game + " replays legally");
            assertTrue(record.info().result().matches("[BW]\\+.*|0|Void"), game + ": " + record.info().result());
        }
    }
}
