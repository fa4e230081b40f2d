package jpd.gtp;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import jpd.rules.Color;
import jpd.rules.Point;
import jpd.scoring.ScoreReport;

/** An artistic score as GoGui shows it: a gfx drawing of the board, or the report in words. */
final class GoGuiScore {
    private GoGuiScore() {
    }

    /**
     * gfx lines: {@code BLACK}/{@code WHITE} for each side's points of territory, {@code MARK}
     * for dead stones, {@code TRIANGLE} for one-sided liberties in seki, a {@code TEXT} summary.
     */
    static String gfx(ScoreReport report, boolean agreed) {
        return gfx(report, agreed ? "agreed statuses" : "estimated statuses");
    }

    /** {@link #gfx(ScoreReport, boolean)} saying in its summary where the statuses come from. */
    static String gfx(ScoreReport report, String statuses) {
        List<String> lines = new ArrayList<>();
        for (Color color : Color.values()) {
            addPoints(lines, color == Color.BLACK ? "BLACK" : "WHITE", report.owner().entrySet().stream()
                    .filter(entry -> entry.getValue() == color).map(Map.Entry::getKey).toList());
        }
        addPoints(lines, "MARK", report.deadStones());
        addPoints(lines, "TRIANGLE", report.sekiLiberties());
        lines.add("TEXT " + summary(report, statuses));
        return String.join("\n", lines);
    }

    /** One line: each side's points, komi, the result, and where the statuses come from. */
    private static String summary(ScoreReport report, String statuses) {
        return "Black " + ScoreReport.number(report.points(Color.BLACK))
                + ", White " + ScoreReport.number(report.points(Color.WHITE))
                + ", komi " + ScoreReport.number(report.komi()) + ": " + report.result()
                + " (" + statuses + ")";
    }

    /** The report in words, one line per item, for GoGui's final result dialog. */
    static String words(ScoreReport report, boolean agreed) {
        List<String> lines = new ArrayList<>();
        lines.add("Artistic score (" + report.rules() + ")");
        for (Color color : Color.values()) {
            lines.add(side(report, color));
        }
        lines.add("Komi " + ScoreReport.number(report.komi()) + ": result " + report.result()
                + ", margin " + ScoreReport.number(report.margin()));
        lines.add("Area equivalent: Black " + ScoreReport.number(report.area(Color.BLACK))
                + ", White " + ScoreReport.number(report.area(Color.WHITE))
                + " (" + report.shared() + " shared points)");
        lines.add(agreed ? "Statuses: agreed" : "Statuses: estimated (agree them for an exact score)");
        return String.join("\n", lines);
    }

    private static String side(ScoreReport report, Color color) {
        int i = color.ordinal();
        String bonus = report.bonus()[i] == 0 ? "" : " + bonus " + report.bonus()[i];
        return (color == Color.BLACK ? "Black: " : "White: ") + ScoreReport.number(report.points(color))
                + " points = territory " + report.territory()[i] + " - fill-back " + report.fill(color)
                + " (captured " + report.captured()[i] + ", dead " + report.dead()[i]
                + ", virtual " + report.virtual()[i] + ")" + bonus;
    }

    private static void addPoints(List<String> lines, String label, Collection<Point> points) {
        if (!points.isEmpty()) {
            lines.add(label + " " + Names.vertices(points));
        }
    }
}
