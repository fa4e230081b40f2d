package jpd.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import jpd.testing.LogCapture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The client against scripted engine output held in memory or written by the test as it goes. */
class GtpClientTest {
    @RegisterExtension
    final LogCapture log = new LogCapture();
    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final ByteArrayOutputStream sent = new ByteArrayOutputStream();
    /** The engine's output as the test writes it, for answers that come late or never. */
    private final PipedOutputStream engineSide = new PipedOutputStream();
    private final AtomicBoolean killed = new AtomicBoolean();

    private GtpClient clientReading(String engineOutput) {
        return GtpClient.start(new ByteArrayInputStream(engineOutput.getBytes(StandardCharsets.UTF_8)), sent, TIMEOUT,
                () -> OptionalInt.of(7), () -> killed.set(true));
    }

    /** A client of the output the test writes to {@code engineSide}; killing the engine ends that output. */
    private GtpClient clientOfPipe(Duration timeout) throws IOException {
        return GtpClient.start(new PipedInputStream(engineSide), sent, timeout, OptionalInt::empty, () -> {
            killed.set(true);
            try {
                engineSide.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    @Test
    void sendsOneLineAndReadsASimpleAnswer() throws IOException {
        GtpClient client = clientReading("= 2\n\n");
        assertEquals(new GtpResponse(true, "2", null), client.send("protocol_version"));
        assertEquals("protocol_version\n", sent.toString(StandardCharsets.UTF_8));
    }

    @Test
    void readsIdsOfSuccessAndError() throws IOException {
        GtpClient client = clientReading("=10 D4\n\n?11 illegal move\n\n");
        assertEquals(new GtpResponse(true, "D4", 10), client.send("10 genmove b"));
        assertEquals(new GtpResponse(false, "illegal move", 11), client.send("11 play b D4"));
    }

    @Test
    void emptyAnswersHaveEmptyText() throws IOException {
        GtpClient client = clientReading("=\n\n= \n\n=5\n\n");
        assertEquals(new GtpResponse(true, "", null), client.send("clear_board"));
        assertEquals(new GtpResponse(true, "", null), client.send("komi 7"));
        assertEquals(new GtpResponse(true, "", 5), client.send("5 boardsize 9"));
    }

    @Test
    void skipsBannersBeforeTheFirstAnswerLine() throws IOException {
        GtpClient client = clientReading("Engine v1 ready\n\nloading...\n= Engine\n\n");
        assertEquals(new GtpResponse(true, "Engine", null), client.send("name"));
    }

    @Test
    void keepsMultiLineAnswersWithoutTheFinalEmptyLine() throws IOException {
        GtpClient client = clientReading("= \n  A B\n2 . .\n1 X .\n\n= next\n\n");
        assertEquals("\n  A B\n2 . .\n1 X .", client.send("showboard").text());
        assertEquals("next", client.send("name").text());
    }

    @Test
    void acceptsCrlfLineEnds() throws IOException {
        GtpClient client = clientReading("=1 first\r\nsecond\r\n\r\n? bad\r\n\r\n");
        assertEquals(new GtpResponse(true, "first\nsecond", 1), client.send("1 two_lines"));
        assertEquals(new GtpResponse(false, "bad", null), client.send("oops"));
    }

    @Test
    void endOfOutputBeforeAnAnswerReportsTheExitCode() throws IOException {
        GtpClient client = clientReading("= 2\n\n= partial\n");
        client.send("protocol_version");
        EngineExitedException exited = assertThrows(EngineExitedException.class, () -> client.send("crash"));
        assertEquals(OptionalInt.of(7), exited.exitCode());
        assertThrows(EngineExitedException.class, () -> client.send("name"));
    }

    @Test
    void anAnswerThatDoesNotComeInTimeIsATimeoutThatKillsTheEngineAndTheClientStops() throws IOException {
        GtpClient client = clientOfPipe(Duration.ofMillis(200));
        engineSide.write("= partial\n".getBytes(StandardCharsets.UTF_8));
        assertThrows(GtpTimeoutException.class, () -> client.send("hang"));
        assertTrue(killed.get());
        assertFalse(client.isUsable());
        assertThrows(IllegalStateException.class, () -> client.send("name"));
    }

    @Test
    void aSlowAnswerWithinTheTimeoutIsReadAndTheEngineLeftAlone() throws Exception {
        GtpClient client = clientOfPipe(Duration.ofSeconds(60));
        Thread engine = new Thread(() -> {
            try {
                Thread.sleep(300);
                engineSide.write("= slow\n\n".getBytes(StandardCharsets.UTF_8));
                engineSide.flush();
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        engine.start();
        assertEquals("slow", client.send("think").text());
        engine.join();
        assertFalse(killed.get());
        assertTrue(client.isUsable());
    }

    @Test
    void aStreamedAnswerThatTheEngineDoesNotEndIsAbandonedAndTheEngineKilled() throws Exception {
        GtpClient client = clientOfPipe(Duration.ofMillis(300));
        engineSide.write("= \ninfo 1\n".getBytes(StandardCharsets.UTF_8));
        GtpStream stream = client.stream("analyze");
        List<String> forwarded = new CopyOnWriteArrayList<>();
        Thread forwarder = new Thread(() -> stream.forward(forwarded::add));
        forwarder.start();
        stream.stop();
        forwarder.join(60_000);
        assertFalse(forwarder.isAlive());
        assertEquals(List.of("info 1"), forwarded);
        assertTrue(killed.get());
        assertFalse(client.isUsable());
        assertEquals("analyze\nprotocol_version\n", sent.toString(StandardCharsets.UTF_8));
        log.assertLogged("WARN", "the engine did not end its answer to 'analyze' in time");
    }

    @Test
    void refusesCommandsOfMoreThanOneLine() {
        GtpClient client = clientReading("");
        assertThrows(IllegalArgumentException.class, () -> client.send("name\nquit"));
        assertEquals("", sent.toString(StandardCharsets.UTF_8));
    }

    @Test
    void parsingDropsOnlyTheSingleSpaceAfterStatusAndTrailingWhitespace() {
        assertEquals(" indented", GtpResponse.parse("=  indented  ", List.of()).text());
        assertNull(GtpResponse.parse("=99999999999 huge id", List.of()).id());
        assertEquals("? illegal move", GtpResponse.parse("?3 illegal move", List.of()).display());
    }
}
