package jpd.player.external;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import jpd.engine.EngineFailureException;
import jpd.engine.GtpResponse;
import jpd.engine.GtpStream;
import jpd.player.Analysis;
import jpd.player.AnalysisCommand;
import jpd.player.ForwardingPlayer;
import jpd.player.Player;
import jpd.player.StatusEstimate;
import jpd.player.TimeControl;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Point;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An external GTP engine as a player: it asks the engine for moves and statuses and checks every move under our
 * rules; an illegal or unreadable move is replaced as the {@link IllegalMovePolicy} says. An engine that crashes
 * or does not answer in time is restarted and resynchronised, and the command is tried once more.
 */
public final class ExternalPlayer implements ForwardingPlayer {
    private static final Logger LOG = LoggerFactory.getLogger(ExternalPlayer.class);
    /** Engine commands never passed through: they would change its position behind the synchronizer's back, or end it. */
    private static final Pattern STATE_CHANGING = Pattern.compile(
            ".*(genmove|undo|play|loadsgf|handicap|boardsize|clear_board|komi|time_|rules|setup|set_position).*"
                    + "|black|white|trymove|tryko|popgo|quit");

    /**
     * Engines that list {@code final_status_list} without judging: Leela Zero 0.17 answers every stone alive, so that
     * a game it stops would always be disputed.
     */
    private static final Set<String> BLIND_TO_STATUSES = Set.of("Leela Zero");

    private final EngineConfig config;
    private final ExternalEngine engine;
    private final EngineSynchronizer synchronizer;
    private final Player fallback;

    private ExternalPlayer(EngineConfig config, ExternalEngine engine, Player fallback) {
        this.config = config;
        this.engine = engine;
        this.synchronizer = new EngineSynchronizer(engine, config.rules());
        this.fallback = fallback;
    }

    /** Starts the engine; the fallback player chooses when the policy is {@code builtin}, and is closed with this. */
    public static ExternalPlayer start(EngineConfig config, Player fallback) throws IOException {
        ExternalEngine engine = new ExternalEngine(config);
        try {
            engine.restart();
        } catch (IOException | RuntimeException e) {
            engine.close();
            throw e;
        }
        return new ExternalPlayer(config, engine, fallback);
    }

    /**
     * The engine's move when it is legal here; otherwise, and when the engine cannot be recovered, the move the
     * {@link IllegalMovePolicy} gives, so that a GUI keeps getting moves.
     */
    @Override
    public Optional<Move> chooseMove(GameView game, Color color, boolean allowVirtual) {
        EngineAnswer answer;
        try {
            answer = withRecovery(() -> synchronizer.genmove(game, color));
        } catch (UncheckedIOException lost) {
            LOG.warn("genmove {}: {}; policy {} answers instead", color, lost.getCause().getMessage(), config.onIllegal());
            return fallBack(game, color, allowVirtual);
        }
        return judge(game, color, allowVirtual, answer);
    }

    /** The engine's answer as our move: a resignation, its legal move, or what the policy gives for anything else. */
    private Optional<Move> judge(GameView game, Color color, boolean allowVirtual, EngineAnswer answer) {
        if (answer instanceof EngineAnswer.Resigned) {
            return Optional.empty();
        }
        if (answer instanceof EngineAnswer.Played played && game.isLegal(color, played.move())) {
            return Optional.of(played.move());
        }
        LOG.warn("the engine's answer to genmove {} is {} here: {}; policy {}", color,
                answer instanceof EngineAnswer.Played ? "illegal" : "unusable", answer.describe(), config.onIllegal());
        // Take the refused move back in the engine at once, so that it mirrors our game again.
        try {
            withRecovery(() -> {
                synchronizer.synchronize(game);
                return null;
            });
        } catch (UncheckedIOException lost) {
            LOG.warn("taking back the engine's move: {}", lost.getCause().getMessage());
        }
        return fallBack(game, color, allowVirtual);
    }

    private Optional<Move> fallBack(GameView game, Color color, boolean allowVirtual) {
        return switch (config.onIllegal()) {
            case PASS -> Optional.of(Move.PASS);
            case RESIGN -> Optional.empty();
            case BUILTIN -> fallback.chooseMove(game, color, allowVirtual);
        };
    }

    /** The analysis commands the engine lists, passed on to it, with its genmove variants judged like genmove. */
    @Override
    public Optional<Analysis> analysis() {
        Set<AnalysisCommand> listed = EnumSet.noneOf(AnalysisCommand.class);
        for (AnalysisCommand command : AnalysisCommand.values()) {
            if (engine.knows(command.gtpName())) {
                listed.add(command);
            }
        }
        return listed.isEmpty() ? Optional.empty() : Optional.of(new EngineAnalysis(this, listed));
    }

