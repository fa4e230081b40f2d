package jpd.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import jpd.files.FileProblems;
import jpd.player.builtin.GroupReading;
import jpd.sgf.GameRecord;
import jpd.sgf.IllegalActionException;
import jpd.sgf.SgfException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code jpd read-groups}: the built-in player's life reading of the groups in positions of SGF games. */
@Command(name = "read-groups", mixinStandardHelpOptions = true,
        description = {"Print the built-in player's life reading of every group of three stones or more",
            "in positions of SGF games, one line per group:",
            "FILE ACTIONS POINT COLOUR STONES STATUS [MOVES THAT SAVE IT],",
            "STATUS one of alive, safe, critical, weak, dead (docs/player.md)."})
public final class ReadGroupsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--every", paramLabel = "N",
            description = "read the position after every N actions (default: only the final position)")
    Integer every;

    @Parameters(arity = "1..*", paramLabel = "SGF", description = "SGF files, or folders searched for *.sgf")
    List<Path> sources;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            if (every != null && every < 1) {
                throw new CommandFailure(ExitCode.USAGE, "--every must be at least 1, not " + every);
            }
            for (Path file : SgfSources.files(sources)) {
                read(file, out, err);
            }
            return ExitCode.OK;
        } catch (CommandFailure failure) {
            err.println(failure.getMessage());
            return failure.exitCode();
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** The lines of one game's positions; a file that cannot be read or replayed is skipped with one line. */
    private void read(Path file, PrintWriter out, PrintWriter err) {
        GameRecord record;
        try {
            record = GameRecord.read(file);
        } catch (IOException | SgfException unreadable) {
            err.println("skipped " + file + ": " + FileProblems.reason(unreadable));
            return;
        }
        int actions = record.actions().size();
        try {
            for (int played = every == null ? actions : every; played <= actions; played += every == null ? 1 : every) {
                for (String line : GroupReading.describe(record.toGame(played).board())) {
                    out.println(file + " " + played + " " + line);
                }
            }
        } catch (IllegalActionException refused) {
            err.println("skipped the rest of " + file + ": " + refused.illegalAction().describe());
        }
    }
}
