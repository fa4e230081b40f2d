package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every subcommand of the real program given bad options, a missing folder or file, or a file it cannot use:
 * at most one line on stderr, no stack trace, and the documented exit code.
 */
class BadInputEndToEndTest {
    @TempDir
    Path folder;

    /** One bad command line and the exit code its subcommand documents for it. */
    private record Case(int exitCode, List<String> args) {
    }

    @Test
    void everySubcommandFailsWithOneLineAndItsExitCode() throws Exception {
        String missing = folder.resolve("missing").toString();
        Path file = Files.writeString(folder.resolve("file.txt"), "not a folder");
        Path malformed = Files.writeString(folder.resolve("malformed.sgf"), "(;SZ[");
        Path badResults = Files.createDirectory(folder.resolve("bad-results"));
        Files.writeString(badResults.resolve("results.csv"), "header\nnot,a,result\n");
        String out = folder.resolve("out").toString();
        List<Case> cases = new ArrayList<>();
        // jpd itself
        cases.add(new Case(ExitCode.USAGE, List.of()));
        cases.add(new Case(ExitCode.USAGE, List.of("--frobnicate")));
        cases.add(new Case(ExitCode.USAGE, List.of("nothing")));
        // gtp
        cases.add(new Case(ExitCode.USAGE, List.of("gtp", "--size", "1")));
        cases.add(new Case(ExitCode.USAGE, List.of("gtp", "--frobnicate")));
        cases.add(new Case(ExitCode.IO_FAILURE, List.of("gtp", "--log-gtp", missing + "/gtp.log")));
        cases.add(new Case(ExitCode.IO_FAILURE, List.of("gtp", "--engine", missing + "/engine")));
        cases.add(new Case(ExitCode.IO_FAILURE, List.of("gtp", "--engine-dir", missing, "--engine", "true")));
        // match
        cases.add(new Case(ExitCode.USAGE, List.of("match", "--games", "x")));
        cases.add(new Case(ExitCode.USAGE, List.of("match", "--black", "random", "--white", "random")));
        cases.add(new Case(ExitCode.USAGE, List.of("match", "--out", out, "--black", "'x", "--white", "random")));
        cases.add(new Case(ExitCode.IO_FAILURE, List.of("match", "--report", missing)));
        cases.add(new Case(ExitCode.IO_FAILURE, List.of("match", "--report", badResults.toString())));
        cases.add(new Case(ExitCode.IO_FAILURE, List.of("match", "--merge", missing, "--out", out)));
        cases.add(new Case(ExitCode.IO_FAILURE, List.of("match", "--out", file + "/out", "--black", "random",
                "--white", "random", "--size", "5")));
        cases.add(new Case(ExitCode.IO_FAILURE, List.of("match", "--out", out, "--black", "random", "--white",
                "random", "--size", "5", "--alternate", "--openings", missing)));
        // regress: a missing or unreadable file is a crash of the run, 2 like gogui-regress
        cases.add(new Case(ExitCode.USAGE, List.of("regress")));
        cases.add(new Case(ExitCode.USAGE, List.of("regress", "--timeout", "x", "a.tst")));
        cases.add(new Case(ExitCode.CRASHED, List.of("regress", missing + ".tst")));
        cases.add(new Case(ExitCode.CRASHED, List.of("regress", folder.toString())));
        // check and score
        for (String command : List.of("check", "score")) {
            cases.add(new Case(ExitCode.USAGE, List.of(command)));
            cases.add(new Case(ExitCode.USAGE, List.of(command, "--rules", "go", malformed.toString())));
            cases.add(new Case(ExitCode.USAGE, List.of(command, malformed.toString())));
            cases.add(new Case(ExitCode.IO_FAILURE, List.of(command, missing + ".sgf")));
            cases.add(new Case(ExitCode.IO_FAILURE, List.of(command, folder.toString())));
        }
        cases.add(new Case(ExitCode.USAGE, List.of("score", "--komi", "x", malformed.toString())));
        for (Case bad : cases) {
            EngineProcess.Run run = EngineProcess.run("", bad.args().toArray(String[]::new));
            String what = String.join(" ", bad.args()) + " -> " + run.stderr();
            assertEquals(bad.exitCode(), run.exitCode(), what);
            assertTrue(run.stderr().lines().count() <= 1, what);
            assertFalse(run.showsJavaFailure(), what);
            boolean reportsOnStdout = !bad.args().isEmpty() && bad.args().get(0).equals("regress");
            assertTrue(reportsOnStdout || run.out().isEmpty(), what + run.out());
        }
    }
}
