package jpd.player.external;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import jpd.engine.EngineFailureException;
import jpd.engine.EngineProfile;
import jpd.engine.EngineRules;
import jpd.engine.GtpResponse;
import jpd.engine.GtpStream;
import jpd.player.TimeControl;
import jpd.rules.Action;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Point;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The only sender of commands that change the engine's state (rules, boardsize, clear_board, komi, play, undo,
 * set_free_handicap, time settings, genmove): it remembers what the engine holds and, before each use, brings it
 * to our game's position. What it says about the rules is the engine's {@link EngineProfile}, chosen at each start:
 * its rules commands once, and its komi, which follows the virtual stones under territory scoring, whenever that
 * changes (a virtual move, a refused pass that became one, an undo). Our virtual moves reach the engine as passes,
 * and two passes in a row do not reach it at all ({@link EngineMoves}). It undoes back to the common prefix when
 * the engine lists {@code undo} and that is shorter than a replay, else clears and replays; when the engine refuses a move of ours even in a replay
 * from scratch (GNU Go refuses suicide), it gets the board stone by stone instead, without the history.
 */
final class EngineSynchronizer {
    private static final Logger LOG = LoggerFactory.getLogger(EngineSynchronizer.class);

    private final ExternalEngine engine;
    private final EngineRules rules;

    // What the engine should know besides the position.
    private double komi = 6.5;
    private EngineProfile profile;
    private TimeControl time;
    private final Map<Color, String> timeLeft = new EnumMap<>(Color.class);

    // What the engine holds; a new process (another start count) holds nothing we know of.
    private int engineStarts = -1;
    private int size;
    private Double komiSent;
    private TimeControl timeSent;
    private final Map<Color, String> timeLeftSent = new EnumMap<>(Color.class);
    private boolean positionKnown;
    private Map<Point, Color> setup = Map.of();
    /** Our moves that the engine's stones stand for without their history (after a board copy); usually none. */
    private List<String> basis = List.of();
    /** The moves the engine has played on top of its setup stones, as sent: {@code b D4}, {@code w pass}. */
    private final List<String> played = new ArrayList<>();
    private final EngineMoves moves = new EngineMoves();
    /**
     * After the last completed synchronisation: the game's lineage then, and how many of its moves the engine held.
     * While the lineage is the same, those moves need no second look: the game can only have grown.
     */
    private long syncedLineage;
    private int syncedLength;

    EngineSynchronizer(ExternalEngine engine, EngineRules rules) {
        this.engine = engine;
        this.rules = rules;
    }

    void setKomi(double komi) {
        this.komi = komi;
    }

    void setTime(TimeControl time) {
        this.time = time;
    }

    void timeLeft(Color color, int seconds, int stones) {
        timeLeft.put(color, "time_left " + EngineMoves.letter(color) + " " + seconds + " " + stones);
    }

    /** Brings the (re)started engine to the game's size, komi, time and position. */
    void synchronize(GameView game) throws IOException {
        engine.ensureRunning();
        if (engine.starts() != engineStarts) {
            forgetEverything();
            engineStarts = engine.starts();
            EngineProfile chosen = EngineProfile.choose(engine.name(), engine.commands(), rules);
            // Said once, and again only if a restarted engine gets other rules.
            if (!chosen.equals(profile)) {
                chosen.announce();
            }
            profile = chosen;
            for (String command : profile.rulesCommands()) {
                sendOptional(command);
            }
        }
        if (size != game.size()) {
            require("boardsize " + game.size());
            size = game.size();
            positionKnown = false;
        }
        double engineKomi = profile.komi(game.rules().komiRule().given(komi, game),
                game.virtualStones(Color.BLACK), game.virtualStones(Color.WHITE));
        if (komiSent == null || komiSent != engineKomi) {
            require("komi " + engineKomi);
            komiSent = engineKomi;
        }
        sendTime();
        List<String> wanted = moves.of(game);
        long lineage = syncedLineage;
        // Unknown until this one completes: a failure half-way may leave the engine anywhere.
        syncedLineage = 0;
        if (!(positionKnown && catchUp(game, wanted, lineage == game.lineage()))) {
            rebuild(game, wanted);
        }
        syncedLineage = game.lineage();
        syncedLength = wanted.size();
    }

