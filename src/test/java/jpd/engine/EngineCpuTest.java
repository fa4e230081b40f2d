package jpd.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@link EngineProcess#cpu} on a real process tree: a shell whose child burns CPU, then is killed. */
class EngineCpuTest {
    private static final Path BASH = Path.of("/bin/bash");
    /**
     * The engine: its child counts to 100,000 (a few tenths of a CPU second), says so and sleeps; on a line of input
     * the engine kills it, waits for it, prints its children's CPU time as the shell's {@code times} tells it and
     * waits for the next line (a process that has exited cannot be read).
     */
    private static final String ENGINE = "(i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done; echo burnt; "
            + "exec sleep 600) & read -r line; kill $!; wait; times; read -r line";
    /** The shell's {@code times} counts in clock ticks (10 ms here) and prints milliseconds. */
    private static final double TICKS = 0.02;

    @Test
    void theProcessesAnEngineStartedCountAlsoAfterTheyExit() throws IOException {
        assumeTrue(Files.isExecutable(BASH), "no /bin/bash to start a process tree");
        try (EngineProcess engine = EngineProcess.start(List.of(BASH.toString(), "-c", ENGINE), null)) {
            BufferedReader out = new BufferedReader(new InputStreamReader(engine.stdout(), StandardCharsets.UTF_8));
            assertEquals("burnt", out.readLine());
            CpuTime whileAlive = engine.cpu().orElseThrow();
            OutputStream in = engine.stdin();
            in.write("go\n".getBytes(StandardCharsets.US_ASCII));
            in.flush();
            out.readLine();
            double childSeconds = seconds(out.readLine());
            CpuTime afterExit = engine.cpu().orElseThrow();

            assertTrue(childSeconds > 0.05, "the child burnt " + childSeconds + " s");
            assertEquals(childSeconds, whileAlive.childrenNanos() / 1e9, TICKS);
            assertEquals(whileAlive.childrenNanos(), afterExit.childrenNanos());
            assertTrue(afterExit.ownNanos() < afterExit.childrenNanos(), afterExit.toString());
        }
    }

    /** User plus system seconds of a line {@code 0m0.350s 0m0.010s} of the shell's {@code times}. */
    private static double seconds(String line) {
        Matcher m = Pattern.compile("(\\d+)m([\\d.]+)s (\\d+)m([\\d.]+)s").matcher(line);
        assertTrue(m.matches(), line);
        return 60 * Integer.parseInt(m.group(1)) + Double.parseDouble(m.group(2))
                + 60 * Integer.parseInt(m.group(3)) + Double.parseDouble(m.group(4));
    }
}
