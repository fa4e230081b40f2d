package jpd.gtp;

import java.util.List;
import java.util.Map;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Point;
import org.slf4j.LoggerFactory;

/**
 * Remembers the line of actions that {@code undo} or {@code clear_board} took back, so that a
 * client replaying it keeps our virtual moves: Sabaki stores a virtual move as a pass and
 * replays it as {@code play X pass}. A replayed pass that lands exactly where the line had a
 * virtual move of the same colour is taken as that virtual move, with a warning on stderr.
 */
final class ReplayGuard {
    private Map<Point, Color> setup = Map.of();
    private List<Action> line = List.of();
    /** The game last checked against the line, and how many of its first actions follow it (-1: unchecked). */
    private GameView checkedGame;
    private int followed = -1;

    /** Called before the game's actions are taken back; several undos in a row keep the longest line. */
    void rewinding(GameView game) {
        if (!isReplaying(game)) {
            setup = Map.copyOf(game.setupStones());
            line = List.copyOf(game.actions());
        }
        followed = -1;
    }

    /** Forgets the line: a new game that cannot be a replay of it. */
    void forget() {
        setup = Map.of();
        line = List.of();
        followed = -1;
    }

    /**
     * The move to play for this request: the remembered virtual move where a replay passes,
     * else the move itself. A game that has left the line forgets it.
     */
    Move replayed(GameView game, Color color, Move move) {
        if (line.isEmpty()) {
            return move;
        }
        int index = game.actionCount();
        if (index >= line.size() || !isReplaying(game)) {
            forget();
            return move;
        }
        Action before = line.get(index);
        if (move.isPass() && before.color() == color && before.move().isVirtual()) {
            LoggerFactory.getLogger(ReplayGuard.class).warn("replayed 'play {} pass' as action {} stands where the "
                    + "game had a virtual move: kept as the virtual move (GUIs store virtual moves as passes)",
                    Names.of(color), index + 1);
            return Move.VIRTUAL;
        }
        return move;
    }

    /**
     * Whether the game so far is the start of the remembered line. A replay adds one action at a
     * time, so only the newest is compared once the rest is known to follow the line.
     */
    private boolean isReplaying(GameView game) {
        int count = game.actionCount();
        if (count > line.size()) {
            return false;
        }
        if (game == checkedGame && followed >= 0 && (count == followed || count == followed + 1)) {
            boolean follows = count == followed || game.lastAction().orElseThrow().equals(line.get(followed));
            followed = follows ? count : -1;
            return follows;
        }
        List<Action> actions = game.actions();
        boolean follows = game.setupStones().equals(setup) && line.subList(0, count).equals(actions);
        checkedGame = game;
        followed = follows ? count : -1;
        return follows;
    }
}