    /** Asks the engine for a move in the synchronised position and notes what it played. */
    EngineAnswer genmove(GameView game, Color color) throws IOException {
        synchronize(game);
        GtpResponse response = engine.send("genmove " + EngineMoves.letter(color));
        // An error answer leaves the engine's position as it was.
        return response.success() ? noteMove(color, response.text(), response.excerpt(), game.size())
                : new EngineAnswer.Unusable(response.excerpt());
    }

    /** Sends a genmove variant (the engine chooses and plays a move) in the synchronised position. */
    GtpStream streamGenmove(GameView game, String commandLine) throws IOException {
        synchronize(game);
        return engine.stream(commandLine);
    }

    /**
     * Notes the move the engine played for this colour, given as the text of its successful answer ({@code D4},
     * {@code pass}, {@code resign}; anything else is unusable, and {@code display} shows it in the log).
     */
    EngineAnswer noteMove(Color color, String moveText, String display, int size) {
        EngineAnswer answer = read(moveText, display, size);
        if (answer instanceof EngineAnswer.Played played) {
            this.played.add(moves.text(color, played.move()));
        } else if (answer instanceof EngineAnswer.Unusable) {
            // It may have played something we cannot read: replay from scratch next time.
            positionKnown = false;
        }
        return answer;
    }

