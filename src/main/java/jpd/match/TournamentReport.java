package jpd.match;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Writes {@code report.html} for a tournament folder: the crosstable (each cell linking the pair's own report or
 * folder), the ratings as a table and as a chart with their 95% intervals, and one row per pair. Plain HTML with
 * inline SVG, like {@link MatchReport}, which each pair's folder has as well.
 */
public final class TournamentReport {
    private final Path folder;

    /** The report of the tournament in this folder. */
    public TournamentReport(Path folder) {
        this.folder = folder;
    }

    /** Writes the report and returns its path; a report written while games are still played reloads itself. */
    public Path write(boolean stillPlaying) throws IOException {
        Tournament tournament = Tournament.read(folder);
        TournamentResults results = TournamentResults.read(folder, tournament);
        StringBuilder html = MatchReport.page("jpd tournament", "th{text-align:left}td.self{background:#eee}",
                escape(capitalized(tournament.kind().toString())) + " of " + tournament.names().size() + " engines",
                stillPlaying);
        html.append("<p>").append(escape(results.text().lines().findFirst().orElse(""))).append("</p>\n")
                .append("<h2>Crosstable</h2>\n<p>Points of the row's engine against the column's, out of their counted"
                        + " games (a draw is half a point); each cell links that pair's games.</p>\n")
                .append(crosstable(tournament, results))
                .append("<h2>Ratings</h2>\n").append(ratings(results))
                .append("</body></html>\n");
        Path report = folder.resolve(MatchReport.FILE);
        ResultStore.writeAtomically(report, html.toString());
        return report;
    }

    private String crosstable(Tournament tournament, TournamentResults results) {
        List<String> names = tournament.names();
        StringBuilder html = new StringBuilder("<table>\n<tr><th></th>");
        for (int j = 0; j < names.size(); j++) {
            html.append("<th>").append(j + 1).append("</th>");
        }
        html.append("<th>score</th></tr>\n");
        Crosstable table = results.table();
        for (int i = 0; i < names.size(); i++) {
            html.append("<tr><th>").append(i + 1).append(". ").append(escape(names.get(i))).append("</th>");
            for (int j = 0; j < names.size(); j++) {
                String cell = escape(results.cell(i, j));
                String link = pairLink(Math.min(i, j), Math.max(i, j));
                html.append(i == j ? "<td class=\"self\"></td>" : link.isEmpty() ? "<td>" + cell + "</td>"
                        : "<td><a href=\"" + escape(link) + "\">" + cell + "</a></td>");
            }
            html.append(String.format(Locale.ROOT, "<td>%s/%d</td></tr>%n",
                    jpd.scoring.ScoreReport.number(table.points(i)), table.games(i)));
        }
        return html.append("</table>\n").toString();
    }

    /** The pair's report, else its folder, relative to the tournament folder; empty when the pair did not play. */
    private String pairLink(int i, int j) {
        String pair = Tournament.pairFolder(new int[] {i, j});
        if (Files.exists(folder.resolve(pair).resolve(MatchReport.FILE))) {
            return pair + "/" + MatchReport.FILE;
        }
        return Files.isDirectory(folder.resolve(pair)) ? pair + "/" : "";
    }

    private static String ratings(TournamentResults results) {
        if (results.ratings().isEmpty()) {
            return "<p>" + escape(results.noRatings()) + "</p>\n";
        }
        Ratings ratings = results.ratings().get();
        StringBuilder html = new StringBuilder(String.format(Locale.ROOT, "<p>Elo ratings fitted together over"
                + " the whole crosstable by maximum likelihood (logistic model, a draw half a win)%s, %s at 0. The"
                + " bars are 95%% Wald intervals from the observed information matrix: of each engine's difference"
                + " to %s.</p>%n", ratings.virtualDraws() > 0 ? ", after adding " + jpd.scoring.ScoreReport.number(
                        ratings.virtualDraws()) + " virtual draw(s) to every pair that met" : "",
                escape(ratings.names().get(ratings.anchor())), escape(ratings.names().get(ratings.anchor()))))
                .append("<table>\n<tr><th>rank</th><th>engine</th><th>Elo</th>"
                        + "<th>95% interval</th><th>score</th></tr>\n");
        List<Integer> order = ratings.order();
        Crosstable table = results.table();
        double low = 0;
        double high = 0;
        for (int rank = 0; rank < order.size(); rank++) {
            int i = order.get(rank);
            html.append(String.format(Locale.ROOT, "<tr><td>%d</td><th>%s</th><td>%+.0f</td><td>%s</td><td>%s/%d</td>"
                    + "</tr>%n", rank + 1, escape(ratings.names().get(i)), ratings.elo()[i] + 0.0,
                    i == ratings.anchor() ? "anchor" : String.format(Locale.ROOT, "%+.0f to %+.0f", ratings.low(i) + 0.0,
                            ratings.high(i) + 0.0), jpd.scoring.ScoreReport.number(table.points(i)), table.games(i)));
            low = Math.min(low, ratings.low(i));
            high = Math.max(high, ratings.high(i));
        }
        html.append("</table>\n");
        double margin = Math.max(20, (high - low) * 0.12);
        SvgChart chart = new SvgChart(0.5, order.size() + 0.5, low - margin, high + 2 * margin);
        chart.line(List.of(new double[] {0.5, 0}, new double[] {order.size() + 0.5, 0}), "#999", 1, true);
        for (int rank = 0; rank < order.size(); rank++) {
            int i = order.get(rank);
            chart.interval(rank + 1, ratings.low(i), ratings.elo()[i], ratings.high(i),
                    i == ratings.anchor() ? "darkred" : "navy", ratings.names().get(i));
        }
        return html.append(chart.svg("rank", "Elo (95% interval)", SvgChart::integerTick,
                tick -> String.format(Locale.ROOT, "%+.0f", tick + 0.0))).append("\n").toString();
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    private static String escape(String text) {
        return SvgChart.escape(text);
    }
}