    /** Sends a genmove variant in the game's position; its answer is read as it arrives. */
    GtpStream streamGenmove(GameView game, String commandLine) {
        return withRecovery(() -> synchronizer.streamGenmove(game, commandLine));
    }

    /**
     * The move a genmove variant's {@code play} line names ({@code moveText}, empty when there was none) as our move,
     * judged as {@link #chooseMove} judges genmove's answer.
     */
    Optional<Move> judgePlayed(GameView game, Color color, boolean allowVirtual, String moveText) {
        EngineAnswer answer = synchronizer.noteMove(color, moveText, "play " + moveText, game.size());
        return judge(game, color, allowVirtual, answer);
    }

    /**
     * The engine's dead and seki stones when it lists {@code final_status_list} and judges them; otherwise, or when it
     * cannot be recovered, none (our estimator decides).
     */
    @Override
    public Optional<StatusEstimate> estimateStatuses(GameView game) {
        if (!engine.knows("final_status_list") || BLIND_TO_STATUSES.contains(engine.name())) {
            return Optional.empty();
        }
        try {
            return withRecovery(() -> {
                synchronizer.synchronize(game);
                Optional<Set<Point>> dead = statusList("dead", game.size());
                Optional<Set<Point>> seki = statusList("seki", game.size());
                return dead.isPresent() && seki.isPresent()
                        ? Optional.of(new StatusEstimate(dead.get(), seki.get()))
                        : Optional.<StatusEstimate>empty();
            });
        } catch (UncheckedIOException lost) {
            LOG.warn("statuses: {}; our estimator decides", lost.getCause().getMessage());
            return Optional.empty();
        }
    }

    private Optional<Set<Point>> statusList(String status, int size) throws EngineFailureException {
        GtpResponse response = engine.send("final_status_list " + status);
        if (!response.success()) {
            return Optional.empty();
        }
        Set<Point> points = new HashSet<>();
        for (String word : response.text().split("\\s+")) {
            Optional<Point> point = Point.tryParse(word, size);
            if (point.isPresent()) {
                points.add(point.get());
            } else if (!word.isEmpty()) {
                LOG.warn("unreadable answer to final_status_list {}: {}", status, response.excerpt());
                return Optional.empty();
            }
        }
        return Optional.of(points);
    }

    @Override
    public String engineName() {
        return engine.name().isEmpty() ? engine.program() : engine.name();
    }

    @Override
    public String engineVersion() {
        return engine.version();
    }

    @Override
    public Set<String> forwardedCommands() {
        Set<String> forwarded = new HashSet<>();
        for (String command : engine.commands()) {
            if (!STATE_CHANGING.matcher(command).matches()) {
                forwarded.add(command);
            }
        }
        return forwarded;
    }

    @Override
    public GtpStream forward(GameView game, String commandLine) {
        return withRecovery(() -> {
            synchronizer.synchronize(game);
            return engine.stream(commandLine);
        });
    }

    @Override
    public void setKomi(double komi) {
        synchronizer.setKomi(komi);
        fallback.setKomi(komi);
    }

    @Override
    public void setTime(TimeControl time) {
        synchronizer.setTime(time);
        fallback.setTime(time);
    }

    @Override
    public void timeLeft(Color color, int seconds, int stones) {
        synchronizer.timeLeft(color, seconds, stones);
        fallback.timeLeft(color, seconds, stones);
    }

    @Override
    public void close() {
        try {
            engine.close();
        } finally {
            fallback.close();
        }
    }

    /** Something done with the engine that may find it crashed or hung. */
    @FunctionalInterface
    private interface EngineCall<T> {
        T run() throws IOException;
    }

    /**
     * Runs the call; if the engine fails (crash, timeout, a position it refuses), restarts it and runs the call once
     * more, which resynchronises first. A second failure is thrown as an unchecked I/O error with a clear message.
     */
    private <T> T withRecovery(EngineCall<T> call) {
        try {
            return call.run();
        } catch (IOException first) {
            LOG.warn("engine failure: {}; restarting and resynchronising", first.getMessage());
            try {
                engine.restart();
                return call.run();
            } catch (IOException second) {
                throw new UncheckedIOException(new EngineFailureException(
                        "engine failed and could not be recovered: " + second.getMessage()));
            }
        }
    }
}
