package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Input files the commands on many SGF files refuse, through the real program: each gets its one line, worded as
 * {@code jpd check} words it, the other files are still used, and the exit code is 3; no message shows a Java record;
 * {@code jpd regress} writes a garbage file's control bytes escaped.
 */
class RefusedFilesEndToEndTest {
    /** Black's E4-E6 are a group of three, which read-groups reads. */
    private static final String GAME = "(;SZ[9]PB[Teacher]PW[Else];B[ee];W[ec];B[ed];W[dc];B[ef];W[gg];B[gf])";

    @TempDir
    Path folder;
    private Path games;
    /** Each refused file, named on the command line or found in the folder, with the line it gets. */
    private final List<String> refusals = new ArrayList<>();
    private final List<String> arguments = new ArrayList<>();

    @BeforeEach
    void makeFiles() throws Exception {
        games = Files.createDirectory(folder.resolve("games"));
        Files.writeString(games.resolve("a-good.sgf"), GAME);
        Path fifo = games.resolve("fifo.sgf");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo is missing");
        Path dangling = Files.createSymbolicLink(games.resolve("dangling.sgf"), folder.resolve("nowhere.sgf"));
        Path namedDangling = Files.createSymbolicLink(folder.resolve("named-link"), folder.resolve("nowhere.sgf"));
        for (String device : List.of("/dev/zero", "/dev/null")) {
            arguments.add(device);
            refusals.add("cannot read " + device + ": not a regular file");
        }
        arguments.add(namedDangling.toString());
        refusals.add("cannot read " + namedDangling + ": no such file or directory");
        arguments.add(games.toString());
        refusals.add("cannot read " + dangling + ": no such file or directory");
        refusals.add("cannot read " + fifo + ": not a regular file");
    }

    @Test
    void readGroupsGivesEachRefusedFileItsLineAndReadsTheOthers() throws Exception {
        List<String> command = new ArrayList<>(List.of("read-groups"));
        command.addAll(arguments);
        EngineProcess.Run run = EngineProcess.run("", command.toArray(String[]::new));
        assertEquals(refusals, run.stderr().lines().toList());
        assertTrue(run.out().startsWith(games.resolve("a-good.sgf") + " 7 "), run.out());
        assertEquals(ExitCode.IO_FAILURE, run.exitCode());
    }

    @Test
    void anIllegalOpeningIsWordedAsLoadsgfWordsIt() throws Exception {
        Path openings = Files.createDirectory(folder.resolve("openings"));
        Files.writeString(openings.resolve("a.sgf"), "(;SZ[5];B[cc];W[cc])");
        EngineProcess.Run run = EngineProcess.run("", "match", "--black", "random", "--white", "random", "--size", "5",
                "--alternate", "--out", folder.resolve("out").toString(), "--openings", openings.toString());
        assertEquals(ExitCode.USAGE, run.exitCode());
        assertTrue(run.stderr().contains("opening " + openings.resolve("a.sgf") + ": move 2 (white C3): illegal: "),
                run.stderr());
        assertFalse(run.stderr().contains("IllegalAction["), run.stderr());
    }

    @Test
    void regressEscapesTheControlBytesOfAGarbageFile() throws Exception {
        Path garbage = folder.resolve("garbage.tst");
        Files.write(garbage, new byte[] {0x01, 0x1b, '[', '3', '1', 'm', 'x', 0x07, '\n', '1', '0', ' ', 'n', 'a', 'm',
            'e', 0x1b, '\n', '#', '?', ' ', '[', 'x', ']', '\n'});
        EngineProcess.Run run = EngineProcess.run("", "regress", garbage.toString());
        String out = run.out();
        assertTrue(out.chars().noneMatch(c -> c != '\n' && Character.isISOControl(c)), out);
        assertTrue(out.contains(": warning: \\x01\\x1b[31mx\\x07 -> '? "), out);
    }
}
