package jpd.gtp;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Point;
import jpd.rules.RuleSet;
import org.slf4j.LoggerFactory;

/**
 * Every line of actions the session has played, as a tree from each start, so that a pass a
 * client replays where the session made a virtual move stays that virtual move
 * ({@code jpd gtp --keep-virtual-on-replay}): Sabaki's game tree stores a virtual move as a
 * pass and its sync replays it as {@code play X pass}.
 *
 * <p>Two games are on the same line when they have the same start (board size, rule set with
 * its options, setup stones and the side to move after them) and the same actions since, in
 * order. Komi is not part of it: it decides no move. A pass of one colour becomes a virtual
 * move when, of the two actions "pass" and "virtual move" of that colour, the session played
 * the virtual move last at this point of this line.
 *
 * <p>A new game can begin as a replay does: after {@code play b virtual}, {@code play w C3},
 * {@code clear_board}, a {@code play b pass} may be either. The next {@code play} decides: when
 * the line went on after the kept virtual move and the next action is none of those that
 * followed it, the game is new and the pass is a pass after all ({@link #leavesKeptVirtual}).
 * As the first action of a game (right after {@code clear_board} or {@code boardsize}), where a
 * replay has re-sent no move yet, such a pass is played as a pass until the next {@code play}
 * shows a replay by following the virtual move ({@link #rejoinsVirtual}); a virtual move that
 * ended its line (a client's sync right after it) is kept at once.
 */
final class PlayedLines {
    /** About 160 bytes each (some 30 MB): hundreds of full games beside the current one before the tree starts over. */
    static final int DEFAULT_MAX_ACTIONS = 200_000;

    private record Start(int size, RuleSet rules, Map<Point, Color> setup, Color toMove) {
        static Start of(GameView game) {
            return new Start(game.size(), game.rules(), Map.copyOf(game.setupStones()), game.setupToMove());
        }
    }

    /** The point after a line's actions: what was played next, and when it was last played. */
    private static final class Node {
        private final Map<Action, Node> next = new HashMap<>(4);
        private long playedAt;
    }

    private final int maxActions;
    private final Map<Start, Node> starts = new HashMap<>();
    private int actions;
    private long clock;
    /** The game last followed (none while null): its lineage, how many of its actions are in the tree, their node. */
    private long followedLineage;
    private int followedCount;
    private Node followed;
    /** The virtual move last kept for a sent pass, while it is the game's last action. */
    private Kept kept;

    /** The first action of a game played as a pass where the line had a virtual move that it went on after. */
    private Kept passedOver;

    /** A virtual move kept for a pass: the game it was played in, its action count then, and the node after it. */
    private record Kept(long lineage, int actionCount, Node after) {
    }

    /** A tree that starts over, forgetting every line but the current game's, beyond this many other actions. */
    PlayedLines(int maxActions) {
        this.maxActions = maxActions;
    }

    /** Adds the game's line as it stands to the tree; its last action is the one played latest at its point. */
    void record(GameView game) {
        Node last = follow(game);
        if (actions - followedCount > maxActions) {
            LoggerFactory.getLogger(PlayedLines.class).warn("--keep-virtual-on-replay remembers at most {} actions: "
                    + "it forgets every earlier line but this game's", maxActions);
            starts.clear();
            actions = 0;
            followed = null;
            last = follow(game);
        }
        last.playedAt = ++clock;
    }

    /**
     * The move this sent move stands for: the virtual move the session played last here for a
     * pass of the same colour (logged on stderr), else the sent move itself.
     */
    Move replayed(GameView game, Color color, Move sent) {
        if (!sent.isPass()) {
            return sent;
        }
        Node here = follow(game);
        Node virtual = here.next.get(new Action(color, Move.VIRTUAL));
        Node pass = here.next.get(new Action(color, Move.PASS));
        if (virtual == null || (pass != null && pass.playedAt > virtual.playedAt)) {
            return sent;
        }
        if (game.actionCount() == 0 && !virtual.next.isEmpty()) {
            LoggerFactory.getLogger(PlayedLines.class).warn("'play {} pass' begins the game as a pass, though this"
                    + " session made a virtual move there before: a next move that followed that one makes it the virtual"
                    + " move again, a genmove first finds a pass (--keep-virtual-on-replay)", Names.of(color));
            passedOver = new Kept(game.lineage(), 1, virtual);
            return sent;
        }
        LoggerFactory.getLogger(PlayedLines.class).warn("kept 'play {} pass' (action {}) as the virtual move played "
                + "at this point of this line before (--keep-virtual-on-replay; if the next move never followed it there, "
                + "this is a new game and the pass a pass)", Names.of(color),
                game.actionCount() + 1);
        kept = new Kept(game.lineage(), game.actionCount() + 1, virtual);
        return Move.VIRTUAL;
    }

    /**
     * Whether this sent action, right after a virtual move kept for a pass, shows that the pass began a new game rather
     * than a replay: the line went on after that virtual move before, and never with this action.
     */
    boolean leavesKeptVirtual(GameView game, Color color, Move sent) {
        if (kept == null || kept.lineage() != game.lineage() || kept.actionCount() != game.actionCount()) {
            return false;
        }
        Map<Action, Node> next = kept.after().next;
        return !next.isEmpty() && !followed(next, color, sent);
    }

    /**
     * Whether this sent action, right after a game's first pass played over a virtual move ({@link #replayed}), shows a
     * replay: it followed that virtual move before, and never that pass.
     */
    boolean rejoinsVirtual(GameView game, Color color, Move sent) {
        if (passedOver == null || passedOver.lineage() != game.lineage() || passedOver.actionCount() != game.actionCount()
                || !game.lastAction().map(action -> action.move().isPass()).orElse(false)) {
            return false;
        }
        return followed(passedOver.after().next, color, sent) && !followed(follow(game).next, color, sent);
    }

    private static boolean followed(Map<Action, Node> next, Color color, Move sent) {
        return next.containsKey(new Action(color, sent)) || sent.isPass() && next.containsKey(new Action(color, Move.VIRTUAL));
    }

    /** Marks the game's last action, a virtual move, as kept for a pass again (its new game was refused). */
    void keepLast(GameView game) {
        kept = new Kept(game.lineage(), game.actionCount(), follow(game));
    }

    /**
     * The node the game's actions reach, adding any the tree lacks. A game that only grew since
     * the last call is followed from where it was; any other from its start.
     */
    private Node follow(GameView game) {
        if (followed == null || game.lineage() != followedLineage) {
            followedLineage = game.lineage();
            followedCount = 0;
            followed = starts.computeIfAbsent(Start.of(game), start -> new Node());
        }
        List<Action> line = game.actions();
        for (int i = followedCount; i < line.size(); i++) {
            followed = followed.next.computeIfAbsent(line.get(i), action -> newNode());
        }
        followedCount = line.size();
        return followed;
    }

    private Node newNode() {
        actions++;
        Node node = new Node();
        node.playedAt = ++clock;
        return node;
    }
}
