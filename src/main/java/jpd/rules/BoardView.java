package jpd.rules;

import java.util.List;

/** Read-only access to a board: what players, scorers and writers may see. */
public interface BoardView {
    /** The side length, 2..25. */
    int size();

    /** The stone on a point, or null when it is empty. */
    Color colorAt(Point point);

    /** Whether the point is empty. */
    boolean isEmpty(Point point);

    /** The stones of the chain holding this point, empty when the point is empty. */
    List<Point> chain(Point point);

    /** The number of distinct liberties of the chain holding this point; 0 when empty. */
    int liberties(Point point);

    /** Stones of this colour removed from the board by captures and suicides. */
    int captured(Color color);

    /** Stones of this colour on the board. */
    int stonesOnBoard(Color color);

    /** The 64-bit Zobrist key of the stones on the board. */
    long hash();

    /** The neighbours of a point that lie on the board. */
    List<Point> neighbors(Point point);

    /** Every point of the board, row by row from A1. */
    List<Point> points();
}
