package jpd.gtp;

import java.io.UncheckedIOException;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import jpd.player.Analysis;
import jpd.player.AnalysisCommand;
import jpd.player.AnalysisLine;
import jpd.player.AnalysisRefusedException;
import jpd.player.AnalysisRun;
import jpd.rules.Color;
import jpd.rules.Move;
import org.slf4j.LoggerFactory;

/**
 * The streamed analysis commands of a player that has them ({@code lz-analyze}, {@code kata-genmove_analyze}, ...):
 * the player's lines are written as they come, without the candidates our rules forbid; a genmove variant's move is
 * then played in our game like genmove's and answered as {@code play <vertex>}.
 */
final class AnalysisStreams {
    private final Session session;
    private final Analysis analysis;

    private AnalysisStreams(Session session, Analysis analysis) {
        this.session = session;
        this.analysis = analysis;
    }

    /** Registers each analysis command the player answers. */
    static void register(CommandTable table, Session session, Analysis analysis) {
        AnalysisStreams streams = new AnalysisStreams(session, analysis);
        analysis.commands().stream().sorted(Comparator.naturalOrder()).forEach(command ->
                table.register(command.gtpName(), (StreamingHandler) args -> streams.open(command, args)));
    }

    /** Begins the command: the colour is its first argument when that is one, else the side to move. */
    private StreamedAnswer open(AnalysisCommand command, Arguments args) throws GtpError {
        List<String> words = args.all();
        Optional<Color> given = words.isEmpty() ? Optional.empty() : Notation.tryParseColor(words.get(0));
        Color color = given.orElse(session.game().toMove());
        List<String> options = given.isPresent() ? words.subList(1, words.size()) : words;
        if (command.choosesMove()) {
            GameCommands.requireLegalAction(session, color);
        }
        boolean allowVirtual = session.extendedMoves();
        AnalysisRun run;
        try {
            run = analysis.begin(session.game(), command, color, options, allowVirtual);
        } catch (AnalysisRefusedException refused) {
            throw new GtpError(refused.getMessage());
        }
        return StreamedAnswer.success("", sink -> {
            try {
                Optional<Move> choice = run.forward(line -> {
                    AnalysisLine allowed = line.keepLegal(session.game(), color);
                    if (!allowed.isEmpty()) {
                        sink.accept(allowed.text());
                    }
                });
                if (command.choosesMove()) {
                    sink.accept("play " + GameCommands.record(session, color, choice, allowVirtual, true));
                }
            } catch (GtpError | UncheckedIOException failure) {
                // The answer has begun with '=': all that is left to say is nothing, and why in the log.
                LoggerFactory.getLogger(AnalysisStreams.class).warn("{} {} ended without a move: {}",
                        command.gtpName(), color, failure.getMessage());
            }
        }, run::stop);
    }
}
