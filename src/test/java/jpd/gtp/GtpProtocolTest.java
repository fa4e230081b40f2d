package jpd.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import jpd.testing.LogCapture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class GtpProtocolTest {
    @RegisterExtension
    final LogCapture log = new LogCapture();
    private final GtpHarness gtp = GtpHarness.start();

    @Test
    void idsAreEchoedOnSuccessAndError() {
        assertEquals("=12 2\n\n?13 unknown command\n\n", gtp.send("12 protocol_version\n13 nonsense\n"));
    }

    @Test
    void commentsTabsEmptyLinesCarriageReturnsAndControlCharactersArePreprocessed() {
        String input = "# a whole comment line\n\n   \n\t\n1\tname # trailing comment\r\n2 ver\u0001sion\r\n";
        assertEquals("=1 jpd-gtp\n\n=2 0.1.0\n\n", gtp.send(input));
    }

    @Test
    void anIdWithoutCommandIsASyntaxError() {
        assertEquals("?5 syntax error: no command after the id\n\n", gtp.send("5\n"));
    }

    @Test
    void unknownCommandsAndWrongArityAreErrors() {
        assertEquals("unknown command", gtp.error("foo"));
        assertEquals("unknown command", gtp.error("PROTOCOL_VERSION"));
        assertEquals("syntax error: expected 0 arguments, got 1", gtp.error("protocol_version 3"));
        assertEquals("syntax error: expected 2 arguments, got 1", gtp.error("play b"));
        assertEquals("syntax error: expected 1 argument, got 0", gtp.error("genmove"));
    }

    @Test
    void knownCommandAndListCommandsUseTheOneTable() {
        assertEquals("true", gtp.ok("known_command jpd-dispute"));
        assertEquals("true", gtp.ok("known_command quit"));
        assertEquals("true", gtp.ok("known_command loadsgf"));
        assertEquals("false", gtp.ok("known_command kata-analyze"));
        String list = gtp.ok("list_commands");
        for (String name : list.split("\n")) {
            assertEquals("true", gtp.ok("known_command " + name), name);
        }
        assertTrue(list.contains("\njpd-score_report\n"));
        assertTrue(list.endsWith("\nquit"));
    }

    @Test
    void analyzeCommandsNameKnownCommandsWithGoGuiTypes() {
        String entries = gtp.ok("gogui-analyze_commands");
        assertTrue(entries.contains("string/Score report/jpd-score_report\n"), entries);
        assertTrue(entries.contains("none/Virtual move/play %m virtual\n"), entries);
        assertTrue(entries.contains("param/Rules/jpd-rules_param\n"), entries);
        for (String entry : entries.split("\n")) {
            String[] parts = entry.split("/", 3);
            assertTrue(parts[0].matches("none|string|param|plist|gfx"), entry);
            String command = parts[2].split(" ")[0];
            assertEquals("true", gtp.ok("known_command " + command), entry);
        }
    }

    @Test
    void multiLineAnswersEndWithExactlyOneEmptyLine() {
        String answer = gtp.send("showboard\n");
        assertTrue(answer.startsWith("= \n   A B C D E F G H J\n"), answer);
        assertTrue(answer.endsWith("to move: black\n\n"), answer);
        assertEquals(-1, answer.substring(0, answer.length() - 2).indexOf("\n\n"), answer);
    }

    @Test
    void quitAnswersAndStopsReading() {
        assertEquals("=\n\n=\n\n", gtp.send("clear_board\nquit\nname\n"));
    }

    @Test
    void endOfInputWithoutNewlineStillAnswers() {
        assertEquals("= 2\n\n", gtp.send("protocol_version"));
    }

    @Test
    void aOneMegabyteLineIsAnErrorAndTheNextLineWorks() {
        char[] huge = new char[1 << 20];
        Arrays.fill(huge, 'a');
        String answer = gtp.send("play b " + new String(huge) + "\nname\n");
        assertEquals("? line too long (more than 65536 bytes)\n\n= jpd-gtp\n\n", answer);
    }

    @Test
    void binaryGarbageAndNonAsciiGiveErrorsInPlainAscii() {
        byte[] garbage = new byte[512];
        for (int i = 0; i < garbage.length; i++) {
            garbage[i] = (byte) (i * 37 + 11);
        }
        String answer = gtp.send(concat(garbage, "\nname\n".getBytes(StandardCharsets.US_ASCII)));
        assertTrue(answer.endsWith("= jpd-gtp\n\n"), answer);
        assertTrue(answer.startsWith("?"), answer);
        assertAscii(answer);

        String unicode = gtp.send("play b \u00c4\u00df\n\u6f22\u5b57\n".getBytes(StandardCharsets.UTF_8));
        assertEquals("? invalid vertex '????'\n\n? unknown command\n\n", unicode);
    }

    @Test
    void aHandlerBugBecomesAnInternalErrorNotACrash() {
        CommandTable table = new CommandTable();
        table.register("boom", args -> {
            throw new IllegalStateException("bug");
        });
        assertEquals("? internal error: java.lang.IllegalStateException: bug\n\n=\n\n", serve(table, "boom\nquit\n"));
        log.assertLogged("ERROR", "command failed: boom", "java.lang.IllegalStateException: bug");
    }

    @Test
    void noAnswerHoldsAnEmptyLineBeforeItsEnd() {
        CommandTable table = new CommandTable();
        table.register("text", args -> "a\n\n \nb\n\n");
        table.register("fail", args -> {
            throw new GtpError("quoted\n\ntext");
        });
        assertEquals("= a\nb\n\n? quoted  text\n\n", serve(table, "text\nfail\n"));
    }

    @Test
    void anErrorInAHandlerIsAnsweredAndOnlyOutOfMemoryEndsTheLoop() {
        CommandTable table = new CommandTable();
        table.register("deep", args -> {
            throw new StackOverflowError();
        });
        table.register("exhaust", args -> {
            throw new OutOfMemoryError("Java heap space");
        });
        table.register("ok", args -> "fine");
        GtpServer server = GtpServer.create(table, Transcript.NONE);
        var output = new java.io.ByteArrayOutputStream();
        var input = new java.io.ByteArrayInputStream("deep\nok\n7 exhaust\nok\n".getBytes(StandardCharsets.US_ASCII));
        assertThrows(OutOfMemoryError.class, () -> server.run(input, output));
        assertEquals("? internal error: java.lang.StackOverflowError\n\n= fine\n\n?7 out of memory\n\n",
                output.toString(StandardCharsets.US_ASCII));
        log.assertLogged("ERROR", "command failed: deep", "java.lang.StackOverflowError");
    }

    /** The answers of a loop over this table to these lines. */
    private static String serve(CommandTable table, String lines) {
        var output = new java.io.ByteArrayOutputStream();
        try {
            GtpServer.create(table, Transcript.NONE)
                    .run(new java.io.ByteArrayInputStream(lines.getBytes(StandardCharsets.US_ASCII)), output);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        return output.toString(StandardCharsets.US_ASCII);
    }

    private static void assertAscii(String text) {
        for (char c : text.toCharArray()) {
            assertTrue(c == '\n' || (c >= 32 && c < 127), "non-ASCII char " + (int) c);
        }
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] all = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, all, first.length, second.length);
        return all;
    }
}
