package jpd.cli;

import java.io.PrintWriter;
import java.util.Optional;
import jpd.sgf.GameRecord;
import jpd.sgf.IllegalAction;
import picocli.CommandLine.Command;

/** {@code jpd check FILE.sgf}: replays a record and names its first illegal action. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Replay an SGF record under its rules; print OK or the first illegal move.")
public final class CheckCommand extends SgfFileCommand {

    @Override
    int run(GameRecord record, PrintWriter out) {
        Optional<IllegalAction> illegal = record.firstIllegal();
        if (illegal.isPresent()) {
            out.println(illegal.get().describe());
            return ExitCode.FAILED;
        }
        out.println("OK (" + record.actions().size() + " moves)");
        return ExitCode.OK;
    }
}
