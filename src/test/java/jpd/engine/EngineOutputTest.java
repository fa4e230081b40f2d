package jpd.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EngineOutputTest {

    private static List<String> lines(InputStream in) throws IOException {
        EngineOutput output = new EngineOutput(in);
        List<String> lines = new ArrayList<>();
        for (String line = output.readLine(); line != null; line = output.readLine()) {
            lines.add(line);
        }
        return lines;
    }

    private static List<String> lines(String text) throws IOException {
        return lines(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void linesEndAtLfCrOrCrlf() throws IOException {
        assertEquals(List.of("= D4", "", "? no", "", "= x", ""), lines("= D4\n\n? no\r\n\r\n= x\r\r"));
    }

    @Test
    void aLastLineWithoutItsEndIsStillALine() throws IOException {
        assertEquals(List.of("= ok", "tail"), lines("= ok\ntail"));
        assertEquals(List.of(), lines(""));
    }

    @Test
    void textIsUtf8AndLinesMayBeLong() throws IOException {
        String longLine = "x".repeat(5_000);
        assertEquals(List.of("= 黑 ✓", longLine), lines("= 黑 ✓\n" + longLine + "\n"));
    }

    @Test
    void anLfArrivingLaterAfterItsCrEndsNoLine() throws IOException, InterruptedException {
        PipedOutputStream engine = new PipedOutputStream();
        EngineOutput output = new EngineOutput(new PipedInputStream(engine));
        engine.write("= a\r".getBytes(StandardCharsets.US_ASCII));
        engine.flush();
        // The line is complete at its CR, before the LF has come.
        assertEquals("= a", output.readLine());
        engine.write("\n\n".getBytes(StandardCharsets.US_ASCII));
        engine.close();
        assertEquals("", output.readLine());
        assertNull(output.readLine());
    }
}
