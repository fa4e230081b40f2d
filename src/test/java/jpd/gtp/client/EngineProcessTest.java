package jpd.gtp.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A real subprocess ({@link FakeEngine}) driven through {@link GtpClient}. */
class EngineProcessTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(20);

    @Test
    void talksGtpInTheGivenWorkingDirectory(@TempDir Path directory) throws IOException {
        Files.writeString(directory.resolve("marker.txt"), "here");
        try (EngineProcess engine = EngineProcess.start(FakeEngine.command(), directory)) {
            GtpClient client = GtpClient.start(engine, TIMEOUT);
            assertEquals(new GtpResponse(true, "2", 1), client.send("1 protocol_version"));
            assertEquals("true", client.send("exists marker.txt").text());
            assertEquals(new GtpResponse(false, "unknown command", null), client.send("foo"));
            assertEquals("java", engine.program());
        }
    }

    @Test
    void aCrashIsReportedWithItsExitCode() throws IOException {
        try (EngineProcess engine = EngineProcess.start(FakeEngine.command(), null)) {
            GtpClient client = GtpClient.start(engine, TIMEOUT);
            EngineExitedException exited = assertThrows(EngineExitedException.class, () -> client.send("crash"));
            assertEquals(OptionalInt.of(FakeEngine.CRASH_EXIT_CODE), exited.exitCode());
        }
    }

    @Test
    void closeEndsAnEngineThatDoesNotStopByItself() throws IOException {
        EngineProcess engine = EngineProcess.start(FakeEngine.command(), null);
        // hang comes first: any earlier command would share its short timeout with the JVM's start-up.
        GtpClient client = GtpClient.start(engine, Duration.ofMillis(300));
        assertThrows(GtpTimeoutException.class, () -> client.send("hang"));
        assertTrue(engine.isAlive());
        engine.close();
        assertFalse(engine.isAlive());
    }

    @Test
    void closeLetsAnEngineExitAtEndOfInput() throws IOException {
        EngineProcess engine = EngineProcess.start(FakeEngine.command(), null);
        GtpClient.start(engine, TIMEOUT).send("name");
        engine.close();
        assertEquals(OptionalInt.of(0), engine.awaitExit(Duration.ZERO));
    }

    @Test
    void closeAlsoEndsTheProcessesTheEngineStarted() throws IOException {
        EngineProcess engine = EngineProcess.start(FakeEngine.command(), null);
        long childPid = Long.parseLong(GtpClient.start(engine, TIMEOUT).send("spawn").text());
        ProcessHandle child = ProcessHandle.of(childPid).orElseThrow();
        assertTrue(child.isAlive());
        engine.close();
        // Killed, but reaped by init only later: until then the JDK still counts it alive.
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> child.onExit().join());
    }

    @Test
    void aMissingProgramFailsToStart() {
        assertThrows(IOException.class, () -> EngineProcess.start(List.of("/no/such/engine"), null));
    }
}
