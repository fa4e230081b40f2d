package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import jpd.engine.FakeEngine;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code jpd regress} on the files in src/test/resources/regress, against {@link FakeEngine}. */
class RegressCommandTest {
    private final ByteArrayOutputStream report = new ByteArrayOutputStream();

    private static String file(String name) throws URISyntaxException {
        return Path.of(Objects.requireNonNull(RegressCommandTest.class.getResource("/regress/" + name)).toURI())
                .toString();
    }

    private int regress(String... arguments) {
        List<String> all = new ArrayList<>(List.of("--engine", FakeEngine.commandLine()));
        all.addAll(List.of(arguments));
        PrintStream out = new PrintStream(report, true, StandardCharsets.UTF_8);
        return new CommandLine(new RegressCommand(out)).execute(all.toArray(String[]::new));
    }

    private List<String> reportLines() {
        return report.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void passingFileExitsZeroAndListsEveryTest() throws URISyntaxException {
        String pass = file("pass.tst");
        assertEquals(ExitCode.OK, regress(pass));
        assertEquals(List.of(
                pass + " line 4: warning: boardsize 19 -> '? unknown command'",
                pass + ":10 passed",
                pass + ":20 passed",
                pass + ":30 passed",
                pass + ":40 passed",
                pass + ":50 passed",
                pass + ":60 passed",
                pass + ":70 passed",
                pass + ":80 passed",
                pass + ":90 ignored: genmove b -> '= D4' expected [Q16]&",
                pass + ": 8 passed, 0 failed, 0 FAILED, 0 PASSED, 1 ignored",
                "total: 1 file (0 with errors), 8 passed, 0 failed, 0 FAILED, 0 PASSED, 1 ignored"),
                reportLines());
    }

    @Test
    void expectedFailuresAreNotUnexpected() throws URISyntaxException {
        String failures = file("expected-failures.tst");
        assertEquals(ExitCode.OK, regress(failures));
        assertEquals(List.of(
                failures + ":10 failed: genmove b -> '= D4' expected [Q16]*",
                failures + ":20 failed: fail -> '? syntax error' expected [.*]*",
                failures + ": 0 passed, 2 failed, 0 FAILED, 0 PASSED, 0 ignored",
                "total: 1 file (0 with errors), 0 passed, 2 failed, 0 FAILED, 0 PASSED, 0 ignored"),
                reportLines());
    }

    @Test
    void unexpectedResultsExitOne() throws URISyntaxException {
        String unexpected = file("unexpected.tst");
        assertEquals(ExitCode.FAILED, regress(unexpected));
        assertEquals(List.of(
                unexpected + ":10 PASSED: genmove b -> '= D4' expected [D4]*",
                unexpected + ":20 FAILED: genmove b -> '= D4' expected [Q16]",
                unexpected + ":30 FAILED: echo D4 -> '= D4' expected [!D4]",
                unexpected + ":40 FAILED: name -> '= FakeEngine' expected [?]",
                unexpected + ":50 FAILED: fail -> '? syntax error' expected [.*]",
                unexpected + ":60 FAILED: fail -> '? syntax error' expected [!Q16]",
                unexpected + ":70 FAILED: multi -> '= first line\\nsecond line\\nthird line' expected [second line]",
                unexpected + ": 0 passed, 0 failed, 6 FAILED, 1 PASSED, 0 ignored",
                "total: 1 file (0 with errors), 0 passed, 0 failed, 6 FAILED, 1 PASSED, 0 ignored"),
                reportLines());
    }

    @Test
    void aCrashEndsTheFileExitsTwoAndTheNextFileStillRuns() throws URISyntaxException {
        String crash = file("crash.tst");
        String failures = file("expected-failures.tst");
        assertEquals(ExitCode.CRASHED, regress(crash, failures));
        List<String> lines = reportLines();
        assertEquals(List.of(
                crash + ":10 passed",
                crash + ": ERROR: line 4 (crash): engine exited before answering '20 crash' (exit code 3)",
                crash + ": 1 passed, 0 failed, 0 FAILED, 0 PASSED, 0 ignored"), lines.subList(0, 3));
        assertEquals("total: 2 files (1 with errors), 1 passed, 2 failed, 0 FAILED, 0 PASSED, 0 ignored",
                lines.get(lines.size() - 1));
    }

    @Test
    void aCrashOutranksUnexpectedResults() throws URISyntaxException {
        assertEquals(ExitCode.CRASHED, regress(file("unexpected.tst"), file("crash.tst")));
    }

    @Test
    void anEngineThatDoesNotAnswerInTimeEndsTheFile() throws URISyntaxException {
        String hang = file("hang.tst");
        long start = System.nanoTime();
        assertEquals(ExitCode.CRASHED, regress("--timeout", "0.5", hang));
        assertEquals(List.of(
                hang + ": ERROR: line 2 (hang): no answer to '10 hang' within 0.5 s",
                hang + ": 0 passed, 0 failed, 0 FAILED, 0 PASSED, 0 ignored",
                "total: 1 file (1 with errors), 0 passed, 0 failed, 0 FAILED, 0 PASSED, 0 ignored"),
                reportLines());
        assertTrue(System.nanoTime() - start < 15_000_000_000L, "the hanging engine is killed, not waited for");
    }

    @Test
    void aMissingFileExitsTwo() {
        assertEquals(ExitCode.CRASHED, regress("no-such-file.tst"));
        assertEquals(List.of(
                "no-such-file.tst: ERROR: file not found",
                "total: 1 file (1 with errors), 0 passed, 0 failed, 0 FAILED, 0 PASSED, 0 ignored"),
                reportLines());
    }

    @Test
    void anUnparsableFileExitsTwo() throws URISyntaxException {
        String unparsable = file("unparsable.tst");
        assertEquals(ExitCode.CRASHED, regress(unparsable));
        assertEquals(unparsable + ": ERROR: cannot parse: line 2: '#?' must follow a numbered command",
                reportLines().get(0));
    }

    @Test
    void anEngineThatCannotStartExitsTwo() throws URISyntaxException {
        PrintStream out = new PrintStream(report, true, StandardCharsets.UTF_8);
        int exit = new CommandLine(new RegressCommand(out)).execute("--engine", "/no/such/engine", file("pass.tst"));
        assertEquals(ExitCode.CRASHED, exit);
        assertTrue(reportLines().get(0).contains(": ERROR: cannot start engine [/no/such/engine]"), reportLines().get(0));
    }

    @Test
    void theDefaultEngineIsThisProgramsGtpCommandOnTheSameClassPathAndVectorModule() {
        List<String> command = new java.util.ArrayList<>(RegressCommand.selfCommand());
        assertTrue(Path.of(command.get(0)).getFileName().toString().startsWith("java"), command.get(0));
        boolean vector = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
        assertEquals(vector, List.of("--add-modules", "jdk.incubator.vector").equals(command.subList(1, 3)), command.toString());
        if (vector) {
            command.subList(1, 3).clear();
        }
        assertEquals(List.of("-cp", "jpd.cli.Main", "gtp"), List.of(command.get(1), command.get(3), command.get(4)));
        List<String> ours = java.util.Arrays.stream(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
                .filter(entry -> !entry.isEmpty()).map(entry -> Path.of(entry).toAbsolutePath().toString()).toList();
        assertEquals(ours, List.of(command.get(2).split(java.io.File.pathSeparator)));
    }

    @Test
    void badArgumentsAreUsageErrors() throws URISyntaxException {
        PrintStream out = new PrintStream(report, true, StandardCharsets.UTF_8);
        String pass = file("pass.tst");
        String engine = FakeEngine.commandLine();
        assertUsageError("--engine: unclosed ' in: 'x", new RegressCommand(out), "--engine", "'x", pass);
        assertUsageError("--engine: empty command", new RegressCommand(out), "--engine", " ", pass);
        assertUsageError("--timeout must be a positive number of seconds", new RegressCommand(out),
                "--engine", engine, "--timeout", "0", pass);
        assertUsageError("Missing required parameter: 'FILES'", new RegressCommand(out), "--engine", engine);
        assertEquals("", report.toString(StandardCharsets.UTF_8));
    }

    /** The command fails as a crash would (exit 2) and says why on stderr, with the usage. */
    private static void assertUsageError(String message, RegressCommand command, String... arguments) {
        CommandRun run = CommandRun.of(command, arguments);
        assertEquals(ExitCode.CRASHED, run.exitCode(), run.err());
        assertTrue(run.err().startsWith(message + "\n"), run.err());
        assertTrue(run.err().contains("Usage: regress"), run.err());
        assertEquals("", run.out());
    }
}
