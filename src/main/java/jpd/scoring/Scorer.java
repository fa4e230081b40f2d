package jpd.scoring;

import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import jpd.rules.Color;
import jpd.rules.Ending;
import jpd.rules.GameView;
import jpd.rules.Point;
import jpd.rules.RuleSet;

/** The artistic score (§7): equal stones, compare territory. */
public final class Scorer {

    private Scorer() {
    }

    /**
     * Scores the game's current board under its rules with these agreed statuses and claims.
     *
     * @param komi the komi set by GTP; the komi rule may change what Black gives
     * @throws IllegalArgumentException when the agreement does not fit the board
     */
    public static ScoreReport score(GameView game, Agreement agreement, double komi) {
        FinalPosition position = FinalPosition.of(game.board(), agreement);
        Map<Point, Color> owner = new LinkedHashMap<>();
        Set<Point> sekiLiberties = new HashSet<>();
        int shared = 0;
        for (Point point : position.board().points()) {
            if (!position.isEmpty(point)) {
                continue;
            }
            Color claimant = agreement.claims().get(point);
            Color color = claimant != null ? claimant : ownerOf(position, point);
            if (color == null) {
                shared++;
            } else {
                owner.put(point, color);
                // Only §7.3.2 gives a point in a region bordered by both colours, unless it was claimed.
                if (claimant == null && position.regionBorders(point) == FinalPosition.BOTH_BORDERS) {
                    sekiLiberties.add(point);
                }
            }
        }
        int[] territory = new int[2];
        owner.values().forEach(color -> territory[color.ordinal()]++);
        int[] dead = position.deadCounts();
        int[] moves = perColor(game::moves);
        int[] virtual = perColor(game::virtualStones);
        int[] captured = perColor(game::captured);
        int[] bonus = new int[2];
        if (game.rules().name() == RuleSet.Name.ART_NOVIRTUAL) {
            int extra = game.disputeRealMoves(Color.BLACK) - game.disputeRealMoves(Color.WHITE);
            bonus[0] = Math.max(extra, 0);
            bonus[1] = Math.max(-extra, 0);
        }
        double given = game.rules().komiRule().given(komi, game);
        int pointsBlack = territory[0] - captured[0] - dead[0] - virtual[0] + bonus[0];
        int pointsWhite = territory[1] - captured[1] - dead[1] - virtual[1] + bonus[1];
        double margin = pointsBlack - given - pointsWhite;
        Optional<Ending> ending = game.ending();
        String result = ending.isEmpty() ? ScoreReport.resultOf(margin)
                : ending.get() == Ending.DRAW ? "0" : "Void";
        return new ScoreReport(game.rules(), given, moves, virtual, captured, dead, territory, bonus,
                shared, margin, result, game.firstPasser(),
                Collections.unmodifiableMap(owner), position.deadStones(),
                Collections.unmodifiableSet(sekiLiberties));
    }

    private interface PerColor {
        int of(Color color);
    }

    private static int[] perColor(PerColor count) {
        return new int[] {count.of(Color.BLACK), count.of(Color.WHITE)};
    }

    /** §7.3.1 and §7.3.2 (§11.8): the owner of an empty point, or null when it is shared. */
    private static Color ownerOf(FinalPosition position, Point point) {
        Color regionOwner = position.regionOwner(point);
        if (regionOwner != null || position.regionBorders(point) != FinalPosition.BOTH_BORDERS) {
            return regionOwner;
        }
        Color adjacent = position.onlyNeighbourColor(point);
        if (adjacent == null) {
            return null;
        }
        for (Point neighbor : position.board().neighbors(point)) {
            if (!position.isEmpty(neighbor) && !position.isSeki(neighbor)) {
                return null;
            }
        }
        return adjacent;
    }
}
