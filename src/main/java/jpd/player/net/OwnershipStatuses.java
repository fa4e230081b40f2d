package jpd.player.net;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jpd.player.StatusEstimate;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.Point;

/**
 * Statuses read from a network's ownership: a chain is dead when its stones are, on average, owned by the opponent
 * (below 0 from its own colour's view). No chain is called seki: under territory scoring the net does not tell seki
 * stones from living ones, and the two score alike but for one-sided liberties in seki (RULES.md §7.3.2).
 */
final class OwnershipStatuses {
    private OwnershipStatuses() {
    }

    /** The statuses of the board's chains, given Black's ownership of each point ({@code row * size + column}). */
    static StatusEstimate of(BoardView board, float[] blackOwnership) {
        int size = board.size();
        Set<Point> seen = new HashSet<>();
        Set<Point> dead = new HashSet<>();
        for (Point point : board.points()) {
            Color color = board.colorAt(point);
            if (color == null || seen.contains(point)) {
                continue;
            }
            List<Point> chain = board.chain(point);
            seen.addAll(chain);
            double sum = 0;
            for (Point stone : chain) {
                sum += blackOwnership[stone.row() * size + stone.column()];
            }
            double own = color == Color.BLACK ? sum : -sum;
            if (own < 0) {
                dead.addAll(chain);
            }
        }
        return new StatusEstimate(dead, Set.of());
    }
}
