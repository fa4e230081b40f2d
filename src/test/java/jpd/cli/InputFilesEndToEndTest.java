package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jpd.files.InputFiles;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files of any kind given to the real program: a directory, devices, a FIFO nobody writes, a file over the size
 * limit, a missing file. Each gets one line (a {@code ?} answer with the engine still serving, or exit code 3),
 * nothing blocks, nothing dies.
 */
class InputFilesEndToEndTest {
    /** A heap too small for a file of {@link #TIGHT_FILE_MEGABYTES}: reading it runs out of memory. */
    private static final List<String> SMALL_HEAP = List.of("-Xmx32m");
    private static final int TIGHT_FILE_MEGABYTES = 40;

    @TempDir
    Path folder;
    private final List<String> badFiles = new ArrayList<>();

    @BeforeEach
    void makeBadFiles() throws Exception {
        Path fifo = folder.resolve("fifo.sgf");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo is missing");
        Path huge = folder.resolve("huge.sgf");
        try (RandomAccessFile sparse = new RandomAccessFile(huge.toFile(), "rw")) {
            sparse.setLength(InputFiles.MAX_BYTES + 1);
        }
        badFiles.addAll(List.of("/dev/zero", "/dev/null", fifo.toString(), folder.toString(), huge.toString(),
                folder.resolve("missing.sgf").toString()));
    }

    @Test
    void loadsgfAnswersEveryBadFileWithOneErrorAndTheEngineGoesOn() throws Exception {
        Path game = folder.resolve("game.sgf");
        Files.writeString(game, "(;SZ[5];B[cc])");
        StringBuilder input = new StringBuilder();
        badFiles.forEach(file -> input.append("loadsgf ").append(file).append('\n'));
        input.append("loadsgf ").append(game).append("\nshowboard\n");
        EngineProcess.Run run = EngineProcess.run(input.toString(), "gtp");
        String[] answers = run.out().split("\n\n");
        assertEquals(badFiles.size() + 2, answers.length, run.out());
        for (int i = 0; i < badFiles.size(); i++) {
            assertTrue(answers[i].startsWith("? cannot load file: " + badFiles.get(i) + ": "), answers[i]);
            assertFalse(answers[i].contains("\n"), answers[i]);
        }
        assertEquals("=", answers[badFiles.size()]);
        assertTrue(answers[badFiles.size() + 1].contains(" 3 . . X . . 3"), answers[badFiles.size() + 1]);
        assertEquals(0, run.exitCode());
        assertFalse(run.showsJavaFailure(), run.stderr());
    }

    @Test
    void checkScoreAndMatchOpeningsExitWithCode3AndOneLine() throws Exception {
        for (String file : badFiles) {
            for (String command : List.of("check", "score")) {
                assertOneLineFailure(ExitCode.IO_FAILURE, EngineProcess.run("", command, file));
            }
        }
        Path openings = Files.createDirectory(folder.resolve("openings"));
        Files.createSymbolicLink(openings.resolve("a.sgf"), folder.resolve("fifo.sgf"));
        for (String bad : List.of(openings.toString(), folder.resolve("missing").toString())) {
            assertOneLineFailure(ExitCode.IO_FAILURE, EngineProcess.run("", "match", "--black", "random", "--white",
                    "random", "--size", "5", "--alternate", "--out", folder.resolve("out").toString(), "--openings", bad));
        }
    }

    @Test
    void aFileTooLargeForTheHeapIsRefusedByLoadsgfAndEndsCheckWithCode3() throws Exception {
        Path big = folder.resolve("big.sgf");
        Files.writeString(big, "(;SZ[5]C[" + "x".repeat(TIGHT_FILE_MEGABYTES << 20) + "])", StandardCharsets.US_ASCII);
        EngineProcess.Run gtp = EngineProcess.run(("loadsgf " + big + "\nname\n").getBytes(StandardCharsets.US_ASCII),
                SMALL_HEAP, "gtp");
        assertEquals("? cannot load file: " + big + ": too large for the memory Java has\n\n= jpd-gtp\n\n", gtp.out());
        assertEquals(0, gtp.exitCode());
        EngineProcess.Run check = EngineProcess.run(new byte[0], SMALL_HEAP, "check", big.toString());
        assertOneLineFailure(ExitCode.IO_FAILURE, check);
        assertTrue(check.stderr().contains("out of memory"), check.stderr());
    }

    private static void assertOneLineFailure(int exitCode, EngineProcess.Run run) {
        assertEquals(exitCode, run.exitCode(), run.stderr());
        assertEquals(1, run.stderr().lines().count(), run.stderr());
        assertFalse(run.showsJavaFailure(), run.stderr());
    }
}