    private static EngineAnswer read(String moveText, String display, int size) {
        String text = moveText.strip();
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.equals("resign")) {
            return new EngineAnswer.Resigned();
        }
        if (lower.equals("pass")) {
            return new EngineAnswer.Played(Move.PASS);
        }
        return Point.tryParse(text, size).<EngineAnswer>map(point -> new EngineAnswer.Played(Move.at(point)))
                .orElse(new EngineAnswer.Unusable(display));
    }

    private void forgetEverything() {
        syncedLineage = 0;
        size = 0;
        komiSent = null;
        timeSent = null;
        timeLeftSent.clear();
        positionKnown = false;
    }

    private void sendTime() throws EngineFailureException {
        if (time != null && !time.equals(timeSent)) {
            sendOptional(timeSettings(time));
            timeSent = time;
        }
        for (Map.Entry<Color, String> entry : timeLeft.entrySet()) {
            if (!entry.getValue().equals(timeLeftSent.get(entry.getKey()))) {
                sendOptional(entry.getValue());
                timeLeftSent.put(entry.getKey(), entry.getValue());
            }
        }
    }

    private String timeSettings(TimeControl time) {
        return switch (time.kind()) {
            case NONE -> "time_settings 0 1 0";
            case ABSOLUTE -> "time_settings " + time.mainSeconds() + " 0 0";
            case CANADIAN -> "time_settings " + time.mainSeconds() + " " + time.periodSeconds() + " " + time.periodCount();
            // Plain GTP cannot say byo-yomi: without KGS's command, one stone per period is the closest.
            case BYOYOMI -> engine.knows("kgs-time_settings")
                    ? "kgs-time_settings byoyomi " + time.mainSeconds() + " " + time.periodSeconds() + " " + time.periodCount()
                    : "time_settings " + time.mainSeconds() + " " + time.periodSeconds() + " 1";
        };
    }

    /**
     * Undoes and plays on top of what the engine holds; false when that is not possible and a rebuild is needed.
     * When the game has only grown since the last synchronisation, its setup, basis and synchronised moves stand.
     */
    private boolean catchUp(GameView game, List<String> wanted, boolean onlyGrown) throws EngineFailureException {
        // A second pass in a row takes the last move off the engine's list, which may shorten it below the basis.
        if (wanted.size() < basis.size() || !onlyGrown && (!setup.equals(game.setupStones())
                || !wanted.subList(0, basis.size()).equals(basis))) {
            return false;
        }
        List<String> ours = wanted.subList(basis.size(), wanted.size());
        // A grown game may have lost its last move for the engine (a second pass in a row), never an earlier one.
        int common = onlyGrown
                ? Math.max(0, Math.min(syncedLength - basis.size() - 1, Math.min(played.size(), ours.size()))) : 0;
        while (common < played.size() && common < ours.size() && played.get(common).equals(ours.get(common))) {
            common++;
        }
        // Undo only while it takes no more commands than clearing and replaying the common part would.
        boolean undoPays = played.size() - common <= common;
        if (common < played.size() && !(undoPays && engine.knows("undo") && undoTo(common))) {
            return false;
        }
        return playAll(ours.subList(common, ours.size()));
    }

    private boolean undoTo(int length) throws EngineFailureException {
        while (played.size() > length) {
            GtpResponse response = engine.send("undo");
            if (!response.success()) {
                LOG.info("the engine refused undo ({}); replaying from scratch", response.excerpt());
                return false;
            }
            played.remove(played.size() - 1);
        }
        return true;
    }

    private boolean playAll(List<String> moves) throws EngineFailureException {
        for (String move : moves) {
            GtpResponse response = engine.send("play " + move);
            if (!response.success()) {
                LOG.info("the engine refused 'play {}' ({}); resynchronising from scratch", move, response.excerpt());
                positionKnown = false;
                return false;
            }
            played.add(move);
        }
        return true;
    }

    /** Clears the engine and replays the game; if it refuses a move even then, gives it the board stone by stone. */
    private void rebuild(GameView game, List<String> wanted) throws EngineFailureException {
        positionKnown = false;
        require("clear_board");
        setup = game.setupStones();
        basis = List.of();
        played.clear();
        placeSetup(setup);
        positionKnown = true;
        if (playAll(wanted)) {
            return;
        }
        LOG.warn("the engine refuses a move of this game; it gets the board without the history");
        require("clear_board");
        played.clear();
        placeStones(stones(game.board()));
        basis = List.copyOf(wanted);
        positionKnown = true;
    }

    private void placeSetup(Map<Point, Color> stones) throws EngineFailureException {
        // No stream here: this runs at every game's first genmove, where a stream's first use costs milliseconds.
        boolean handicap = stones.size() >= 2 && !stones.containsValue(Color.WHITE);
        if (handicap && engine.knows("set_free_handicap")) {
            require("set_free_handicap " + stones.keySet().stream().map(Point::toString).collect(Collectors.joining(" ")));
        } else {
            placeStones(stones);
        }
    }

    /** Plays the stones of a legal position in any order: no stone captures, since every chain keeps a liberty. */
    private void placeStones(Map<Point, Color> stones) throws EngineFailureException {
        for (Map.Entry<Point, Color> stone : stones.entrySet()) {
            require("play " + EngineMoves.letter(stone.getValue()) + " " + stone.getKey());
        }
    }

    private static Map<Point, Color> stones(BoardView board) {
        Map<Point, Color> stones = new LinkedHashMap<>();
        for (Point point : board.points()) {
            Color color = board.colorAt(point);
            if (color != null) {
                stones.put(point, color);
            }
        }
        return stones;
    }

    private void require(String command) throws EngineFailureException {
        GtpResponse response = engine.send(command);
        if (!response.success()) {
            throw new EngineFailureException("the engine refused '" + command + "': " + response.excerpt());
        }
    }

    /** Sends a command the engine may refuse without harm to the position (rules, time). */
    private void sendOptional(String command) throws EngineFailureException {
        GtpResponse response = engine.send(command);
        if (!response.success()) {
            LOG.info("the engine refused '{}': {}", command, response.excerpt());
        }
    }
}
