package jpd.rules;

import java.util.Optional;

/**
 * A point of the board: column and row from 0, row 0 at the bottom (GTP's A1 is (0, 0)).
 * Instances for boards up to {@link #MAX_SIZE} are cached, so {@link #of} never allocates.
 */
public record Point(int column, int row) {
    /** The largest board size the rules support. */
    public static final int MAX_SIZE = 25;

    private static final Point[] CACHE = new Point[MAX_SIZE * MAX_SIZE];

    static {
        for (int row = 0; row < MAX_SIZE; row++) {
            for (int column = 0; column < MAX_SIZE; column++) {
                CACHE[row * MAX_SIZE + column] = new Point(column, row);
            }
        }
    }

    /** The cached point; column and row must lie in 0..MAX_SIZE-1. */
    public static Point of(int column, int row) {
        if (column < 0 || row < 0 || column >= MAX_SIZE || row >= MAX_SIZE) {
            throw new IllegalArgumentException("point out of range: " + column + "," + row);
        }
        return CACHE[row * MAX_SIZE + column];
    }

    /** Whether the point lies on a board of this size. */
    public boolean isOn(int size) {
        return column < size && row < size;
    }

    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    /** The point of a GTP vertex such as {@code D4} (any case, no {@code I}) on a board of this size. */
    public static Optional<Point> tryParse(String text, int size) {
        if (text.length() < 2 || text.length() > 3) {
            return Optional.empty();
        }
        int column = COLUMNS.indexOf(Character.toUpperCase(text.charAt(0)));
        int row = 0;
        for (int i = 1; i < text.length(); i++) {
            char digit = text.charAt(i);
            if (digit < '0' || digit > '9') {
                return Optional.empty();
            }
            row = row * 10 + digit - '0';
        }
        if (column < 0 || column >= size || row < 1 || row > size) {
            return Optional.empty();
        }
        return Optional.of(of(column, row - 1));
    }

    /**
     * Same column and row, compared by hand: the record's generated equals is bootstrapped through method handles on
     * its first call, which costs a fresh JVM tens of milliseconds in the middle of a game.
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Point point && column == point.column && row == point.row;
    }

    /** Agrees with {@link #equals}, written by hand for the same reason. */
    @Override
    public int hashCode() {
        return row * MAX_SIZE + column;
    }

    /** The GTP vertex, e.g. {@code D4}; the letter I is skipped. */
    @Override
    public String toString() {
        return COLUMNS.charAt(column) + Integer.toString(row + 1);
    }
}
