package jpd.gtp.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The client against scripted engine output held in memory. */
class GtpClientTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final ByteArrayOutputStream sent = new ByteArrayOutputStream();

    private GtpClient clientReading(String engineOutput) {
        return GtpClient.start(new ByteArrayInputStream(engineOutput.getBytes(StandardCharsets.UTF_8)), sent, TIMEOUT,
                () -> OptionalInt.of(7));
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
    void anAnswerThatDoesNotComeInTimeIsATimeoutAndTheClientStops() throws IOException {
        PipedOutputStream engineSide = new PipedOutputStream();
        GtpClient client = GtpClient.start(new PipedInputStream(engineSide), sent, Duration.ofMillis(200),
                OptionalInt::empty);
        engineSide.write("= partial\n".getBytes(StandardCharsets.UTF_8));
        assertThrows(GtpTimeoutException.class, () -> client.send("hang"));
        assertThrows(IllegalStateException.class, () -> client.send("name"));
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
