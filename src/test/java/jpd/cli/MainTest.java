package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Exit codes and the separation of stdout (protocol only) from stderr (messages). */
class MainTest {

    @Test
    void badOptionsAreUsageErrorsOnStderr() throws Exception {
        for (String[] args : new String[][] {
            {"gtp", "--size", "1"}, {"gtp", "--size", "26"}, {"gtp", "--komi", "NaN"}, {"gtp", "--rules", "go"},
            {"gtp", "--player", "nobody"}, {"gtp", "--seed", "x"}, {"gtp", "--frobnicate"}, {}, {"nothing"},
        }) {
            EngineProcess.Run run = EngineProcess.run("name\n", args);
            assertEquals(ExitCode.USAGE, run.exitCode(), String.join(" ", args));
            assertEquals("", run.out(), String.join(" ", args));
            assertTrue(!run.stderr().isEmpty(), String.join(" ", args));
        }
    }

    @Test
    void anUnwritableTranscriptIsAnEngineFailure() throws Exception {
        EngineProcess.Run run = EngineProcess.run("name\n", "gtp", "--log-gtp", "/nonexistent/dir/x.log");
        assertEquals(ExitCode.IO_FAILURE, run.exitCode());
        assertEquals("", run.out());
    }

    @Test
    void exitCodesAreTheDocumentedNumbers() {
        assertEquals(0, ExitCode.OK);
        assertEquals(1, ExitCode.FAILED);
        assertEquals(2, ExitCode.USAGE);
        assertEquals(3, ExitCode.IO_FAILURE);
    }
}
