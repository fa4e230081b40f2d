package jpd.player.net;

import java.util.List;
import java.util.Map;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Point;

/**
 * A game as KataGo's {@code BoardHistory} holds it under the engine rules profile, in its normal phase: the setup
 * stones, then every action, a virtual move entering as a pass. Two passes in a row end a phase for KataGo (its
 * encore); the artistic rules have no encore, so the net keeps the normal phase and its history restarts there,
 * as KataGo's does when a phase ends.
 */
final class NetHistory {
    final NetBoard board;
    /** The boards before the last move and before the one before it (the current board while there are none). */
    final NetBoard previous;
    final NetBoard beforePrevious;
    /** The moves of the current phase, oldest first: colours, and points or {@link NetBoard#NONE} for a pass. */
    final byte[] moveColors;
    final int[] movePoints;
    final int moveCount;
    /** Passes in a row at the end of the phase (0 or 1: two end it). */
    final int endingPasses;
    /**
     * KataGo's territory-scoring "chill": a point for the other side for each stone put on the board (setup stones
     * and moves, passes and virtual moves excluded), counted for White: Black's stones minus White's.
     */
    final int whiteBonus;

    private NetHistory(NetBoard board, NetBoard previous, NetBoard beforePrevious, byte[] moveColors,
            int[] movePoints, int moveCount, int endingPasses, int whiteBonus) {
        this.board = board;
        this.previous = previous;
        this.beforePrevious = beforePrevious;
        this.moveColors = moveColors;
        this.movePoints = movePoints;
        this.moveCount = moveCount;
        this.endingPasses = endingPasses;
        this.whiteBonus = whiteBonus;
    }

    static byte code(Color color) {
        return color == Color.BLACK ? NetBoard.BLACK : NetBoard.WHITE;
    }

    /** The point of the network's board for a point of the game (the net's rows run from the top). */
    static int point(NetBoard board, Point point) {
        return board.point(point.column(), board.size - 1 - point.row());
    }

    static NetHistory of(GameView game) {
        int size = game.size();
        NetBoard board = new NetBoard(size);
        int whiteBonus = 0;
        for (Map.Entry<Point, Color> stone : game.setupStones().entrySet()) {
            board.colors[point(board, stone.getKey())] = code(stone.getValue());
            whiteBonus += stone.getValue() == Color.BLACK ? 1 : -1;
        }
        List<Action> actions = game.actions();
        byte[] colors = new byte[actions.size()];
        int[] points = new int[actions.size()];
        int count = 0;
        int passes = 0;
        NetBoard previous = null;
        NetBoard beforePrevious = null;
        int index = 0;
        for (Action action : actions) {
            byte color = code(action.color());
            int point = action.move().isReal() ? point(board, action.move().point()) : NetBoard.NONE;
            if (index == actions.size() - 2) {
                beforePrevious = board.copy();
            } else if (index == actions.size() - 1) {
                previous = board.copy();
            }
            board.play(point, color);
            if (point == NetBoard.NONE) {
                passes++;
            } else {
                passes = 0;
                whiteBonus += color == NetBoard.BLACK ? 1 : -1;
            }
            colors[count] = color;
            points[count] = point;
            count++;
            if (passes == 2) {
                count = 0;
                passes = 0;
            }
            index++;
        }
        if (previous == null) {
            previous = board;
        }
        if (beforePrevious == null) {
            beforePrevious = previous;
        }
        return new NetHistory(board, previous, beforePrevious, colors, points, count, passes, whiteBonus);
    }
}
