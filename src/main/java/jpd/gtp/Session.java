package jpd.gtp;

import java.util.Map;
import java.util.Optional;
import java.util.Random;
import jpd.player.Player;
import jpd.player.StatusEstimator;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.MoveResult;
import jpd.rules.Point;
import jpd.rules.RuleSet;
import jpd.rules.Seeds;
import jpd.scoring.Agreement;
import org.slf4j.LoggerFactory;

/**
 * The state behind the GTP front end: the game, komi, the agreement on statuses, the
 * extended-moves flag and the player. Every change of the position goes through here, and
 * each of them forgets the agreement.
 */
public final class Session {
    private final Player player;
    private final StatusEstimator estimator;
    /** Which stream of the seed the front end's own choices draw from (the players use others). */
    private static final long SESSION_STREAM = 1;

    private final Random random;
    /** Present with --keep-virtual-on-replay only: by default a pass is a pass. */
    private final Optional<PlayedLines> playedLines;
    private Game game;
    private double komi;
    private Optional<Agreement> agreement = Optional.empty();
    private boolean extendedMoves;

    private Session(Player player, StatusEstimator estimator, Random random, Optional<PlayedLines> playedLines,
            Game game, double komi) {
        this.player = player;
        this.estimator = estimator;
        this.random = random;
        this.playedLines = playedLines;
        this.game = game;
        this.komi = komi;
    }

    /** A session with a new game as configured; the player is told the komi. */
    public static Session start(GtpConfig config, Player player, StatusEstimator estimator) {
        player.setKomi(config.komi());
        Optional<PlayedLines> playedLines = config.keepVirtualOnReplay()
                ? Optional.of(new PlayedLines(PlayedLines.DEFAULT_MAX_ACTIONS)) : Optional.empty();
        return new Session(player, estimator, new Random(Seeds.derive(config.seed(), SESSION_STREAM)), playedLines,
                new Game(config.size(), config.rules()), config.komi());
    }

    /** The game, read-only. */
    public GameView game() {
        return game;
    }

    /** The player that answers genmove. */
    public Player player() {
        return player;
    }

    /** The random source of the front end's own choices. */
    Random random() {
        return random;
    }

    /** The komi Black gives. */
    public double komi() {
        return komi;
    }

    /** Sets the komi and tells the player. */
    void setKomi(double komi) {
        this.komi = komi;
        player.setKomi(komi);
    }

    /** Whether genmove may answer a virtual move. */
    boolean extendedMoves() {
        return extendedMoves;
    }

    void setExtendedMoves(boolean extendedMoves) {
        this.extendedMoves = extendedMoves;
    }

    /** Whether no move was made and no stone was set up. */
    boolean isEmptyGame() {
        return game.actions().isEmpty() && game.setupStones().isEmpty();
    }

    /** Plays an action into the game; a played action forgets the agreement. */
    MoveResult play(Color color, Move move) {
        MoveResult result = game.play(color, move);
        if (result.isPlayed()) {
            agreement = Optional.empty();
            playedLines.ifPresent(lines -> lines.record(game));
        }
        return result;
    }

    /**
     * Plays a move a client sent with {@code play}: as sent, or with --keep-virtual-on-replay a
     * pass where the session played a virtual move before may be that virtual move again.
     */
    MoveResult playSent(Color color, Move move) {
        if (playedLines.isEmpty()) {
            return play(color, move);
        }
        PlayedLines lines = playedLines.get();
        if (lines.leavesKeptVirtual(game, color, move)) {
            return playInNewGame(lines, color, move);
        }
        if (lines.rejoinsVirtual(game, color, move)) {
            return playInReplay(lines, color, move);
        }
        return play(color, lines.replayed(game, color, move));
    }

