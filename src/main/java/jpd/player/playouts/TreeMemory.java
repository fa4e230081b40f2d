package jpd.player.playouts;

import java.util.List;
import jpd.rules.Action;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.RuleSet;

/**
 * The tree of the player's last search, kept so that the next search of the same game starts
 * from what it learnt below the position reached since. The game must have gone on from the
 * remembered one: same rules and komi, the remembered actions first, and the board those
 * actions lead to (checked by playing them on the remembered board, so an undo, a new game or
 * other setup stones never reuse a tree). The tree alternates colours from the one it was
 * searched for, so the actions since must too, ending with the colour searched now: a search for
 * the side not to move (GTP allows it) never starts from the other side's tree. It also keeps
 * what that search expected, so that the next one knows whether the game is lost.
 */
final class TreeMemory {
    /** A win rate below this means the game is lost. */
    static final double LOST = 0.35;

    private List<Action> actions = List.of();
    private Board board;
    private RuleSet rules;
    private double komi;
    private Color searchedFor;
    private Node tree;
    private double blackWinRate = 0.5;
    private double blackMargin;

    /** Keeps the tree grown from this root of this game (null: none), and Black's win rate and mean margin it expects. */
    void remember(GameView game, SearchRoot root, Node searched, double blackWinRate, double blackMargin) {
        this.blackWinRate = blackWinRate;
        this.blackMargin = blackMargin;
        keep(game, root, searched);
    }

    /**
     * Keeps a tree grown from this root of this game in place of the remembered one, and what the remembered
     * search expected (pondering: the tree below the player's move, for the player's next search).
     */
    void keep(GameView game, SearchRoot root, Node searched) {
        actions = List.copyOf(game.actions());
        board = root.board();
        rules = game.rules();
        komi = root.komi();
        searchedFor = root.toMove();
        tree = searched;
    }

    /** Forgets the tree, when the next search could not use it. */
    void forget() {
        actions = List.of();
        board = null;
        tree = null;
    }

    /** The remembered tree's node of this root's position, or null. */
    Node recall(GameView game, SearchRoot root) {
        List<Action> since = since(game, root);
        if (since == null) {
            return null;
        }
        Node node = tree;
        for (int i = 0; i < since.size() && node != null; i++) {
            node = node.child(root.codeOf(since.get(i).move()));
        }
        return node;
    }

    /**
     * Black's margin the last search of this game expected when it found the game lost for the
     * colour to move now (its win rate below {@link #LOST}), else NaN. A won game keeps playing
     * for the win alone: chasing points there only risks it.
     */
    double lostMargin(GameView game, SearchRoot root) {
        return lostMargin(game, root, root.toMove());
    }

    /** {@link #lostMargin} for the colour that moved last, whose next search a search of this root prepares. */
    double lostMarginOfMover(GameView game, SearchRoot root) {
        return lostMargin(game, root, root.toMove().opponent());
    }

    private double lostMargin(GameView game, SearchRoot root, Color color) {
        double winRate = color == Color.BLACK ? blackWinRate : 1 - blackWinRate;
        return winRate < LOST && since(game, root) != null ? blackMargin : Double.NaN;
    }

    /** The actions since the remembered game when this game went on from it, else null. */
    private List<Action> since(GameView game, SearchRoot root) {
        List<Action> now = game.actions();
        if (board == null || !game.rules().equals(rules) || root.komi() != komi
                || board.size() != root.board().size() || now.size() < actions.size()
                || !now.subList(0, actions.size()).equals(actions)) {
            return null;
        }
        List<Action> since = now.subList(actions.size(), now.size());
        return takeTurns(since, root.toMove()) && leadsTo(since, root.board()) ? since : null;
    }

    /** Whether these actions alternate from the remembered colour and leave this colour to move, as the tree does. */
    private boolean takeTurns(List<Action> since, Color toMove) {
        Color mover = searchedFor;
        for (Action action : since) {
            if (action.color() != mover) {
                return false;
            }
            mover = mover.opponent();
        }
        return mover == toMove;
    }

    private boolean leadsTo(List<Action> since, Board target) {
        Board replay = board.copy();
        for (Action action : since) {
            if (action.move().isReal()) {
                replay.place(action.move().point(), action.color());
            }
        }
        return replay.hash() == target.hash();
    }
}
