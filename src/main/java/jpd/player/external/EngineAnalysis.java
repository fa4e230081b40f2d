package jpd.player.external;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import jpd.engine.GtpStream;
import jpd.player.Analysis;
import jpd.player.AnalysisCommand;
import jpd.player.AnalysisLine;
import jpd.player.AnalysisRefusedException;
import jpd.player.AnalysisRun;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;

/**
 * An external engine's own analysis commands: sent with our colour first and the GUI's options after it, their lines
 * passed on as they come; a genmove variant's {@code play} line is judged like genmove's answer.
 */
final class EngineAnalysis implements Analysis {
    private final ExternalPlayer player;
    private final Set<AnalysisCommand> commands;

    EngineAnalysis(ExternalPlayer player, Set<AnalysisCommand> commands) {
        this.player = player;
        this.commands = Set.copyOf(commands);
    }

    @Override
    public Set<AnalysisCommand> commands() {
        return commands;
    }

    @Override
    public AnalysisRun begin(GameView game, AnalysisCommand command, Color color, List<String> options,
                             boolean allowVirtual) throws AnalysisRefusedException {
        String line = String.join(" ", command.gtpName(), EngineMoves.letter(color), String.join(" ", options))
                .strip();
        GtpStream stream = command.choosesMove() ? player.streamGenmove(game, line) : player.forward(game, line);
        if (!stream.head().success()) {
            // An error answer ends by itself: read the rest of it, so that the engine can take the next command.
            StringBuilder reason = new StringBuilder(stream.head().text());
            stream.forward(more -> reason.append(' ').append(more));
            throw new AnalysisRefusedException(reason.toString());
        }
        return command.choosesMove() ? new Genmove(stream, game, color, allowVirtual) : new AnalysisRun() {
            @Override
            public Optional<Move> forward(Consumer<AnalysisLine> sink) {
                stream.forward(text -> sink.accept(AnalysisLine.parse(text)));
                return Optional.empty();
            }

            @Override
            public void stop() {
                stream.stop();
            }
        };
    }

    /** A genmove variant under way: its {@code info} lines are passed on, its {@code play} line judged. */
    private final class Genmove implements AnalysisRun {
        private final GtpStream stream;
        private final GameView game;
        private final Color color;
        private final boolean allowVirtual;
        private String played;

        Genmove(GtpStream stream, GameView game, Color color, boolean allowVirtual) {
            this.stream = stream;
            this.game = game;
            this.color = color;
            this.allowVirtual = allowVirtual;
        }

        @Override
        public Optional<Move> forward(Consumer<AnalysisLine> sink) {
            // Within the engine timeout, as genmove: a late engine is killed, and its missing move is unusable.
            stream.forwardInTime(line -> {
                if (played != null) {
                    // An engine that ponders after its move goes on until told to stop: what it says then is not ours.
                    stream.requestEnd();
                } else if (line.startsWith("play ")) {
                    played = line.substring("play ".length());
                } else {
                    sink.accept(AnalysisLine.parse(line));
                }
            });
            stream.stop();
            return player.judgePlayed(game, color, allowVirtual, played == null ? "" : played);
        }

        @Override
        public void stop() {
            // A move is being chosen: it is waited for, as genmove is.
        }
    }
}
