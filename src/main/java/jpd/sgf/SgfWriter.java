package jpd.sgf;

import java.math.BigDecimal;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.Point;
import jpd.rules.RuleSet;

/** Writes a {@link GameRecord} as SGF FF[4]: one root node, then one node per action. */
final class SgfWriter {
    private static final int NODES_PER_LINE = 10;
    /** Top row first, left to right, as a reader of the file sees the board. */
    private static final Comparator<Point> READING_ORDER =
            Comparator.comparingInt((Point point) -> -point.row()).thenComparingInt(Point::column);

    private final GameRecord record;
    private final StringBuilder sgf = new StringBuilder();

    private SgfWriter(GameRecord record) {
        this.record = record;
    }

    static String write(GameRecord record) {
        return new SgfWriter(record).text();
    }

    private String text() {
        sgf.append("(;FF[4]GM[1]CA[UTF-8]AP[jpd-gtp]");
        property("SZ", Integer.toString(record.size()));
        property("KM", BigDecimal.valueOf(record.komi()).stripTrailingZeros().toPlainString());
        property("RU", rulesText(record.rules()));
        if (record.handicap() > 0) {
            property("HA", Integer.toString(record.handicap()));
        }
        points("AB", record.setupStones(), Color.BLACK);
        points("AW", record.setupStones(), Color.WHITE);
        // Without PL a reader assumes Black, or White after a handicap; say it whenever it could matter.
        if (!record.setupStones().isEmpty() || record.handicap() > 0 || record.setupToMove() == Color.WHITE) {
            property("PL", record.setupToMove() == Color.BLACK ? "B" : "W");
        }
        GameInfo info = record.info();
        textProperty("PB", info.blackPlayer());
        textProperty("PW", info.whitePlayer());
        textProperty("RE", info.result());
        textProperty("C", info.comment());
        List<Action> actions = record.actions();
        for (int i = 0; i < actions.size(); i++) {
            sgf.append(i % NODES_PER_LINE == 0 ? "\n;" : ";");
            action(actions.get(i));
            textProperty("C", record.moveComments().getOrDefault(i + 1, ""));
        }
        points("TB", record.territory(), Color.BLACK);
        points("TW", record.territory(), Color.WHITE);
        return sgf.append(")\n").toString();
    }

    private void action(Action action) {
        String value = action.move().isReal() ? SgfPoints.encode(action.move().point(), record.size()) : "";
        property(action.color() == Color.BLACK ? "B" : "W", value);
        if (action.move().isVirtual()) {
            property("VIRTUAL", "");
        }
    }

    /** The rule name, with only the options that differ from what the name implies. */
    private static String rulesText(RuleSet rules) {
        RuleSet plain = RuleSet.parse(rules.name().toString(), List.of());
        String ko = rules.ko() != plain.ko() ? " ko=" + rules.ko() : "";
        String komiRule = rules.komiRule() != plain.komiRule() ? " komi_rule=" + rules.komiRule() : "";
        return rules.name() + ko + komiRule;
    }

    private void points(String name, Map<Point, Color> stones, Color color) {
        List<Point> points = stones.entrySet().stream().filter(stone -> stone.getValue() == color)
                .map(Map.Entry::getKey).sorted(READING_ORDER).toList();
        if (points.isEmpty()) {
            return;
        }
        sgf.append(name);
        for (Point point : points) {
            sgf.append('[').append(SgfPoints.encode(point, record.size())).append(']');
        }
    }

    private void textProperty(String name, String text) {
        if (!text.isEmpty()) {
            property(name, text.replace("\\", "\\\\").replace("]", "\\]"));
        }
    }

    private void property(String name, String value) {
        sgf.append(name).append('[').append(value).append(']');
    }
}
