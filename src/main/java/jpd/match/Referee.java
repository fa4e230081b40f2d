package jpd.match;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.ToLongFunction;
import jpd.gtp.Notation;
import jpd.engine.CpuTime;
import jpd.engine.EngineFailureException;
import jpd.engine.EngineProfile;
import jpd.engine.GtpResponse;
import jpd.files.FileProblems;
import jpd.player.PlayoutStatusEstimator;
import jpd.player.StatusEstimate;
import jpd.player.TimeControl;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.MoveResult;
import jpd.rules.Point;
import jpd.scoring.Agreement;
import jpd.scoring.ScoreReport;
import jpd.scoring.Scorer;
import jpd.scoring.SystemScore;
import jpd.scoring.SystemsScorer;
import jpd.sgf.GameInfo;
import jpd.sgf.GameRecord;
import jpd.sgf.IllegalAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Referees one game: starts both engines, asks each for its moves, checks every move in our own game (the
 * authority), relays it to the other engine, stops at two passes, asks both sides which chains are dead or in seki
 * and settles a disagreement by play (RULES.md §5–6).
 *
 * <p>Policies: an illegal or unreadable move is counted against its engine and replaced by a pass; an engine that
 * refuses a legal move of ours is given the position again (from scratch, else stone by stone); an engine that
 * crashes, hangs or refuses a set-up command makes the game void or lost, as {@link FailurePolicy} says.
 */
final class Referee {
    private static final Logger LOG = LoggerFactory.getLogger(Referee.class);
    /** The rules profiles said on stderr: once per match process, not once per game. */
    private static final Set<EngineProfile> ANNOUNCED = ConcurrentHashMap.newKeySet();

    private final MatchConfig config;
    private final int index;
    private final Game game;
    private final Map<Color, EngineSide> sides = new EnumMap<>(Color.class);
    private final Map<Color, String> names = new EnumMap<>(Color.class);
    private final Map<Integer, String> comments = new TreeMap<>();
    private final List<String> errors = new ArrayList<>();
    private final int[] illegal = new int[2];
    private final long[] thinkingNanos = new long[2];
    private final int[] genmoves = new int[2];
    /** Each colour's engine's last CPU reading, taken after each of its moves and before it is closed. */
    private final Map<Color, CpuTime> cpu = new EnumMap<>(Color.class);
    /** Whether a colour's CPU time could not be read once: then its game's CPU time is unknown. */
    private final boolean[] cpuUnread = new boolean[2];
    private final Map<Color, Clock> clocks = new EnumMap<>(Color.class);
    private final Map<Color, Double> komiSent = new EnumMap<>(Color.class);
    private int disputes;
    private int stops;

    Referee(MatchConfig config, int index) {
        this.config = config;
        this.index = index;
        this.game = new Game(config.size(), config.rules());
        for (Color color : Color.values()) {
            clocks.put(color, new Clock(config.time()));
        }
    }

    /** An engine failed: which one and how. */
    private static final class SideFailure extends Exception {
        private static final long serialVersionUID = 1L;
        private final Color color;

        SideFailure(Color color, String message) {
            super(message);
            this.color = color;
        }
    }

    /**
     * How a game ended.
     *
     * @param result    the SGF result text
     * @param margin    Black's margin when scored, else NaN
     * @param territory the points of each colour when scored
     */
    private record Verdict(String result, double margin, Map<Point, Color> territory, List<String> systems) {
        static Verdict unscored(String result) {
            return new Verdict(result, Double.NaN, Map.of(), List.of());
        }
    }

    /** Plays the game to its end and closes both engines. */
    GameOutcome play() {
        Verdict verdict;
        for (Color color : Color.values()) {
            names.put(color, labelOf(color).orElse(Path.of(commandOf(color).get(0)).getFileName().toString()));
        }
        try {
            for (Color color : Color.values()) {
                sides.put(color, start(color));
            }
            tellApart();
            for (Color color : Color.values()) {
                setUp(color);
            }
            placeHandicap();
            playOpening();
            verdict = playOn();
        } catch (SideFailure failure) {
            LOG.warn("game {}: {} engine failed: {}", index, word(failure.color), failure.getMessage());
            errors.add(word(failure.color) + " engine failed: " + failure.getMessage());
            verdict = config.onEngineFailure() == FailurePolicy.VOID ? Verdict.unscored("Void")
                    : Verdict.unscored(letter(failure.color.opponent()) + "+F");
        } finally {
            sides.keySet().forEach(this::readCpu);
            sides.values().forEach(EngineSide::close);
        }
        return outcome(verdict);
    }

