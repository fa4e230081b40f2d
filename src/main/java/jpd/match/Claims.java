package jpd.match;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import jpd.rules.BoardView;
import jpd.rules.Point;
import jpd.scoring.Agreement;

/**
 * What one side says at a stop: every stone of the chains it calls dead and of those it calls seki.
 *
 * @param dead the dead stones
 * @param seki the stones in seki
 */
record Claims(Set<Point> dead, Set<Point> seki) {

    Claims {
        dead = Set.copyOf(dead);
        seki = Set.copyOf(seki);
    }

    /** The claims naming these points, widened to whole chains; empty points are ignored. */
    static Claims of(BoardView board, Set<Point> dead, Set<Point> seki) {
        return new Claims(chains(board, dead), chains(board, seki));
    }

    private static Set<Point> chains(BoardView board, Set<Point> named) {
        Set<Point> stones = new HashSet<>();
        for (Point point : named) {
            if (point.isOn(board.size())) {
                stones.addAll(board.chain(point));
            }
        }
        return stones;
    }

    /** The claims as an agreement for the scorer. */
    Agreement agreement() {
        return new Agreement(dead, seki, java.util.Map.of());
    }

    /** {@code dead A1 B1, seki none}, points in board order. */
    @Override
    public String toString() {
        return "dead " + list(dead) + ", seki " + list(seki);
    }

    private static String list(Set<Point> points) {
        if (points.isEmpty()) {
            return "none";
        }
        List<Point> sorted = points.stream()
                .sorted((a, b) -> a.row() != b.row() ? a.row() - b.row() : a.column() - b.column()).toList();
        return sorted.stream().map(Point::toString).collect(Collectors.joining(" "));
    }
}
