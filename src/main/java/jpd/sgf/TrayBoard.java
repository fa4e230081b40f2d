package jpd.sgf;

import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.rules.Point;

/**
 * GoGui's picture of a game of size N: a board of N+1 whose top row is the tray. GoGui shows only
 * square boards and sends a click as a move on its board, so a click on the tray means a virtual
 * move, and once play has stopped a click on a stone marks its chain and a click on the tray
 * accepts the marks (docs/gui.md, "GoGui"). GoGui saves the clicks as they were made.
 *
 * @param gameSize the size of the game, one less than GoGui's board
 */
public record TrayBoard(int gameSize) {

    public TrayBoard {
        if (gameSize < 2 || gameSize >= Point.MAX_SIZE) {
            throw new IllegalArgumentException("with the tray row the game size must be 2.." + (Point.MAX_SIZE - 1)
                    + ": " + gameSize);
        }
    }

    /** What a click means. */
    public sealed interface Click {
    }

    /** A click that is an action of the game: a real move, a virtual move or a pass. */
    public record Play(Move move) implements Click {
    }

    /** A click on a stone while play is stopped: the next status of its chain. */
    public record Mark(Point stone) implements Click {
    }

    /** A click on the tray while play is stopped: the marks as they stand are accepted. */
    public record Accept() implements Click {
    }

    /** A click that means nothing here, and why. */
    public record Refused(String reason) implements Click {
    }

    /** GoGui's board size. */
    public int size() {
        return gameSize + 1;
    }

    /** Whether the point is on the tray row. */
    public boolean isTray(Point point) {
        return point.row() == gameSize && point.column() <= gameSize;
    }

    /** The tray point at this index from the left, 0..{@link #gameSize()}. */
    public Point trayPoint(int index) {
        return Point.of(index, gameSize);
    }

    /** What this click (a vertex of GoGui's board, a pass, or {@code virtual}) means in the game as it stands. */
    public Click meaning(GameView game, Move click) {
        boolean stopped = game.phase() == Phase.STOPPED;
        if (!click.isReal()) {
            return stopped && click.isPass()
                    ? new Refused("no pass while stopped: click a stone to mark it, the top row to accept")
                    : new Play(click);
        }
        Point point = click.point();
        if (isTray(point)) {
            return stopped ? new Accept() : new Play(Move.VIRTUAL);
        }
        if (!point.isOn(gameSize)) {
            return new Refused("column " + point.toString().charAt(0) + " is outside the game");
        }
        return stopped && !game.board().isEmpty(point) ? new Mark(point) : new Play(click);
    }
}