    private EngineSide start(Color color) throws SideFailure {
        try {
            EngineSide side = EngineSide.start(commandOf(color), config.engineTimeout(), config.engineRules());
            names.put(color, labelOf(color).orElse(side.name()));
            return side;
        } catch (IOException | RuntimeException e) {
            throw new SideFailure(color, "could not start: " + e.getMessage());
        }
    }

    /** The label the user gave the engine playing this colour, if any. */
    private Optional<String> labelOf(Color color) {
        return config.labels().of(isEngineA(color));
    }

    private boolean isEngineA(Color color) {
        return (color == Color.BLACK) != config.swapped(index);
    }

    /** Two engines answering the same name are told apart by their letters in the match, A and B. */
    private void tellApart() {
        if (names.get(Color.BLACK).equals(names.get(Color.WHITE))) {
            for (Color color : Color.values()) {
                names.put(color, names.get(color) + (isEngineA(color) ? " (A)" : " (B)"));
            }
        }
    }

    /** The colour's command line with its side's seed in place. */
    private List<String> commandOf(Color color) {
        return config.command(isEngineA(color), index);
    }

    private void setUp(Color color) throws SideFailure {
        EngineSide side = sides.get(color);
        require(color, "boardsize " + config.size());
        require(color, "clear_board");
        if (side.knows("jpd-rules")) {
            require(color, "jpd-rules " + config.rules());
        }
        if (ANNOUNCED.add(side.profile())) {
            side.profile().announce();
        }
        for (String command : side.profile().rulesCommands()) {
            GtpResponse answer = send(color, command);
            if (!answer.success()) {
                LOG.info("game {}: {} refused '{}': {}", index, word(color), command, answer.excerpt());
            }
        }
        tellKomi(color);
        if (side.knows("jpd-extended_moves")) {
            require(color, "jpd-extended_moves on");
        }
        if (clocks.get(color).runs()) {
            TimeControl time = config.time();
            // An engine without time commands plays on; the referee's clock still counts.
            send(color, "time_settings " + time.mainSeconds() + " " + time.periodSeconds() + " " + time.periodCount());
        }
    }

    /** Black's engine places the fixed handicap; our game and White's engine get the same stones. */
    private void placeHandicap() throws SideFailure {
        if (config.handicap() == 0) {
            return;
        }
        GtpResponse placed = send(Color.BLACK, "fixed_handicap " + config.handicap());
        Map<Point, Color> stones = new java.util.LinkedHashMap<>();
        for (String word : placed.text().split("\\s+")) {
            Point.tryParse(word, config.size()).ifPresent(point -> stones.put(point, Color.BLACK));
        }
        if (!placed.success() || stones.size() != config.handicap()) {
            throw new SideFailure(Color.BLACK, "cannot place the handicap: " + placed.excerpt());
        }
        game.setup(stones, Color.WHITE);
        placeSetup(Color.WHITE);
    }

    private void placeSetup(Color color) throws SideFailure {
        Map<Point, Color> stones = game.setupStones();
        if (stones.isEmpty()) {
            return;
        }
        if (sides.get(color).knows("set_free_handicap")) {
            require(color, "set_free_handicap " + String.join(" ", stones.keySet().stream().map(Point::toString).toList()));
            return;
        }
        for (Map.Entry<Point, Color> stone : stones.entrySet()) {
            require(color, "play " + word(stone.getValue()) + " " + stone.getKey());
        }
    }

    /**
     * Sends the engine its komi when it changed: our komi to an engine that speaks our rules, else what its profile
     * makes of the komi the game is scored with and the virtual stones so far.
     */
    private void tellKomi(Color color) throws SideFailure {
        EngineSide side = sides.get(color);
        double komi = side.knowsVirtual() ? config.komi() : side.profile().komi(
                config.rules().komiRule().given(config.komi(), game),
                game.virtualStones(Color.BLACK), game.virtualStones(Color.WHITE));
        if (!Double.valueOf(komi).equals(komiSent.get(color))) {
            require(color, "komi " + ScoreReport.number(komi));
            komiSent.put(color, komi);
        }
    }

