package jpd.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Point;
import jpd.rules.RandomGames;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** The identities of RULES.md §7 over many random games with random dead chains. */
class ScorerPropertiesTest {

    @Test
    void areasAddUpToTheBoardUnderEveryRuleSet() {
        Random random = new Random(21);
        for (int round = 0; round < 300; round++) {
            RuleSet rules = RandomGames.ALL_RULES.get(round % RandomGames.ALL_RULES.size());
            Game game = new Game(2 + random.nextInt(8), rules);
            RandomGames.play(game, random, 200, (g, color, move) -> { });
            ScoreReport report = Scorer.score(game, randomDead(game.board(), random), 6.5);
            assertEquals(game.size() * game.size(), report.area(Color.BLACK) + report.area(Color.WHITE), 1e-9);
        }
    }

    /** Margin before komi = Chinese area margin - (moves(B) - moves(W)), without seki or claims. */
    @Test
    void marginEqualsChineseAreaMarginMinusExtraMoves() {
        Random random = new Random(22);
        for (int round = 0; round < 300; round++) {
            RuleSet rules = round % 2 == 0 ? RuleSet.DEFAULT : RandomGames.ALL_RULES.get(1);
            Game game = new Game(2 + random.nextInt(8), rules);
            RandomGames.play(game, random, 200, (g, color, move) -> { });
            Agreement agreement = randomDead(game.board(), random);
            ScoreReport report = Scorer.score(game, agreement, 0);
            double expected = chineseAreaMargin(game.board(), agreement)
                    - (game.moves(Color.BLACK) - game.moves(Color.WHITE));
            assertEquals(expected, report.margin(), 1e-9, "round " + round);
        }
    }

    private static Agreement randomDead(BoardView board, Random random) {
        Set<Point> dead = new HashSet<>();
        for (Point point : board.points()) {
            if (!board.isEmpty(point) && random.nextInt(6) == 0) {
                dead.add(point);
            }
        }
        return new Agreement(dead, Set.of(), Map.of());
    }

    /** Stones plus empty regions surrounded by one colour, Black minus White, computed on its own. */
    private static int chineseAreaMargin(BoardView board, Agreement agreement) {
        Map<Point, Color> stones = new HashMap<>();
        for (Point point : board.points()) {
            if (!board.isEmpty(point)) {
                stones.put(point, board.colorAt(point));
            }
        }
        for (Point named : agreement.dead()) {
            board.chain(named).forEach(stones::remove);
        }
        int margin = 0;
        for (Color color : stones.values()) {
            margin += color == Color.BLACK ? 1 : -1;
        }
        Set<Point> visited = new HashSet<>();
        for (Point start : board.points()) {
            if (stones.containsKey(start) || !visited.add(start)) {
                continue;
            }
            int size = 0;
            Set<Color> borders = new HashSet<>();
            ArrayDeque<Point> todo = new ArrayDeque<>();
            todo.add(start);
            while (!todo.isEmpty()) {
                Point point = todo.poll();
                size++;
                for (Point next : board.neighbors(point)) {
                    if (stones.containsKey(next)) {
                        borders.add(stones.get(next));
                    } else if (visited.add(next)) {
                        todo.add(next);
                    }
                }
            }
            if (borders.size() == 1) {
                margin += borders.contains(Color.BLACK) ? size : -size;
            }
        }
        return margin;
    }
}
