package jpd.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real subprocesses ({@link FakeEngine}, small shell scripts) driven through {@link GtpClient}. */
class EngineProcessTest {
    /** Only a hung engine misses it: the JVM of a fake engine may start slowly on a loaded machine. */
    private static final Duration TIMEOUT = Duration.ofSeconds(120);

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
        // Written without a client, whose timeout would kill the engine itself.
        engine.stdin().write("hang\n".getBytes(StandardCharsets.UTF_8));
        engine.stdin().flush();
        engine.close();
        assertFalse(engine.isAlive());
    }

    @Test
    void aLateAnswerIsATimeoutThatKillsTheEngineAndWhatItStarted() throws IOException {
        // The shell waits for its sleeping child, which holds the output too: the read ends only if both die.
        try (EngineProcess engine = EngineProcess.start(List.of("sh", "-c", "sleep 60; true"), null)) {
            GtpClient client = GtpClient.start(engine, Duration.ofMillis(300));
            assertTimeoutPreemptively(Duration.ofSeconds(60),
                    () -> assertThrows(GtpTimeoutException.class, () -> client.send("genmove b")));
            assertFalse(client.isUsable());
            assertTrue(engine.awaitExit(Duration.ofSeconds(60)).isPresent());
        }
    }

    @Test
    void aSlowAnswerWithinTheTimeoutLeavesTheEngineRunning() throws IOException {
        String slowEngine = "read command; sleep 0.5; printf '= slow\\n\\n'; sleep 60";
        try (EngineProcess engine = EngineProcess.start(List.of("sh", "-c", slowEngine), null)) {
            GtpClient client = GtpClient.start(engine, TIMEOUT);
            assertEquals("slow", client.send("genmove b").text());
            assertTrue(client.isUsable());
            assertTrue(engine.isAlive());
        }
    }

    @Test
    void anInterruptedReadKillsTheEngineAndFailsTheCommand() throws Exception {
        try (EngineProcess engine = EngineProcess.start(List.of("sh", "-c", "sleep 60; true"), null)) {
            GtpClient client = GtpClient.start(engine, TIMEOUT);
            AtomicReference<Exception> failure = new AtomicReference<>();
            Thread sender = new Thread(() -> {
                try {
                    client.send("genmove b");
                } catch (EngineFailureException e) {
                    failure.set(e);
                }
            });
            sender.start();
            Thread.sleep(300);
            sender.interrupt();
            sender.join(Duration.ofSeconds(60).toMillis());
            assertFalse(sender.isAlive());
            assertEquals(EngineFailureException.class, failure.get().getClass(), failure.get().toString());
            assertFalse(client.isUsable());
            assertTrue(engine.awaitExit(Duration.ofSeconds(60)).isPresent());
        }
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
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> child.onExit().join());
    }

    @Test
    void aMissingProgramFailsToStart() {
        assertThrows(IOException.class, () -> EngineProcess.start(List.of("/no/such/engine"), null));
    }
}