    /** The opening's moves, checked and relayed to both engines like any others. */
    private void playOpening() throws SideFailure {
        Optional<Path> file = config.opening(index);
        if (file.isEmpty()) {
            return;
        }
        List<Action> opening;
        try {
            opening = GameRecord.read(file.get()).actions();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read opening " + file.get() + ": " + FileProblems.reason(e), e);
        } catch (jpd.sgf.SgfException e) {
            throw new IllegalStateException("cannot read opening " + file.get() + ": " + e.getMessage(), e);
        }
        for (int i = 0; i < opening.size(); i++) {
            Action action = opening.get(i);
            if (game.play(action.color(), action.move()) instanceof MoveResult.Illegal illegal) {
                throw new IllegalStateException("opening " + file.get() + ": "
                        + new IllegalAction(i + 1, action, illegal.reason()).describe());
            }
            for (Color color : Color.values()) {
                relay(color, action.color(), action.move());
            }
        }
        comment("End of the opening " + file.get().getFileName() + ".");
    }

    private Verdict playOn() throws SideFailure {
        while (true) {
            switch (game.phase()) {
                case ENDED -> {
                    return scored(Agreement.NONE);
                }
                case STOPPED -> {
                    Optional<Verdict> settled = settle();
                    if (settled.isPresent()) {
                        return settled.get();
                    }
                }
                default -> {
                    if (game.actions().size() >= config.maxMoves()) {
                        errors.add("void after " + config.maxMoves() + " moves");
                        return Verdict.unscored("Void");
                    }
                    Color color = game.toMove();
                    Optional<Move> move = genmove(color);
                    if (move.isEmpty()) {
                        comment(word(color) + " resigns: " + word(color.opponent()) + " wins.");
                        return Verdict.unscored(letter(color.opponent()) + "+R");
                    }
                    if (clocks.get(color).expired() && config.loseOnTime()) {
                        errors.add(word(color) + " lost on time");
                        return Verdict.unscored(letter(color.opponent()) + "+T");
                    }
                    relay(color.opponent(), color, move.get());
                }
            }
        }
    }

    /** The engine's move, played in our game; a pass instead of an illegal one; empty when it resigned. */
    private Optional<Move> genmove(Color color) throws SideFailure {
        Clock clock = clocks.get(color);
        if (clock.runs()) {
            send(color, "time_left " + word(color) + " " + clock.timeLeft());
        }
        tellKomi(color);
        long start = System.nanoTime();
        GtpResponse answer = send(color, "genmove " + word(color));
        long spent = System.nanoTime() - start;
        readCpu(color);
        thinkingNanos[color.ordinal()] += spent;
        genmoves[color.ordinal()]++;
        boolean inTime = !clock.expired();
        clock.spend(spent / 1e9);
        if (inTime && clock.expired() && !config.loseOnTime()) {
            errors.add(word(color) + " overstepped its time");
        }
        String text = answer.text().strip();
        if (answer.success() && text.equalsIgnoreCase("resign")) {
            return Optional.empty();
        }
        Optional<Move> move = answer.success() ? Notation.tryParseMove(text, config.size()) : Optional.empty();
        Optional<Color> pendingPasser = game.pendingPasser();
        String refusal = "unreadable";
        if (move.isPresent()) {
            MoveResult result = game.play(color, move.get());
            if (result instanceof MoveResult.Illegal illegalMove) {
                refusal = "illegal (" + illegalMove.reason().message() + ")";
            } else {
                if (pendingPasser.isPresent() && move.get().isReal()) {
                    comment(word(color) + " refuses to stop: " + word(pendingPasser.get())
                            + "'s pass becomes a virtual move");
                }
                return move;
            }
        }
        illegal[color.ordinal()]++;
        LOG.info("game {}: {} answered '{}': {}; a pass instead", index, word(color), answer.excerpt(), refusal);
        if (!game.play(color, Move.PASS).isPlayed()) {
            throw new IllegalStateException("the player to move may always pass");
        }
        comment(names.get(color) + " answered '" + answer.excerpt() + "': " + refusal
                + "; counted as an illegal move and replaced by a pass");
        // The engine holds the move we refused: it gets our position again.
        resync(color);
        return Optional.of(Move.PASS);
    }

