package jpd.rules;

/**
 * One of the three actions of RULES.md §1: a real move on a point, a virtual move, or a pass.
 * Real moves are cached per point, so {@link #at} never allocates.
 */
public final class Move {
    /** The kind of action. */
    public enum Kind { REAL, VIRTUAL, PASS }

    /** A stone placed outside the board. */
    public static final Move VIRTUAL = new Move(Kind.VIRTUAL, null);
    /** A proposal (or agreement) to stop. */
    public static final Move PASS = new Move(Kind.PASS, null);

    private static final Move[] REAL = new Move[Point.MAX_SIZE * Point.MAX_SIZE];

    static {
        for (int row = 0; row < Point.MAX_SIZE; row++) {
            for (int column = 0; column < Point.MAX_SIZE; column++) {
                REAL[row * Point.MAX_SIZE + column] = new Move(Kind.REAL, Point.of(column, row));
            }
        }
    }

    private final Kind kind;
    private final Point point;

    private Move(Kind kind, Point point) {
        this.kind = kind;
        this.point = point;
    }

    /** The real move on this point. */
    public static Move at(Point point) {
        return REAL[point.row() * Point.MAX_SIZE + point.column()];
    }

    /** The real move on this column and row. */
    public static Move at(int column, int row) {
        return at(Point.of(column, row));
    }

    public Kind kind() {
        return kind;
    }

    /** The point of a real move; null for a virtual move or a pass. */
    public Point point() {
        return point;
    }

    public boolean isReal() {
        return kind == Kind.REAL;
    }

    public boolean isVirtual() {
        return kind == Kind.VIRTUAL;
    }

    public boolean isPass() {
        return kind == Kind.PASS;
    }

    /** {@code D4}, {@code virtual} or {@code pass}, as GTP writes them. */
    @Override
    public String toString() {
        return switch (kind) {
            case REAL -> point.toString();
            case VIRTUAL -> "virtual";
            case PASS -> "pass";
        };
    }
}
