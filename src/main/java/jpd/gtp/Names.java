package jpd.gtp;

import java.util.Collection;
import java.util.Comparator;
import java.util.stream.Collectors;
import jpd.rules.Color;
import jpd.rules.Point;

/** How answers spell colours and lists of vertices. */
final class Names {
    /** Board order: row by row from A1, as {@link jpd.rules.BoardView#points()}. */
    static final Comparator<Point> BOARD_ORDER = Comparator.comparingInt(Point::row).thenComparingInt(Point::column);

    private Names() {
    }

    /** {@code black} or {@code white}. */
    static String of(Color color) {
        return color == Color.BLACK ? "black" : "white";
    }

    /** The vertices in board order, separated by spaces. */
    static String vertices(Collection<Point> points) {
        return points.stream().sorted(BOARD_ORDER).map(Notation::vertex).collect(Collectors.joining(" "));
    }
}