    /** Tells the other engine the move; one that refuses it gets the whole position again. */
    private void relay(Color to, Color mover, Move move) throws SideFailure {
        GtpResponse answer = send(to, playCommand(to, new Action(mover, move)));
        if (!answer.success()) {
            LOG.info("game {}: {} refused {} {} ({}); resynchronising", index, word(to), word(mover), move,
                    answer.excerpt());
            resync(to);
        }
    }

    private String playCommand(Color to, Action action) {
        Move move = action.move();
        String text = move.isVirtual() && !sides.get(to).knowsVirtual() ? "pass" : move.toString();
        return "play " + word(action.color()) + " " + text;
    }

    /**
     * Clears the engine and replays the game; when it refuses one of our moves even then (GNU Go refuses
     * suicide), it gets the board stone by stone, without the history.
     */
    private void resync(Color color) throws SideFailure {
        require(color, "clear_board");
        placeSetup(color);
        for (Action action : game.actions()) {
            if (!send(color, playCommand(color, action)).success()) {
                require(color, "clear_board");
                // No stone captures: every chain of a legal position keeps a liberty while the others are placed.
                for (Point point : game.board().points()) {
                    Color stone = game.board().colorAt(point);
                    if (stone != null) {
                        require(color, "play " + word(stone) + " " + point);
                    }
                }
                return;
            }
        }
    }

    /** At a stop: score what both sides say, or resume play once to settle it, or let the first passer decide. */
    private Optional<Verdict> settle() throws SideFailure {
        stops++;
        Color firstPasser = game.firstPasser().orElseThrow();
        Map<Color, Claims> claims = new EnumMap<>(Color.class);
        StringBuilder text = new StringBuilder("Stop " + stops + ", first passer " + word(firstPasser) + ".");
        for (Color color : Color.values()) {
            Optional<Claims> said = claimsOf(color);
            Claims estimated = said.orElseGet(this::estimate);
            claims.put(color, estimated);
            text.append("\n").append(word(color)).append(" (").append(names.get(color)).append(") says ")
                    .append(estimated).append(said.isPresent() ? "" : " (our estimate)");
        }
        boolean agreed = claims.get(Color.BLACK).equals(claims.get(Color.WHITE));
        if (agreed) {
            comment(text.append("\nAgreed.").toString());
            return Optional.of(scored(claims.get(Color.BLACK).agreement()));
        }
        if (disputes == 0) {
            disputes++;
            comment(text.append("\nDisputed: play resumes, ").append(word(firstPasser)).append(" first.").toString());
            game.resumeDispute();
            for (Color color : Color.values()) {
                if (sides.get(color).knows("jpd-dispute")) {
                    require(color, "jpd-dispute");
                }
            }
            return Optional.empty();
        }
        comment(text.append("\nStill disputed: ").append(word(firstPasser))
                .append("'s claims prevail (first passer).").toString());
        return Optional.of(scored(claims.get(firstPasser).agreement()));
    }

    /** The engine's own statuses when it lists final_status_list and answers readably. */
    private Optional<Claims> claimsOf(Color color) throws SideFailure {
        if (!sides.get(color).knows("final_status_list")) {
            return Optional.empty();
        }
        tellKomi(color);
        Optional<Set<Point>> dead = statusList(color, "dead");
        Optional<Set<Point>> seki = statusList(color, "seki");
        if (dead.isEmpty() || seki.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Claims.of(game.board(), dead.get(), seki.get()));
    }

    private Optional<Set<Point>> statusList(Color color, String status) throws SideFailure {
        GtpResponse answer = send(color, "final_status_list " + status);
        if (!answer.success()) {
            return Optional.empty();
        }
        Set<Point> points = new HashSet<>();
        for (String word : answer.text().split("\\s+")) {
            Optional<Point> point = Point.tryParse(word, config.size());
            if (point.isPresent()) {
                points.add(point.get());
            } else if (!word.isEmpty()) {
                LOG.info("game {}: unreadable final_status_list {} from {}: {}", index, status, word(color),
                        answer.excerpt());
                return Optional.empty();
            }
        }
        return Optional.of(points);
    }

