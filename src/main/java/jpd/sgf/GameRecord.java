package jpd.sgf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jpd.files.InputFiles;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.GameView;
import jpd.rules.MoveResult;
import jpd.rules.Point;
import jpd.rules.RuleSet;

/**
 * The main line of one game as an SGF file holds it: board, rules, setup, actions and text.
 *
 * @param size         the board size, 2..25
 * @param komi         what Black gives (KM)
 * @param rules        the rules the game is played under (RU; the default when unknown)
 * @param handicap     the handicap count (HA), 0 when none; the stones themselves are setup stones
 * @param setupStones  the stones put on the board before the first move (AB, AW, AE)
 * @param setupToMove  who moves first after the setup (PL)
 * @param actions      the actions of the main line, in order
 * @param info         players, result and the comment before the first move
 * @param moveComments the comment of each commented action, by 1-based move number
 * @param territory    the territory marked on the last node (TB, TW), empty when none
 */
public record GameRecord(
        int size, double komi, RuleSet rules, int handicap,
        Map<Point, Color> setupStones, Color setupToMove, List<Action> actions,
        GameInfo info, Map<Integer, String> moveComments, Map<Point, Color> territory) {

    /** The default board size when SZ is absent. */
    public static final int DEFAULT_SIZE = 19;
    /** The komi when KM is absent. */
    public static final double DEFAULT_KOMI = 6.5;

    public GameRecord {
        if (size < 2 || size > Point.MAX_SIZE) {
            throw new IllegalArgumentException("board size must be 2.." + Point.MAX_SIZE + ": " + size);
        }
        setupStones = Map.copyOf(setupStones);
        actions = List.copyOf(actions);
        moveComments = Map.copyOf(moveComments);
        territory = Map.copyOf(territory);
    }

    /** The record in this SGF text. */
    public static GameRecord parse(String sgfText) throws SgfException {
        return GameRecordReader.read(SgfParser.mainLine(sgfText));
    }

    /**
     * The record in this SGF file, decoded as its CA[] says (UTF-8 when it says nothing).
     *
     * @throws IOException as {@link InputFiles#read} does
     */
    public static GameRecord read(Path file) throws IOException, SgfException {
        return parse(SgfCharset.decode(InputFiles.read(file)));
    }

    /**
     * The record in SGF text GoGui saved with the tray row ({@link TrayBoard}): SZ is one more than the game. Its line
     * is the last variation at each branch, where GoGui adds the clicks made after Go > Backward, so a game taken back
     * and played on is read as it went on (GoGui's file does not say which line it showed last).
     */
    public static GameRecord parseTray(String sgfText) throws SgfException {
        return GameRecordReader.readTray(SgfParser.lastLine(sgfText));
    }

    /** {@link #parseTray} of a file, read as {@link #read} reads. */
    public static GameRecord readTray(Path file) throws IOException, SgfException {
        return parseTray(SgfCharset.decode(InputFiles.read(file)));
    }

    /**
     * The B and W moves of a file GoGui saved with the tray row, as it clicked them (points on its board, one row and
     * column larger than the game's), marks, claims and acceptances included; read as {@link #read} reads, along the
     * line {@link #parseTray} follows.
     */
    public static List<Action> readTrayClicks(Path file) throws IOException, SgfException {
        return GameRecordReader.trayClicks(SgfParser.lastLine(SgfCharset.decode(InputFiles.read(file))));
    }

    /** The record of a live game: its setup and every action so far, without text. */
    public static GameRecord of(GameView game, double komi) {
        return new GameRecord(game.size(), komi, game.rules(), 0, game.setupStones(), game.setupToMove(),
                game.actions(), GameInfo.NONE, Map.of(), Map.of());
    }

    /** The SGF FF[4] text of this record; {@link #parse} reads it back to an equal record. */
    public String toSgf() {
        return SgfWriter.write(this);
    }

    /**
     * A new game with the setup and the first {@code actionsToPlay} actions played; GTP's
     * {@code loadsgf FILE N} is {@code toGame(N - 1)}.
     *
     * @throws IllegalArgumentException when the count is negative or more than the actions
     * @throws IllegalActionException   when the rules refuse one of those actions
     */
    public Game toGame(int actionsToPlay) throws IllegalActionException {
        if (actionsToPlay < 0 || actionsToPlay > actions.size()) {
            throw new IllegalArgumentException("cannot play " + actionsToPlay + " of " + actions.size() + " actions");
        }
        Game game = new Game(size, rules);
        if (!setupStones.isEmpty() || setupToMove != Color.BLACK) {
            game.setup(setupStones, setupToMove);
        }
        for (int i = 0; i < actionsToPlay; i++) {
            Action action = actions.get(i);
            if (game.play(action.color(), action.move()) instanceof MoveResult.Illegal illegal) {
                throw new IllegalActionException(new IllegalAction(i + 1, action, illegal.reason()));
            }
        }
        return game;
    }

    /** {@link #toGame(int)} with every action. */
    public Game toGame() throws IllegalActionException {
        return toGame(actions.size());
    }

    /** The first action the rules refuse, if any. */
    public Optional<IllegalAction> firstIllegal() {
        try {
            toGame();
            return Optional.empty();
        } catch (IllegalActionException refused) {
            return Optional.of(refused.illegalAction());
        }
    }

    /** The same record under other rules. */
    public GameRecord withRules(RuleSet newRules) {
        return new GameRecord(size, komi, newRules, handicap, setupStones, setupToMove, actions, info,
                moveComments, territory);
    }

    /** The same record with this text. */
    public GameRecord withInfo(GameInfo newInfo) {
        return new GameRecord(size, komi, rules, handicap, setupStones, setupToMove, actions, newInfo,
                moveComments, territory);
    }

    /** The same record with this territory marked on the last node. */
    public GameRecord withTerritory(Map<Point, Color> newTerritory) {
        return new GameRecord(size, komi, rules, handicap, setupStones, setupToMove, actions, info,
                moveComments, newTerritory);
    }
}
