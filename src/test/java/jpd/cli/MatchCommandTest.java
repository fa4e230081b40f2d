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
        String summary = printed.toString(StandardCharsets.UTF_8);
        assertTrue(summary.contains("\nA random (A): wins") && summary.contains("\nB random (B): wins"), summary);
        assertTrue(Files.exists(out.resolve("game-0001.sgf")));
        assertEquals(2, Files.readAllLines(out.resolve("results.csv")).size());
    }

    @Test
    void labelsNameTheEnginesInRecordsAndSummaryAndEachRecordNamesTheCommands() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        CommandRun run = CommandRun.of(new MatchCommand(new PrintStream(printed, true, StandardCharsets.UTF_8)),
                "--black", "Strong one=playouts --playouts 20", "--white", "random", "--size", "5", "--games", "2",
                "--alternate", "--quiet", "--out", out.toString());

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        String summary = printed.toString(StandardCharsets.UTF_8);
        assertTrue(summary.contains("\nA Strong one: wins") && summary.contains("\nB random: wins"), summary);
        jpd.sgf.GameRecord second = jpd.sgf.GameRecord.parse(Files.readString(out.resolve("game-0002.sgf")));
        assertEquals("random", second.info().blackPlayer());
        assertEquals("Strong one", second.info().whitePlayer());
        assertTrue(second.info().comment().matches("(?s).*\nBlack: random: \\S+java .* --player random --seed \\d+\n"
                + "White: Strong one: \\S+java .* --player playouts --playouts 20 --seed \\d+.*"), second.info().comment());
    }

    @Test
    void builtInAgainstBuiltInPlaysLegalGamesToTheEnd() throws Exception {
        CommandRun run = CommandRun.of(new MatchCommand(new PrintStream(new ByteArrayOutputStream(), true,
                        StandardCharsets.UTF_8)),
                "--black", "playouts --playouts 100", "--white", "playouts --playouts 100", "--size", "5",
                "--games", "2", "--alternate", "--quiet", "--out", out.toString());

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        for (String game : new String[] {"game-0001.sgf", "game-0002.sgf"}) {
            jpd.sgf.GameRecord record = jpd.sgf.GameRecord.parse(Files.readString(out.resolve(game)));
            assertTrue(record.firstIllegal().isEmpty(), game + " replays legally");
            assertTrue(record.info().result().matches("[BW]\\+.*|0|Void"), game + ": " + record.info().result());
        }
    }

    @Test
    void oneRunPlaysAndReportsAndTheReportOfAFolderWithoutAMatchIsAOneLineError() throws Exception {
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        CommandRun run = CommandRun.of(new MatchCommand(quiet), "--black", "random", "--white", "random", "--size", "5",
                "--games", "2", "--quiet", "--out", out.toString(), "--report");
        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        String report = Files.readString(out.resolve("report.html"));
        assertTrue(report.contains("<svg") && !report.contains("http-equiv=\"refresh\""), report);
        assertEquals(ExitCode.OK, CommandRun.of(new MatchCommand(quiet), "--report", out.toString()).exitCode());

        Path foreign = Files.createDirectories(out.resolve("foreign"));
        Files.writeString(foreign.resolve("results.csv"), "name,age\nAnn,31\n");
        for (Path folder : new Path[] {out.resolve("missing"), foreign, Files.createDirectories(out.resolve("empty"))}) {
            CommandRun bad = CommandRun.of(new MatchCommand(quiet), "--report", folder.toString());
            assertEquals(ExitCode.IO_FAILURE, bad.exitCode(), bad.err());
            assertEquals(1, bad.err().strip().lines().count(), bad.err());
            assertTrue(bad.err().contains(folder.toString()), bad.err());
        }
    }

    @Test
    void badSequentialTestsAndAReportFolderBesideAMatchAreUsageErrors() {
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        for (String[] sprt : new String[][] {{"elo0=5", "elo1=1"}, {"elo0=0", "elo1=x"}, {"elo1=5", "beta=0.7"}}) {
            assertEquals(ExitCode.USAGE, CommandRun.of(new MatchCommand(quiet), "--black", "random", "--white",
                    "random", "--out", out.toString(), "--sprt", sprt[0], sprt[1]).exitCode(), String.join(" ", sprt));
        }
        assertEquals(ExitCode.USAGE, CommandRun.of(new MatchCommand(quiet), "--black", "random", "--white", "random",
                "--report", out.toString()).exitCode());
    }
}
