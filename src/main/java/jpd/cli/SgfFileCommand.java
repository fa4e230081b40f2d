package jpd.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import jpd.files.FileProblems;
import jpd.rules.Game;
import jpd.rules.RuleSet;
import jpd.sgf.GameRecord;
import jpd.sgf.IllegalActionException;
import jpd.sgf.SgfException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** A command on one SGF file: loads its record, optionally under other rules, and maps failures to exit codes. */
abstract class SgfFileCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE.sgf", description = "the game record")
    Path file;

    @Option(names = "--rules", paramLabel = "NAME",
            description = "replay under these rules instead of the file's RU, e.g. 'art-novirtual ko=simple'")
    Optional<String> rules = Optional.empty();

    @Option(names = "--gogui",
            description = "the file is GoGui's with jpd gtp --gogui: SZ is one more than the game, the top row holds"
                    + " virtual moves, clicks after a stop mark statuses")
    boolean gogui;

    /** Does the command's work on the loaded record, printing to {@code out}; returns the exit code. */
    abstract int run(GameRecord record, PrintWriter out) throws CommandFailure;

    @Override
    public final Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            return run(load(), out);
        } catch (CommandFailure failure) {
            spec.commandLine().getErr().println(failure.getMessage());
            return failure.exitCode();
        } finally {
            out.flush();
        }
    }

    /** The whole game replayed; an illegal action fails the command. */
    static Game replay(GameRecord record) throws CommandFailure {
        try {
            return record.toGame();
        } catch (IllegalActionException illegal) {
            throw new CommandFailure(ExitCode.FAILED, illegal.getMessage());
        }
    }

    private GameRecord load() throws CommandFailure {
        GameRecord record;
        try {
            record = gogui ? GameRecord.readTray(file) : GameRecord.read(file);
        } catch (IOException unreadable) {
            throw new CommandFailure(ExitCode.IO_FAILURE, "cannot read " + file + ": " + FileProblems.reason(unreadable));
        } catch (SgfException malformed) {
            throw new CommandFailure(ExitCode.USAGE, file + ": " + malformed.getMessage());
        }
        if (rules.isEmpty()) {
            return record;
        }
        try {
            return record.withRules(RuleSet.parse(rules.get()));
        } catch (IllegalArgumentException unknown) {
            throw new CommandFailure(ExitCode.USAGE, unknown.getMessage());
        }
    }
}
