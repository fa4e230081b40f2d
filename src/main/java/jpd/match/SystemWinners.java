package jpd.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import jpd.scoring.CountingSystem;

/**
 * "Would the winner differ?": for each other counting system, the counted games whose winner it names differently
 * from the artistic result (a draw counts as a winner of its own).
 *
 * @param compared the games counted under every system
 * @param changed  for each of {@link GameResult#OTHER_SYSTEMS}, the numbers of the games it changes
 */
record SystemWinners(int compared, List<List<Integer>> changed) {

    /** The comparison over these finished games; resigned, forfeited and void games are left out. */
    static SystemWinners of(List<GameResult> results) {
        List<GameResult> counted = results.stream().filter(result -> !result.systems().isEmpty()).toList();
        List<List<Integer>> changed = new ArrayList<>();
        for (CountingSystem system : GameResult.OTHER_SYSTEMS) {
            changed.add(counted.stream()
                    .filter(result -> !winner(result.result()).equals(winner(result.resultUnder(system).orElseThrow())))
                    .map(GameResult::index).toList());
        }
        return new SystemWinners(counted.size(), changed);
    }

    /** {@code B}, {@code W} or {@code 0} (no winner) of a result. */
    private static String winner(String result) {
        return result.startsWith("B+") ? "B" : result.startsWith("W+") ? "W" : "0";
    }

    /** The table as {@code summary.txt} lines, {@code key: value} each. */
    String text() {
        List<String> lines = new ArrayList<>();
        lines.add("would the winner differ? (" + compared + " games counted under every system)");
        for (int i = 0; i < changed.size(); i++) {
            lines.add(String.format(Locale.ROOT, "  %s: %d%s", GameResult.OTHER_SYSTEMS.get(i).key(),
                    changed.get(i).size(), games(changed.get(i))));
        }
        return String.join("\n", lines) + "\n";
    }

    /** The table as an HTML section of the report. */
    String html() {
        StringBuilder html = new StringBuilder("<h2>Would the winner differ?</h2>\n<p>")
                .append(compared).append(" games counted under every system (docs/counting.md); games whose winner "
                        + "another system names differently from the artistic result:</p>\n<table>\n"
                        + "<tr><th>system</th><th>games</th><th>which</th></tr>\n");
        for (int i = 0; i < changed.size(); i++) {
            html.append("<tr><td>").append(GameResult.OTHER_SYSTEMS.get(i).key()).append("</td><td>")
                    .append(changed.get(i).size()).append("</td><td>").append(numbers(changed.get(i)))
                    .append("</td></tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    private static String games(List<Integer> indices) {
        return indices.isEmpty() ? "" : " (games " + numbers(indices) + ")";
    }

    private static String numbers(List<Integer> indices) {
        return indices.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
}
