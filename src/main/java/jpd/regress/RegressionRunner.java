package jpd.regress;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import jpd.engine.EngineFailureException;
import jpd.engine.EngineProcess;
import jpd.engine.GtpClient;
import jpd.engine.GtpResponse;
import jpd.files.FileProblems;

/**
 * Runs regression files as gogui-regress does: each file with a fresh engine whose working directory is the
 * file's folder, every command sent in order, numbered tests judged; a file whose engine crashes or times out
 * is reported and the run goes on with the next file.
 */
public final class RegressionRunner {
    private final RegressionConfig config;
    private final Report report;

    /** A runner writing its report to {@code out}. */
    public RegressionRunner(RegressionConfig config, PrintStream out) {
        this.config = config;
        this.report = new Report(out);
    }

    /** Runs the files in order, reports each test, each file and the total, and returns the outcome. */
    public RegressionResult run(List<Path> files) {
        Tally total = Tally.EMPTY;
        int filesWithErrors = 0;
        for (Path file : files) {
            FileOutcome outcome = runFile(file);
            total = total.plus(outcome.tally());
            filesWithErrors += outcome.completed() ? 0 : 1;
        }
        RegressionResult result = new RegressionResult(files.size(), total, filesWithErrors);
        report.total(result);
        return result;
    }

    private record FileOutcome(Tally tally, boolean completed) {
    }

    private FileOutcome runFile(Path file) {
        String name = file.toString();
        List<ScriptCommand> commands;
        try {
            commands = ScriptParser.parse(file);
        } catch (NoSuchFileException e) {
            report.error(name, "file not found");
            return new FileOutcome(Tally.EMPTY, false);
        } catch (IOException e) {
            report.error(name, "cannot read: " + FileProblems.reason(e));
            return new FileOutcome(Tally.EMPTY, false);
        } catch (ScriptParseException e) {
            report.error(name, "cannot parse: " + e.getMessage());
            return new FileOutcome(Tally.EMPTY, false);
        }
        Tally tally = Tally.EMPTY;
        boolean completed = false;
        try (EngineProcess engine = EngineProcess.start(config.engineCommand(), file.toAbsolutePath().getParent())) {
            GtpClient client = GtpClient.start(engine, config.timeout());
            for (ScriptCommand command : commands) {
                tally = tally.plus(runCommand(name, client, command));
            }
            completed = true;
        } catch (FailedCommand e) {
            report.error(name, "line " + e.command.line() + " (" + e.command.command() + "): " + e.getMessage());
        } catch (IOException e) {
            report.error(name, "cannot start engine " + config.engineCommand() + ": " + e.getMessage());
        }
        report.fileSummary(name, tally);
        return new FileOutcome(tally, completed);
    }

    /** Sends one command and returns the tally of its verdict (empty when it is not a test). */
    private Tally runCommand(String file, GtpClient client, ScriptCommand command) throws FailedCommand {
        GtpResponse response;
        try {
            response = client.send(command.gtpLine());
        } catch (EngineFailureException e) {
            throw new FailedCommand(command, e);
        }
        if (command.expectation().isPresent()) {
            Verdict verdict = command.expectation().get().judge(response);
            report.test(file, command, response, verdict);
            return Tally.EMPTY.with(verdict);
        }
        if (!response.success()) {
            report.warning(file, command, response);
        }
        return Tally.EMPTY;
    }

    /** An engine failure tied to the command that met it, so the report can name the line. */
    private static final class FailedCommand extends Exception {
        private static final long serialVersionUID = 1L;
        private final transient ScriptCommand command;

        FailedCommand(ScriptCommand command, EngineFailureException cause) {
            super(cause.getMessage(), cause);
            this.command = command;
        }
    }
}
