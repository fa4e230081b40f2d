package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jpd read-groups} through the real program: one line per group and position, one line per bad input. */
class ReadGroupsEndToEndTest {
    /** Black's corner group, whose only eye space is the straight three A1-C1, under White's wall. */
    private static final String STRAIGHT_THREE =
            "(;SZ[9]AB[ag][bg][cg][dg][ah][bh][ch][dh][di]AW[af][bf][cf][df][ef][eg][eh][ei]";

    @TempDir
    Path folder;

    @Test
    void readsTheGroupsOfEachPosition() throws Exception {
        Path game = folder.resolve("corner.sgf");
        Files.writeString(game, STRAIGHT_THREE + ";B[bi];W[ii])");

        EngineProcess.Run last = EngineProcess.run("", "read-groups", game.toString());
        assertEquals(0, last.exitCode(), last.stderr());
        assertEquals(game + " 2 B1 black 10 alive\n" + game + " 2 E1 white 8 alive\n", last.out());

        EngineProcess.Run each = EngineProcess.run("", "read-groups", "--every", "1", folder.toString());
        assertEquals(4, each.out().lines().count(), each.out());
        assertEquals(game + " 1 B1 black 10 alive", each.out().lines().findFirst().orElseThrow());
    }

    @Test
    void aCriticalGroupComesWithTheMovesThatSaveIt() throws Exception {
        Path game = folder.resolve("corner.sgf");
        Files.writeString(game, STRAIGHT_THREE + ")");

        EngineProcess.Run run = EngineProcess.run("", "read-groups", game.toString());
        assertEquals(game + " 0 D1 black 9 critical B1\n" + game + " 0 E1 white 8 alive\n", run.out());
    }

    @Test
    void aBrokenOrIllegalGameIsSkippedWithOneLine() throws Exception {
        Files.writeString(folder.resolve("a-broken.sgf"), "(;SZ[9];B[ee]");
        Files.writeString(folder.resolve("b-illegal.sgf"), "(;SZ[9];B[ee];W[ee])");

        EngineProcess.Run run = EngineProcess.run("", "read-groups", "--every", "1", folder.toString());
        assertEquals(0, run.exitCode(), run.stderr());
        assertEquals("", run.out());
        assertEquals(2, run.stderr().lines().count(), run.stderr());
        assertFalse(run.showsJavaFailure(), run.stderr());
    }

    @Test
    void aBadCountOrAMissingFolderIsOneLine() throws Exception {
        EngineProcess.Run zero = EngineProcess.run("", "read-groups", "--every", "0", folder.toString());
        assertEquals(ExitCode.USAGE, zero.exitCode());
        assertEquals("--every must be at least 1, not 0\n", zero.stderr());

        EngineProcess.Run missing = EngineProcess.run("", "read-groups", folder.resolve("missing").toString());
        assertEquals(ExitCode.IO_FAILURE, missing.exitCode());
        assertEquals("cannot read " + folder.resolve("missing") + ": no such file or directory\n", missing.stderr());
    }
}