    private Claims estimate() {
        StatusEstimate estimate = new PlayoutStatusEstimator(config.refereeSeed(index),
                PlayoutStatusEstimator.DEFAULT_PLAYOUTS).estimate(game);
        return Claims.of(game.board(), estimate.dead(), estimate.seki());
    }

    private Verdict scored(Agreement agreement) {
        ScoreReport report = Scorer.score(game, agreement, config.komi());
        // The statuses are in no SGF property: the report is the record's only exact account of the score.
        comment("Score report:\n" + String.join("\n", report.lines()));
        boolean unscored = report.result().equals("Void");
        return new Verdict(report.result(), unscored ? Double.NaN : report.margin(), report.owner(),
                unscored ? List.of() : otherSystems(agreement));
    }

    /** The results under the other counting systems, each with its default komi. */
    private List<String> otherSystems(Agreement agreement) {
        return SystemsScorer.score(game, agreement, SystemsScorer.defaultKomi(game, config.komi())).stream()
                .filter(score -> GameResult.OTHER_SYSTEMS.contains(score.system())).map(SystemScore::result).toList();
    }

    private void require(Color color, String command) throws SideFailure {
        GtpResponse answer = send(color, command);
        if (!answer.success()) {
            throw new SideFailure(color, "refused '" + command + "': " + answer.excerpt());
        }
    }

    private GtpResponse send(Color color, String command) throws SideFailure {
        try {
            return sides.get(color).send(command);
        } catch (EngineFailureException e) {
            throw new SideFailure(color, e.getMessage());
        }
    }

    /** Adds a line to the comment of the latest action. */
    private void comment(String text) {
        comments.merge(game.actions().size(), text, (old, added) -> old + "\n" + added);
    }

    private GameOutcome outcome(Verdict verdict) {
        GameResult result = new GameResult(index, config.swapped(index), names.get(Color.BLACK),
                names.get(Color.WHITE), verdict.result(), verdict.margin(), game.actions().size(),
                game.virtualStones(Color.BLACK), game.virtualStones(Color.WHITE), disputes,
                thinkingNanos[0] / 1e9, thinkingNanos[1] / 1e9, illegal[0], illegal[1], String.join("; ", errors),
                verdict.systems(), genmoves[0], genmoves[1], cpuSeconds(Color.BLACK, CpuTime::totalNanos),
                cpuSeconds(Color.WHITE, CpuTime::totalNanos), cpuSeconds(Color.BLACK, CpuTime::childrenNanos),
                cpuSeconds(Color.WHITE, CpuTime::childrenNanos));
        String about = "Game " + index + " of a jpd match, rules " + config.rules()
                + "\nBlack: " + names.get(Color.BLACK) + ": " + String.join(" ", commandOf(Color.BLACK))
                + "\nWhite: " + names.get(Color.WHITE) + ": " + String.join(" ", commandOf(Color.WHITE))
                + (errors.isEmpty() ? "" : "\n" + String.join("\n", errors));
        GameRecord plain = GameRecord.of(game, config.komi());
        Map<Integer, String> moveComments = new TreeMap<>(comments);
        moveComments.remove(0);
        GameRecord record = new GameRecord(plain.size(), plain.komi(), plain.rules(), config.handicap(),
                plain.setupStones(), plain.setupToMove(), plain.actions(),
                new GameInfo(result.black(), result.white(), verdict.result(), about), moveComments,
                verdict.territory());
        return new GameOutcome(result, record.toSgf());
    }

    /**
     * Reads the CPU time of the colour's engine: at each reading the processes it started are seen, so that one
     * that exits later still counts.
     */
    private void readCpu(Color color) {
        Optional<CpuTime> reading = sides.get(color).cpu();
        if (reading.isPresent()) {
            cpu.put(color, reading.get());
        } else {
            cpuUnread[color.ordinal()] = true;
        }
    }

    /** A part of the colour's engine's CPU seconds over the game, NaN when they could not all be read. */
    private double cpuSeconds(Color color, ToLongFunction<CpuTime> part) {
        CpuTime last = cpu.get(color);
        return cpuUnread[color.ordinal()] || last == null ? Double.NaN : part.applyAsLong(last) / 1e9;
    }

    private static String word(Color color) {
        return color == Color.BLACK ? "black" : "white";
    }

    private static String letter(Color color) {
        return color == Color.BLACK ? "B" : "W";
    }
}
