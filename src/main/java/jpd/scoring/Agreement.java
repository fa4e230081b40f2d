package jpd.scoring;

import java.util.Map;
import java.util.Set;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.Point;

/**
 * What the players agreed at a stop (§5): dead and seki chains (named by any of their stones)
 * and accepted claims of empty points; every chain not named is alive.
 */
public record Agreement(Set<Point> dead, Set<Point> seki, Map<Point, Color> claims) {

    /** Nothing dead, no seki, no claims. */
    public static final Agreement NONE = new Agreement(Set.of(), Set.of(), Map.of());

    public Agreement {
        dead = Set.copyOf(dead);
        seki = Set.copyOf(seki);
        claims = Map.copyOf(claims);
    }

    /**
     * Checks the agreement against a board: dead and seki points must hold stones, claimed
     * points must be empty or hold dead stones.
     *
     * @throws IllegalArgumentException naming the first bad point
     */
    public void validate(BoardView board) {
        for (Point point : dead) {
            requireStone(board, point, "dead");
        }
        for (Point point : seki) {
            requireStone(board, point, "seki");
        }
        for (Point point : claims.keySet()) {
            requireOn(board, point);
            if (!board.isEmpty(point) && !dead.contains(point)
                    && board.chain(point).stream().noneMatch(dead::contains)) {
                throw new IllegalArgumentException("claimed point " + point + " holds a living stone");
            }
        }
    }

    private static void requireStone(BoardView board, Point point, String status) {
        requireOn(board, point);
        if (board.isEmpty(point)) {
            throw new IllegalArgumentException(status + " point " + point + " is empty");
        }
    }

    private static void requireOn(BoardView board, Point point) {
        if (!point.isOn(board.size())) {
            throw new IllegalArgumentException("point " + point + " is off the board");
        }
    }
}
