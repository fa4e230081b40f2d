package jpd.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Catches what a test's code logs, so that fault-injection tests assert their expected warnings
 * instead of printing them into the build output. slf4j-simple writes to whatever {@code System.err}
 * is at the moment of each line (simplelogger.properties: {@code logFile=System.err}), so swapping
 * {@code System.err} for the test catches the log of every thread. What a failed test logged is
 * passed on to the real stderr, beside the failure.
 *
 * <p>Use: {@code @RegisterExtension final LogCapture log = new LogCapture();} then
 * {@code log.assertLogged("WARN", "engine failure")}.
 */
public final class LogCapture implements BeforeEachCallback, AfterEachCallback {
    private final ByteArrayOutputStream captured = new ByteArrayOutputStream();
    private PrintStream realErr;

    @Override
    public void beforeEach(ExtensionContext context) {
        realErr = System.err;
        captured.reset();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    }

    @Override
    public void afterEach(ExtensionContext context) {
        System.err.flush();
        System.setErr(realErr);
        if (context.getExecutionException().isPresent()) {
            realErr.print(text());
        }
    }

    /** Everything logged (and written to stderr) so far in this test. */
    public String text() {
        return captured.toString(StandardCharsets.UTF_8);
    }

    /** Asserts that one line of the log holds all these fragments, e.g. the level and the message. */
    public void assertLogged(String... fragments) {
        String text = text();
        boolean found = text.lines().anyMatch(line -> {
            for (String fragment : fragments) {
                if (!line.contains(fragment)) {
                    return false;
                }
            }
            return true;
        });
        assertTrue(found, "no log line with " + String.join(" and ", fragments) + " in:\n" + text);
    }
}
