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

    /** Called before the game's actions are taken back; several undos in a row keep the longest line. */
    void rewinding(GameView game) {
        if (!isReplaying(game)) {
            setup = Map.copyOf(game.setupStones());
            line = List.copyOf(game.actions());
        }
    }

    /** Forgets the line: a new game that cannot be a replay of it. */
    void forget() {
        setup = Map.of();
        line = List.of();
    }

    /**
     * The move to play for this request: the remembered virtual move where a replay passes,
     * else the move itself. A game that has left the line forgets it.
     */
    Move replayed(GameView game, Color color, Move move) {
        if (line.isEmpty()) {
            return move;
        }
        int index = game.actions().size();
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

    /** Whether the game so far is the start of the remembered line. */
    private boolean isReplaying(GameView game) {
        List<Action> actions = game.actions();
        return game.setupStones().equals(setup) && actions.size() <= line.size()
                && line.subList(0, actions.size()).equals(actions);
    }
}
