package jpd.sgf;

import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.rules.Point;

/**
 * GoGui's picture of a game of size N: a board of N+1 whose top row is the tray. GoGui shows only
 * square boards and sends a click as a move on its board, so a click on the tray means a virtual
 * move, and once play has stopped a click on a stone marks its chain, one on an empty point claims
 * it, one on the tray accepts the marks and one on the spare right column resumes play with the
 * next click; a pass is a pass, also while stopped, where the first passer's pass proposes to stop again and
 * so resumes play (RULES.md §6, §11.11; docs/gui.md, "GoGui"). GoGui saves the clicks as they were made.
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

    /** A click on an empty point while play is stopped: the clicking colour's claim of it, or of none. */
    public record Claim(Point point) implements Click {
    }

    /** A click on the tray while play is stopped: the marks as they stand are accepted. */
    public record Accept() implements Click {
    }

    /** A click on the spare column while play is stopped: the next click is a move that resumes play. */
    public record Resume() implements Click {
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

    /** Whether the point is on the spare right column, which is no part of the game nor of the tray. */
    public boolean isSpare(Point point) {
        return point.column() == gameSize && point.row() < gameSize;
    }

    /** A point of the spare column, where a click resumes play while stopped. */
    public Point sparePoint() {
        return Point.of(gameSize, 0);
    }

    /**
     * What this click (a vertex of GoGui's board, a pass, or {@code virtual}) means in the game as it
     * stands; {@code resuming} when the click before it, while stopped, was on the spare column.
     */
    public Click meaning(GameView game, Move click, boolean resuming) {
        boolean stopped = game.phase() == Phase.STOPPED;
        if (resuming && stopped) {
            boolean empty = click.isReal() && click.point().isOn(gameSize) && game.board().isEmpty(click.point());
            return empty || click.isPass() ? new Play(click)
                    : new Refused("play resumes: click an empty point to play there (or undo)");
        }
        if (!click.isReal()) {
            return new Play(click);
        }
        Point point = click.point();
        if (isTray(point)) {
            return stopped ? new Accept() : new Play(Move.VIRTUAL);
        }
        if (!point.isOn(gameSize)) {
            return stopped && isSpare(point) ? new Resume()
                    : new Refused("column " + point.toString().charAt(0) + " is outside the game");
        }
        if (!stopped) {
            return new Play(click);
        }
        return game.board().isEmpty(point) ? new Claim(point) : new Mark(point);
    }
}
