package jpd.scoring;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.Point;

/**
 * The board as every counting system sees it after the agreed dead stones leave: the living stones, the seki
 * chains, and for each empty point which colours border its empty region and whether a seki chain does.
 */
final class FinalPosition {
    /** Region border bits: {@link #BLACK_BORDER}, {@link #WHITE_BORDER}, both, or none. */
    static final int BLACK_BORDER = 1;
    static final int WHITE_BORDER = 2;
    static final int BOTH_BORDERS = 3;

    private final BoardView board;
    private final Map<Point, Color> stones = new HashMap<>();
    private final Set<Point> deadStones;
    private final Set<Point> sekiStones;
    private final int[] dead = new int[2];
    private final Map<Point, Integer> regionBorders = new HashMap<>();
    private final Set<Point> sekiRegions = new HashSet<>();

    private FinalPosition(BoardView board, Agreement agreement) {
        this.board = board;
        for (Point point : board.points()) {
            Color color = board.colorAt(point);
            if (color != null) {
                stones.put(point, color);
            }
        }
        deadStones = chainsOf(board, agreement.dead());
        sekiStones = chainsOf(board, agreement.seki());
        sekiStones.removeAll(deadStones);
        for (Point point : deadStones) {
            dead[stones.remove(point).ordinal()]++;
        }
        findRegions();
    }

    /**
     * The position after the agreed dead chains leave.
     *
     * @throws IllegalArgumentException when the agreement does not fit the board
     */
    static FinalPosition of(BoardView board, Agreement agreement) {
        agreement.validate(board);
        return new FinalPosition(board, agreement);
    }

    BoardView board() {
        return board;
    }

    /** Living stones of this colour. */
    int stonesOf(Color color) {
        return (int) stones.values().stream().filter(stone -> stone == color).count();
    }

    /** Stones of this colour removed as dead. */
    int dead(Color color) {
        return dead[color.ordinal()];
    }

    int[] deadCounts() {
        return dead.clone();
    }

    Set<Point> deadStones() {
        return Collections.unmodifiableSet(deadStones);
    }

    boolean isSeki(Point stone) {
        return sekiStones.contains(stone);
    }

    /** Whether the point is empty once the dead stones are gone. */
    boolean isEmpty(Point point) {
        return !stones.containsKey(point);
    }

    /** The border bits of the empty region holding this empty point. */
    int regionBorders(Point point) {
        return regionBorders.get(point);
    }

    /** The colour that alone borders the empty region of this point, or null when both or none do. */
    Color regionOwner(Point point) {
        int mask = regionBorders(point);
        return mask == BLACK_BORDER ? Color.BLACK : mask == WHITE_BORDER ? Color.WHITE : null;
    }

    /** Whether a chain agreed seki borders the empty region of this point. */
    boolean inSekiRegion(Point point) {
        return sekiRegions.contains(point);
    }

    /** The colour of every stone next to this point when there is one colour only, else null (none or both). */
    Color onlyNeighbourColor(Point point) {
        Color adjacent = null;
        for (Point neighbor : board.neighbors(point)) {
            Color color = stones.get(neighbor);
            if (color == null) {
                continue;
            }
            if (adjacent != null && adjacent != color) {
                return null;
            }
            adjacent = color;
        }
        return adjacent;
    }

    /** Every stone of the chains named by these points. */
    private static Set<Point> chainsOf(BoardView board, Set<Point> named) {
        Set<Point> chains = new HashSet<>();
        for (Point point : named) {
            chains.addAll(board.chain(point));
        }
        return chains;
    }

    private void findRegions() {
        for (Point start : board.points()) {
            if (stones.containsKey(start) || regionBorders.containsKey(start)) {
                continue;
            }
            Set<Point> region = new HashSet<>();
            ArrayDeque<Point> todo = new ArrayDeque<>();
            todo.add(start);
            region.add(start);
            int mask = 0;
            boolean seki = false;
            while (!todo.isEmpty()) {
                Point point = todo.poll();
                for (Point neighbor : board.neighbors(point)) {
                    Color color = stones.get(neighbor);
                    if (color != null) {
                        mask |= color == Color.BLACK ? BLACK_BORDER : WHITE_BORDER;
                        seki |= sekiStones.contains(neighbor);
                    } else if (region.add(neighbor)) {
                        todo.add(neighbor);
                    }
                }
            }
            for (Point point : region) {
                regionBorders.put(point, mask);
            }
            if (seki) {
                sekiRegions.addAll(region);
            }
        }
    }
}
