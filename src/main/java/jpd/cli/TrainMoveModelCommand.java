package jpd.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import jpd.files.FileProblems;
import jpd.player.playouts.MoveModelTraining;
import jpd.rules.Color;
import jpd.sgf.GameRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code jpd train-move-model}: learns the built-in player's move model from one player's moves in SGF games. */
@Command(name = "train-move-model", mixinStandardHelpOptions = true,
        description = {"Learn the built-in player's move model (its priors) from one player's moves in SGF games.",
            "Every tenth game is held out; prints how often the model's first choice is the move played there.",
            "A file that cannot be read gets one line on stderr and the exit code 3, after the others."})
public final class TrainMoveModelCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--player", required = true, paramLabel = "NAME",
            description = "learn the moves of the side whose PB or PW contains NAME, e.g. 'GNU Go'")
    String player;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "where to write the model")
    Path out;

    @Parameters(arity = "1..*", paramLabel = "SGF", description = "SGF files, or folders searched for *.sgf")
    List<Path> sources;

    @Override
    public Integer call() {
        PrintWriter report = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            List<MoveModelTraining.Game> games = new ArrayList<>();
            SgfSources records = new SgfSources(err);
            for (Path file : SgfSources.files(sources)) {
                records.read(file).flatMap(record -> game(file, record, err)).ifPresent(games::add);
            }
            if (games.isEmpty()) {
                // An unreadable file (its line is written) outranks the games that lack the player.
                throw new CommandFailure(records.exitCode() == ExitCode.OK ? ExitCode.FAILED : records.exitCode(),
                        "no legal game in these files has a player named " + player);
            }
            try (Writer model = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
                MoveModelTraining.train(games, model, report);
            } catch (IOException unwritable) {
                throw new CommandFailure(ExitCode.IO_FAILURE, "cannot write " + out + ": " + FileProblems.reason(unwritable));
            }
            return records.exitCode();
        } catch (CommandFailure failure) {
            err.println(failure.getMessage());
            return failure.exitCode();
        } finally {
            report.flush();
            err.flush();
        }
    }

    /** The record's game with the player's colours, if it has the player and replays legally; else a warning. */
    private Optional<MoveModelTraining.Game> game(Path file, GameRecord record, PrintWriter err) {
        Set<Color> teacher = EnumSet.noneOf(Color.class);
        if (record.info().blackPlayer().contains(player)) {
            teacher.add(Color.BLACK);
        }
        if (record.info().whitePlayer().contains(player)) {
            teacher.add(Color.WHITE);
        }
        if (teacher.isEmpty()) {
            return Optional.empty();
        }
        if (record.firstIllegal().isPresent()) {
            err.println("skipped " + file + ": " + record.firstIllegal().get().describe());
            return Optional.empty();
        }
        return Optional.of(
                new MoveModelTraining.Game(record.size(), record.setupStones(), record.actions(), teacher));
    }
}
