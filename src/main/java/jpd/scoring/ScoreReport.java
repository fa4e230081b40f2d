package jpd.scoring;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import jpd.rules.Color;
import jpd.rules.Point;
import jpd.rules.RuleSet;

/**
 * Every number of an artistic score (§7–9), per colour indexed BLACK, WHITE, and the points
 * behind them.
 *
 * @param rules       the rules scored under
 * @param komi        the komi Black gives after the komi rule
 * @param moves       moves of each colour (§1)
 * @param virtual     virtual stones of each colour
 * @param captured    stones of each colour captured during play
 * @param dead        stones of each colour removed as dead
 * @param territory   points of territory of each colour (§7.3)
 * @param bonus       the art-novirtual dispute bonus of each colour (§8)
 * @param shared      empty points that belong to nobody
 * @param margin      points(B) - komi - points(W)
 * @param result      {@code B+x}, {@code W+x}, {@code 0}, or {@code Void}
 * @param firstPasser the first passer of the latest stop
 * @param owner       the owner of each point of territory
 * @param deadStones  the points of the stones removed as dead
 * @param sekiLiberties the points of territory that are one-sided liberties in seki (§7.3.2)
 */
public record ScoreReport(
        RuleSet rules, double komi, int[] moves, int[] virtual, int[] captured, int[] dead,
        int[] territory, int[] bonus, int shared, double margin, String result,
        Optional<Color> firstPasser, Map<Point, Color> owner, Set<Point> deadStones, Set<Point> sekiLiberties) {

    /** Captured, dead and virtual stones of this colour: what is filled back into its territory. */
    public int fill(Color color) {
        int i = color.ordinal();
        return captured[i] + dead[i] + virtual[i];
    }

    /** territory - fill + bonus: may be negative. */
    public int points(Color color) {
        int i = color.ordinal();
        return territory[i] - fill(color) + bonus[i];
    }

    /** The stone-and-territory equivalent, area(C) = points(C) + K'/2 + q/2 (§7.6, §11.7). */
    public double area(Color color) {
        int bonusMoves = Math.abs(bonus[0] - bonus[1]);
        int allMoves = moves[0] + moves[1] - bonusMoves;
        return points(color) + allMoves / 2.0 + shared / 2.0;
    }

    /** The {@code jpd-score_report} lines, {@code key: value} each. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add("rules: " + rules);
        lines.add("komi: " + number(komi));
        for (Color color : Color.values()) {
            String side = color == Color.BLACK ? "_black" : "_white";
            int i = color.ordinal();
            lines.add("moves" + side + ": " + moves[i]);
            lines.add("virtual" + side + ": " + virtual[i]);
            lines.add("captured" + side + ": " + captured[i]);
            lines.add("dead" + side + ": " + dead[i]);
            lines.add("fill" + side + ": " + fill(color));
            lines.add("territory" + side + ": " + territory[i]);
            lines.add("bonus" + side + ": " + bonus[i]);
            lines.add("points" + side + ": " + points(color));
        }
        lines.add("shared: " + shared);
        lines.add("area_black: " + number(area(Color.BLACK)));
        lines.add("area_white: " + number(area(Color.WHITE)));
        lines.add("margin: " + number(margin));
        lines.add("result: " + result);
        lines.add("first_passer: " + firstPasser.map(c -> c == Color.BLACK ? "black" : "white").orElse("none"));
        return lines;
    }

    /** A number as GTP prints scores: no decimals when whole, else as few as needed ({@code 7.5}). */
    public static String number(double value) {
        if (value == Math.rint(value)) {
            return Long.toString((long) value);
        }
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    /** The result text for a margin: {@code B+x}, {@code W+x} or {@code 0}. */
    public static String resultOf(double margin) {
        if (margin > 0) {
            return "B+" + number(margin);
        }
        if (margin < 0) {
            return "W+" + number(-margin);
        }
        return "0";
    }
}
