package jpd.regress;

import java.io.PrintStream;
import jpd.engine.GtpResponse;

/**
 * Writes the human-readable report of a run, one line per event:
 * <pre>
 * a.tst:10 passed
 * a.tst:20 FAILED: play b D4 -> '? illegal move' expected [D4]
 * a.tst line 3: warning: boardsize 3 -> '? unacceptable size'
 * a.tst: ERROR: line 7 (crash): engine exited before answering '7 crash' (exit code 3)
 * a.tst: 1 passed, 0 failed, 1 FAILED, 0 PASSED, 0 ignored
 * total: 2 files (1 with errors), 1 passed, 0 failed, 1 FAILED, 0 PASSED, 0 ignored
 * </pre>
 * Tests are named by file and test number as in GNU Go; other events by line number. A control character
 * (from a garbage file, say) is written as {@code \xNN}, never as itself: it could drive the terminal.
 */
final class Report {
    private final PrintStream out;

    Report(PrintStream out) {
        this.out = out;
    }

    /** A numbered test's verdict; all but a plain pass show the command, the answer and the expectation. */
    void test(String file, ScriptCommand command, GtpResponse response, Verdict verdict) {
        String name = file + ":" + command.id().orElseThrow() + " " + verdict.label();
        if (verdict == Verdict.PASSED) {
            line(name);
        } else {
            line(name + ": " + command.command() + " -> " + quoted(response)
                    + " expected " + command.expectation().orElseThrow().written());
        }
    }

    /** An error answer to a command that is not a test, which usually means the setup is not what the file assumes. */
    void warning(String file, ScriptCommand command, GtpResponse response) {
        line(file + " line " + command.line() + ": warning: " + command.command() + " -> " + quoted(response));
    }

    /** A problem that ended the file early or kept it from running. */
    void error(String file, String problem) {
        line(file + ": ERROR: " + problem);
    }

    /** The counts of one file. */
    void fileSummary(String file, Tally tally) {
        line(file + ": " + tally);
    }

    /** The counts of the whole run. */
    void total(RegressionResult result) {
        line("total: " + result.files() + (result.files() == 1 ? " file" : " files")
                + " (" + result.filesWithErrors() + " with errors), " + result.tally());
    }

    private void line(String text) {
        out.println(printable(text));
    }

    /** The text with each control character as {@code \xNN}. */
    private static String printable(String text) {
        StringBuilder shown = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (Character.isISOControl(c)) {
                shown.append(String.format("\\x%02x", c));
            } else {
                shown.appendCodePoint(c);
            }
        });
        return shown.toString();
    }

    /** The answer on one line, newlines shown as {@code \n}. */
    private static String quoted(GtpResponse response) {
        return "'" + response.display().replace("\n", "\\n") + "'";
    }
}
