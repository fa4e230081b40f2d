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
 * Tests are named by file and test number as in GNU Go; other events by line number.
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
            out.println(name);
        } else {
            out.println(name + ": " + command.command() + " -> " + quoted(response)
                    + " expected " + command.expectation().orElseThrow().written());
        }
    }

    /** An error answer to a command that is not a test, which usually means the setup is not what the file assumes. */
    void warning(String file, ScriptCommand command, GtpResponse response) {
        out.println(file + " line " + command.line() + ": warning: " + command.command() + " -> " + quoted(response));
    }

    /** A problem that ended the file early or kept it from running. */
    void error(String file, String problem) {
        out.println(file + ": ERROR: " + problem);
    }

    /** The counts of one file. */
    void fileSummary(String file, Tally tally) {
        out.println(file + ": " + tally);
    }

    /** The counts of the whole run. */
    void total(RegressionResult result) {
        out.println("total: " + result.files() + (result.files() == 1 ? " file" : " files")
                + " (" + result.filesWithErrors() + " with errors), " + result.tally());
    }

    /** The answer on one line, newlines shown as {@code \n}. */
    private static String quoted(GtpResponse response) {
        return "'" + response.display().replace("\n", "\\n") + "'";
    }
}
