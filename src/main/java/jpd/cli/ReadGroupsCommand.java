package jpd.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import jpd.player.playouts.GroupReading;
import jpd.sgf.GameRecord;
import jpd.sgf.IllegalActionException;
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
            "STATUS one of alive, safe, critical, weak, dead (docs/player.md).",
            "A file that cannot be read gets one line on stderr and the exit code 3, after the others."})
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
            SgfSources records = new SgfSources(err);
            for (Path file : SgfSources.files(sources)) {
                records.read(file).ifPresent(record -> read(file, record, out, err));
            }
            return records.exitCode();
        } catch (CommandFailure failure) {
            err.println(failure.getMessage());
            return failure.exitCode();
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** The lines of one game's positions; a game that does not replay is read up to its illegal action. */
    private void read(Path file, GameRecord record, PrintWriter out, PrintWriter err) {
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
