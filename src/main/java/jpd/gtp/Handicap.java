package jpd.gtp;

import java.util.ArrayList;
import java.util.List;
import jpd.rules.Point;

/**
 * The fixed handicap placements of GoGui 1.6 ({@code BoardConstants}), which GoGui draws as it expects them: the
 * third line up to size 12, the fourth from 13 (as the GTP specification and gomill; GNU Go takes the fourth line
 * from 12), in GNU Go's order.
 */
final class Handicap {
    /**
     * The points in GNU Go's order, as (column, row) codes: 2 is the third or fourth line
     * (fourth from size 13), -2 the same from the far side, 0 the middle.
     */
    private static final int[][] PLACES = {
        {-2, -2}, {2, 2}, {2, -2}, {-2, 2}, {2, 0}, {-2, 0}, {0, -2}, {0, 2}, {0, 0},
    };

    private Handicap() {
    }

    /** The largest fixed handicap: 9 on odd sizes from 9, 4 from size 7, otherwise none. */
    static int maxFixed(int size) {
        if (size % 2 == 1 && size >= 9) {
            return 9;
        }
        return size >= 7 ? 4 : 0;
    }

    /** The first {@code count} (0..{@link #maxFixed}) fixed points; 5 and 7 put the middle point first. */
    static List<Point> fixed(int size, int count) {
        if (count < 0 || count > maxFixed(size)) {
            throw new IllegalArgumentException("no fixed handicap of " + count + " on size " + size);
        }
        List<Point> points = new ArrayList<>();
        int remaining = count;
        if (count == 5 || count == 7) {
            points.add(Point.of(size / 2, size / 2));
            remaining--;
        }
        for (int i = 0; i < remaining; i++) {
            points.add(Point.of(line(PLACES[i][0], size), line(PLACES[i][1], size)));
        }
        return points;
    }

    private static int line(int code, int size) {
        int third = size >= 13 ? 3 : 2;
        return switch (code) {
            case 2 -> third;
            case -2 -> size - 1 - third;
            default -> size / 2;
        };
    }
}
