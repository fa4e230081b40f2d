package jpd.sgf;

import java.util.ArrayList;
import java.util.List;
import jpd.rules.Point;

/** SGF point values: two letters, column then row, {@code aa} at the top left. */
final class SgfPoints {
    private static final String LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

    private SgfPoints() {
    }

    /** The two letters of a point on a board of this size. */
    static String encode(Point point, int size) {
        return "" + LETTERS.charAt(point.column()) + LETTERS.charAt(size - 1 - point.row());
    }

    /** Whether the value is the FF[3] pass {@code tt}, which means a pass only on boards up to 19. */
    static boolean isOldPass(String value, int size) {
        return size <= 19 && value.equals("tt");
    }

    /** The point of a two-letter value. */
    static Point decode(String value, int size, TextPosition position) throws SgfException {
        int column = value.length() == 2 ? LETTERS.indexOf(value.charAt(0)) : -1;
        int rowFromTop = value.length() == 2 ? LETTERS.indexOf(value.charAt(1)) : -1;
        if (column < 0 || rowFromTop < 0) {
            throw new SgfException(position, "'" + value + "' is not a point");
        }
        if (column >= size || rowFromTop >= size) {
            throw new SgfException(position, "point '" + value + "' is off the " + size + "x" + size + " board");
        }
        return Point.of(column, size - 1 - rowFromTop);
    }

    /** The points of a list of values, each a point or a compressed rectangle {@code aa:cc}; {@code []} is none. */
    static List<Point> decodeList(List<String> values, int size, TextPosition position) throws SgfException {
        List<Point> points = new ArrayList<>();
        for (String value : values) {
            int colon = value.indexOf(':');
            if (value.isEmpty()) {
                continue;
            }
            if (colon < 0) {
                points.add(decode(value, size, position));
                continue;
            }
            Point corner = decode(value.substring(0, colon), size, position);
            Point opposite = decode(value.substring(colon + 1), size, position);
            for (int row = Math.min(corner.row(), opposite.row()); row <= Math.max(corner.row(), opposite.row()); row++) {
                for (int column = Math.min(corner.column(), opposite.column());
                        column <= Math.max(corner.column(), opposite.column()); column++) {
                    points.add(Point.of(column, row));
                }
            }
        }
        return points;
    }
}
