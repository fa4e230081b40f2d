package jpd.player;

import jpd.rules.Board;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.Point;

/** Copies of a board view that players may change freely (playouts, eye tests by cell). */
public final class ScratchBoards {
    private ScratchBoards() {
    }

    /**
     * A board with the same stones; captures are not copied. Placing the stones one by one
     * captures nothing, because every chain keeps the liberties it has in the final position.
     */
    public static Board copyOf(BoardView view) {
        Board board = new Board(view.size());
        for (Point point : view.points()) {
            Color color = view.colorAt(point);
            if (color != null) {
                board.place(point, color);
            }
        }
        return board;
    }
}
