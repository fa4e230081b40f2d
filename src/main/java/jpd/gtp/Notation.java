package jpd.gtp;

import java.util.Locale;
import java.util.Optional;
import jpd.rules.Color;
import jpd.rules.Move;
import jpd.rules.Point;

/** GTP's notation for colours, vertices and moves ({@code b}, {@code D4}, {@code pass}, {@code virtual}). */
public final class Notation {
    private Notation() {
    }

    /** {@code b}, {@code black}, {@code w}, {@code white} in any case. */
    public static Optional<Color> tryParseColor(String text) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "b", "black" -> Optional.of(Color.BLACK);
            case "w", "white" -> Optional.of(Color.WHITE);
            default -> Optional.empty();
        };
    }

    /** Like {@link #tryParseColor}; throws with a message for the user. */
    public static Color parseColor(String text) {
        return tryParseColor(text).orElseThrow(() -> new IllegalArgumentException("invalid color '" + text + "'"));
    }

    /** A vertex such as {@code D4} (any case, no {@code I}) on a board of this size. */
    public static Optional<Point> tryParseVertex(String text, int size) {
        return Point.tryParse(text, size);
    }

    /** Like {@link #tryParseVertex}; throws with a message for the user. */
    public static Point parseVertex(String text, int size) {
        return tryParseVertex(text, size)
                .orElseThrow(() -> new IllegalArgumentException("invalid vertex '" + text + "'"));
    }

    /** A vertex, {@code pass} or {@code virtual}, in any case. */
    public static Optional<Move> tryParseMove(String text, int size) {
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.equals("pass")) {
            return Optional.of(Move.PASS);
        }
        if (lower.equals("virtual")) {
            return Optional.of(Move.VIRTUAL);
        }
        return tryParseVertex(text, size).map(Move::at);
    }

    /** Like {@link #tryParseMove}; throws with a message for the user. */
    public static Move parseMove(String text, int size) {
        return tryParseMove(text, size)
                .orElseThrow(() -> new IllegalArgumentException("invalid vertex '" + text + "'"));
    }

    /** The GTP text of a point ({@code D4}). */
    public static String vertex(Point point) {
        return point.toString();
    }
}
