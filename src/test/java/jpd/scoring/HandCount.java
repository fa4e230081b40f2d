package jpd.scoring;

import java.util.ArrayDeque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.Point;

/**
 * Counts a final board the slow, obvious way, apart from the production code: the living stones and, for each
 * empty point, the colours that border its empty region and whether a seki chain does.
 */
final class HandCount {
    final Map<Point, Color> stones = new HashMap<>();
    final Map<Point, Set<Color>> borders = new HashMap<>();
    final Set<Point> inSekiRegion = new HashSet<>();
    private final BoardView board;

    HandCount(BoardView board, Agreement agreement) {
        this.board = board;
        for (Point point : board.points()) {
            if (!board.isEmpty(point)) {
                stones.put(point, board.colorAt(point));
            }
        }
        for (Point named : agreement.dead()) {
            board.chain(named).forEach(stones::remove);
        }
        Set<Point> seki = new HashSet<>();
        for (Point named : agreement.seki()) {
            board.chain(named).stream().filter(stones::containsKey).forEach(seki::add);
        }
        for (Point start : board.points()) {
            if (stones.containsKey(start) || borders.containsKey(start)) {
                continue;
            }
            Set<Point> region = new HashSet<>(Set.of(start));
            Set<Color> colors = EnumSet.noneOf(Color.class);
            boolean touchesSeki = false;
            ArrayDeque<Point> todo = new ArrayDeque<>(region);
            while (!todo.isEmpty()) {
                for (Point next : board.neighbors(todo.poll())) {
                    if (stones.containsKey(next)) {
                        colors.add(stones.get(next));
                        touchesSeki |= seki.contains(next);
                    } else if (region.add(next)) {
                        todo.add(next);
                    }
                }
            }
            region.forEach(point -> borders.put(point, colors));
            if (touchesSeki) {
                inSekiRegion.addAll(region);
            }
        }
    }

    /** Stones minus stones plus single-colour regions minus single-colour regions, Black minus White. */
    int areaMargin() {
        int margin = 0;
        for (Color color : stones.values()) {
            margin += sign(color);
        }
        for (Set<Color> colors : borders.values()) {
            if (colors.size() == 1) {
                margin += sign(colors.iterator().next());
            }
        }
        return margin;
    }

    /** Empty points in regions of both colours whose neighbouring stones are all Black, minus those all White. */
    int oneSidedMargin() {
        int margin = 0;
        for (Map.Entry<Point, Set<Color>> entry : borders.entrySet()) {
            Set<Color> adjacent = EnumSet.noneOf(Color.class);
            board.neighbors(entry.getKey()).stream().filter(stones::containsKey).map(stones::get).forEach(adjacent::add);
            if (entry.getValue().size() == 2 && adjacent.size() == 1) {
                margin += sign(adjacent.iterator().next());
            }
        }
        return margin;
    }

    static int sign(Color color) {
        return color == Color.BLACK ? 1 : -1;
    }

    /** Random dead chains, and random seki chains when asked. */
    static Agreement randomAgreement(BoardView board, Random random, boolean withSeki) {
        Set<Point> dead = new HashSet<>();
        Set<Point> seki = new HashSet<>();
        for (Point point : board.points()) {
            if (!board.isEmpty(point)) {
                int roll = random.nextInt(6);
                if (roll == 0) {
                    dead.add(point);
                } else if (withSeki && roll == 1) {
                    seki.add(point);
                }
            }
        }
        return new Agreement(dead, seki, Map.of());
    }
}
