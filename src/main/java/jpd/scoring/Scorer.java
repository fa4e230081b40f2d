package jpd.scoring;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.Ending;
import jpd.rules.GameView;
import jpd.rules.Point;
import jpd.rules.RuleSet;

/** The artistic score (§7): equal stones, compare territory. */
public final class Scorer {
    private static final double KOMI_RULE_B = 7.5;

    private Scorer() {
    }

    /**
     * Scores the game's current board under its rules with these agreed statuses and claims.
     *
     * @param komi the komi set by GTP; the komi rule may change what Black gives
     * @throws IllegalArgumentException when the agreement does not fit the board
     */
    public static ScoreReport score(GameView game, Agreement agreement, double komi) {
        BoardView board = game.board();
        agreement.validate(board);
        Map<Point, Color> stones = new LinkedHashMap<>();
        for (Point point : board.points()) {
            Color color = board.colorAt(point);
            if (color != null) {
                stones.put(point, color);
            }
        }
        Set<Point> deadStones = chainsOf(board, agreement.dead());
        Set<Point> sekiStones = chainsOf(board, agreement.seki());
        sekiStones.removeAll(deadStones);
        int[] dead = new int[2];
        for (Point point : deadStones) {
            dead[stones.remove(point).ordinal()]++;
        }
        Map<Point, Color> owner = new LinkedHashMap<>();
        Set<Point> sekiLiberties = new HashSet<>();
        int shared = 0;
        Map<Point, Integer> regionBorders = regionBorders(board, stones);
        for (Point point : board.points()) {
            if (stones.containsKey(point)) {
                continue;
            }
            Color claimant = agreement.claims().get(point);
            Color color = claimant != null ? claimant
                    : ownerOf(board, stones, sekiStones, point, regionBorders.get(point));
            if (color == null) {
                shared++;
            } else {
                owner.put(point, color);
                // Only §7.3.2 gives a point in a region bordered by both colours, unless it was claimed.
                if (claimant == null && regionBorders.get(point) == 3) {
                    sekiLiberties.add(point);
                }
            }
        }
        int[] territory = new int[2];
        owner.values().forEach(color -> territory[color.ordinal()]++);
        int[] moves = perColor(game::moves);
        int[] virtual = perColor(game::virtualStones);
        int[] captured = perColor(game::captured);
        int[] bonus = new int[2];
        if (game.rules().name() == RuleSet.Name.ART_NOVIRTUAL) {
            int extra = game.disputeRealMoves(Color.BLACK) - game.disputeRealMoves(Color.WHITE);
            bonus[0] = Math.max(extra, 0);
            bonus[1] = Math.max(-extra, 0);
        }
        double given = switch (game.rules().komiRule()) {
            case FIXED -> komi;
            case A -> komi + (game.firstToPassOrVirtual().orElse(null) == Color.WHITE ? 1 : 0);
            case B -> KOMI_RULE_B;
        };
        int pointsBlack = territory[0] - captured[0] - dead[0] - virtual[0] + bonus[0];
        int pointsWhite = territory[1] - captured[1] - dead[1] - virtual[1] + bonus[1];
        double margin = pointsBlack - given - pointsWhite;
        Optional<Ending> ending = game.ending();
        String result = ending.isEmpty() ? ScoreReport.resultOf(margin)
                : ending.get() == Ending.DRAW ? "0" : "Void";
        return new ScoreReport(game.rules(), given, moves, virtual, captured, dead, territory, bonus,
                shared, margin, result, game.firstPasser(),
                Collections.unmodifiableMap(owner), Collections.unmodifiableSet(deadStones),
                Collections.unmodifiableSet(sekiLiberties));
    }

    private interface PerColor {
        int of(Color color);
    }

    private static int[] perColor(PerColor count) {
        return new int[] {count.of(Color.BLACK), count.of(Color.WHITE)};
    }

    /** Every stone of the chains named by these points. */
    private static Set<Point> chainsOf(BoardView board, Set<Point> named) {
        Set<Point> stones = new HashSet<>();
        for (Point point : named) {
            stones.addAll(board.chain(point));
        }
        return stones;
    }

    /** For each empty point: which colours border its empty region (bit 1 Black, bit 2 White). */
    private static Map<Point, Integer> regionBorders(BoardView board, Map<Point, Color> stones) {
        Map<Point, Integer> borders = new LinkedHashMap<>();
        for (Point start : board.points()) {
            if (stones.containsKey(start) || borders.containsKey(start)) {
                continue;
            }
            Set<Point> region = new HashSet<>();
            ArrayDeque<Point> todo = new ArrayDeque<>();
            todo.add(start);
            region.add(start);
            int mask = 0;
            while (!todo.isEmpty()) {
                Point point = todo.poll();
                for (Point neighbor : board.neighbors(point)) {
                    Color color = stones.get(neighbor);
                    if (color != null) {
                        mask |= color == Color.BLACK ? 1 : 2;
                    } else if (region.add(neighbor)) {
                        todo.add(neighbor);
                    }
                }
            }
            for (Point point : region) {
                borders.put(point, mask);
            }
        }
        return borders;
    }

    /** §7.3.1 and §7.3.2 (§11.8): the owner of an empty point, or null when it is shared. */
    private static Color ownerOf(BoardView board, Map<Point, Color> stones, Set<Point> sekiStones,
                                 Point point, int regionMask) {
        if (regionMask == 1) {
            return Color.BLACK;
        }
        if (regionMask == 2) {
            return Color.WHITE;
        }
        if (regionMask == 0) {
            return null;
        }
        Color adjacent = null;
        for (Point neighbor : board.neighbors(point)) {
            Color color = stones.get(neighbor);
            if (color == null) {
                continue;
            }
            if ((adjacent != null && adjacent != color) || !sekiStones.contains(neighbor)) {
                return null;
            }
            adjacent = color;
        }
        return adjacent;
    }
}