    /**
     * The move that shows the game's first pass, played as a pass, was a replay of the virtual move made there before:
     * that pass becomes the virtual move, then the move is played; if the move is illegal there, the game is as it was.
     */
    private MoveResult playInReplay(PlayedLines lines, Color color, Move move) {
        Color passer = game.lastAction().orElseThrow().color();
        MoveResult result = playAfterRereading(lines, Move.VIRTUAL, color, move);
        if (result.isPlayed()) {
            LoggerFactory.getLogger(Session.class).warn("kept 'play {} pass' (action 1) as the virtual move played there"
                    + " before: {} {} followed it, so this is a replay (--keep-virtual-on-replay)",
                    Names.of(passer), Names.of(color), move);
        }
        return result;
    }

    /**
     * The move that shows the pass kept as the virtual move before it began a new game: that pass is played as the
     * pass it was, then the move; if the move is illegal there, the game is as it was.
     */
    private MoveResult playInNewGame(PlayedLines lines, Color color, Move move) {
        Color passer = game.lastAction().orElseThrow().color();
        MoveResult result = playAfterRereading(lines, Move.PASS, color, move);
        if (result.isPlayed()) {
            LoggerFactory.getLogger(Session.class).warn("'play {} pass' (action {}) is a pass after all: {} {} never"
                    + " followed the virtual move kept for it, so this is a new game, not a replay"
                    + " (--keep-virtual-on-replay)", Names.of(passer), game.actionCount() - 1, Names.of(color), move);
        } else {
            lines.keepLast(game);
        }
        return result;
    }

    /**
     * The game's last action, a sent pass, played again as {@code reread}, then the move; when the move is illegal
     * there, the last action is played back as it was.
     */
    private MoveResult playAfterRereading(PlayedLines lines, Move reread, Color color, Move move) {
        Action last = game.lastAction().orElseThrow();
        undo();
        play(last.color(), reread);
        MoveResult result = play(color, lines.replayed(game, color, move));
        if (!result.isPlayed()) {
            undo();
            play(last.color(), last.move());
        }
        return result;
    }

    /** Undoes the last action; false, changing nothing, when there is none. */
    boolean undo() {
        boolean undone = game.undo();
        if (undone) {
            agreement = Optional.empty();
        }
        return undone;
    }

    /** Resumes a stopped game to settle a dispute; false, changing nothing, unless stopped. */
    boolean resumeDispute() {
        boolean resumed = game.resumeDispute();
        if (resumed) {
            agreement = Optional.empty();
        }
        return resumed;
    }

    /** Replaces the game and the komi, as loadsgf does. */
    void load(Game loaded, double newKomi) {
        game = loaded;
        playedLines.ifPresent(lines -> lines.record(loaded));
        setKomi(newKomi);
        agreement = Optional.empty();
    }

    /** Starts a new, empty game, whatever came before. */
    void newGame(int size, RuleSet rules) {
        game = new Game(size, rules);
        agreement = Optional.empty();
    }

    /**
     * Puts handicap or setup stones on the empty game; White moves next.
     *
     * @throws IllegalArgumentException when a chain would have no liberty
     */
    void setup(Map<Point, Color> stones) {
        Game next = new Game(game.size(), game.rules());
        next.setup(stones, Color.WHITE);
        game = next;
        agreement = Optional.empty();
    }

    /** The agreement given by jpd-dead, jpd-seki or jpd-claim since the position last changed. */
    Optional<Agreement> agreement() {
        return agreement;
    }

    /** Replaces the agreement. */
    void agree(Agreement agreement) {
        this.agreement = Optional.of(agreement);
    }

    /** Forgets the agreement: statuses are estimated again. */
    void forgetAgreement() {
        agreement = Optional.empty();
    }

    /** The statuses in force: the agreement if there is one, else the estimate. */
    Agreement statuses() {
        return agreement.orElseGet(this::estimatedStatuses);
    }

    /** The player's estimate of the statuses, or the estimator's when the player has none. */
    Agreement estimatedStatuses() {
        return player.estimateStatuses(game).orElseGet(() -> estimator.estimate(game)).agreement();
    }
}
