package jpd.match;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Writes {@code report.html} for a match folder: the summary table, a histogram of engine A's margins, A's score
 * over the games with its 95% band, the sequential test's log-likelihood ratio when there is one, and a row per
 * game linking its SGF file. Plain HTML with inline SVG: it opens from disk in any browser, without JavaScript.
 */
public final class MatchReport {
    /** The report's file name inside the match folder. */
    public static final String FILE = "report.html";
    private static final int BINS = 20;
    /** How often a browser showing the report of a match still being played reloads it. */
    private static final int RELOAD_SECONDS = 30;

    private final Path folder;

    /** A report of the match (or shard, or merge) in this folder. */
    public MatchReport(Path folder) {
        this.folder = folder;
    }

    /**
     * Writes the report and returns its path; a report written while games are still played reloads itself.
     *
     * @throws IllegalStateException when the folder holds no match results
     */
    public Path write(boolean stillPlaying) throws IOException {
        List<GameResult> results = results();
        Optional<Sprt> sprt = ResultStore.readSprt(folder);
        Summary summary = Summary.of(results, sprt);
        StringBuilder html = page("jpd match", "th,.summary td{text-align:left}",
                escape(summary.nameA()) + " (A) vs " + escape(summary.nameB()) + " (B)", stillPlaying);
        html.append("<h2>Summary</h2>\n<table class=\"summary\">\n");
        for (String line : summary.text().split("\n")) {
            int colon = line.indexOf(':');
            html.append("<tr><th>").append(escape(line.substring(0, colon))).append("</th><td>")
                    .append(escape(line.substring(colon + 1).strip())).append("</td></tr>\n");
        }
        html.append("</table>\n<h2>Margins of A</h2>\n").append(histogram(results))
                .append("\n<h2>Score of A over the games, with its 95% interval</h2>\n").append(scoreCurve(results));
        if (sprt.isPresent()) {
            html.append("\n<h2>Sequential test: log-likelihood ratio</h2>\n").append(llrCurve(sprt.get(), results));
        }
        html.append("\n").append(SystemWinners.of(results).html());
        html.append("\n<h2>Games</h2>\n").append(gameTable(results)).append("</body></html>\n");
        Path report = folder.resolve(FILE);
        ResultStore.writeAtomically(report, html.toString());
        return report;
    }

    /**
     * The start of a report page, up to its heading and, while games are still played, the note that it reloads
     * itself; {@code style} and {@code heading} are HTML already.
     */
    static StringBuilder page(String title, String style, String heading, boolean stillPlaying) {
        StringBuilder html = new StringBuilder("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">");
        if (stillPlaying) {
            html.append("<meta http-equiv=\"refresh\" content=\"").append(RELOAD_SECONDS).append("\">");
        }
        html.append("<title>").append(title).append("</title>\n")
                .append("<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}")
                .append("td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}").append(style)
                .append("</style></head><body>\n<h1>").append(heading).append("</h1>\n");
        if (stillPlaying) {
            html.append("<p>Games are still being played; this page reloads every ").append(RELOAD_SECONDS)
                    .append(" s.</p>\n");
        }
        return html;
    }

    /** The games of a match or shard folder as played so far, else those of a merge's {@code results.csv}. */
    private List<GameResult> results() throws IOException {
        if (!Files.isDirectory(folder)) {
            throw new IllegalStateException("no folder " + folder);
        }
        try {
            List<GameResult> played = ResultStore.read(folder);
            if (!played.isEmpty()) {
                return played;
            }
            if (Files.exists(folder.resolve(ResultStore.RESULTS_FILE))) {
                return ResultStore.readTable(folder);
            }
        } catch (IllegalArgumentException | IndexOutOfBoundsException unreadable) {
            throw new IllegalStateException(folder + " holds results this program did not write: "
                    + unreadable.getMessage());
        }
        throw new IllegalStateException(folder + " holds no match: no " + ResultStore.RESULTS_FILE
                + " and no game-NNNN.csv");
    }

    private String gameTable(List<GameResult> results) throws IOException {
        StringBuilder html = new StringBuilder("<table>\n<tr><th>game</th><th>black</th><th>white</th>"
                + "<th>result</th><th>margin of A</th><th>moves</th><th>virtual B/W</th><th>disputes</th>"
                + "<th>illegal B/W</th><th>errors</th></tr>\n");
        for (GameResult result : results) {
            String game = Integer.toString(result.index());
            cells(html, linkOf(result.index()).map(href -> "<a href=\"" + escape(href) + "\">" + game + "</a>")
                            .orElse(game), escape(result.black()), escape(result.white()), escape(result.result()),
                    Double.isNaN(result.margin()) ? "" : number(result.marginOfA()), Integer.toString(result.moves()),
                    result.virtualBlack() + "/" + result.virtualWhite(), Integer.toString(result.disputes()),
                    result.illegalBlack() + "/" + result.illegalWhite(), escape(result.errors()));
        }
        return html.append("</table>\n").toString();
    }

    private static void cells(StringBuilder html, String... cells) {
        html.append("<tr>");
        for (String cell : cells) {
            html.append("<td>").append(cell).append("</td>");
        }
        html.append("</tr>\n");
    }

    /** The relative link to the game's SGF in this folder, or in a shard folder inside it or beside it (a merge). */
    private Optional<String> linkOf(int index) throws IOException {
        String name = String.format(Locale.ROOT, "game-%04d.sgf", index);
        List<Path> candidates = new ArrayList<>(List.of(folder.resolve(name)));
        for (Path parent : new Path[] {folder, folder.toAbsolutePath().getParent()}) {
            if (parent != null && Files.isDirectory(parent)) {
                try (Stream<Path> children = Files.list(parent)) {
                    children.filter(child -> child.getFileName().toString().startsWith("shard-"))
                            .forEach(shard -> candidates.add(shard.resolve(name)));
                }
            }
        }
        Path base = folder.toAbsolutePath().normalize();
        return candidates.stream().filter(Files::exists)
                .map(path -> base.relativize(path.toAbsolutePath().normalize()).toString().replace('\\', '/'))
                .findFirst();
    }

    private static String histogram(List<GameResult> results) {
        List<Double> margins = results.stream().filter(result -> !Double.isNaN(result.margin()))
                .map(GameResult::marginOfA).toList();
        if (margins.isEmpty()) {
            return "<p>No scored game.</p>";
        }
        double low = Math.floor(margins.stream().mapToDouble(Double::doubleValue).min().orElseThrow());
        double high = Math.ceil(margins.stream().mapToDouble(Double::doubleValue).max().orElseThrow());
        double width = Math.max(1, Math.ceil((high - low) / BINS));
        int bins = (int) Math.max(1, Math.ceil((high - low) / width + 1e-9));
        if (low + bins * width <= high) {
            bins++;
        }
        int[] counts = new int[bins];
        for (double margin : margins) {
            counts[Math.min(bins - 1, (int) ((margin - low) / width))]++;
        }
        int most = java.util.Arrays.stream(counts).max().orElse(1);
        SvgChart chart = new SvgChart(low, low + bins * width, 0, most * 1.15);
        for (int i = 0; i < bins; i++) {
            double from = low + i * width;
            chart.bar(from, from + width, counts[i],
                    String.format(Locale.ROOT, "%s to %s: %d games", number(from), number(from + width), counts[i]));
        }
        return chart.svg("margin of A after komi (points; below 0 a loss)", "games", SvgChart::integerTick);
    }

    private static String scoreCurve(List<GameResult> results) {
        List<double[]> score = new ArrayList<>();
        List<double[]> lower = new ArrayList<>();
        List<double[]> upper = new ArrayList<>();
        double points = 0;
        int counted = 0;
        for (GameResult result : results) {
            double a = result.scoreOfA();
            if (!Double.isNaN(a)) {
                points += a;
                counted++;
                double[] band = Summary.wilson(points / counted, counted);
                score.add(new double[] {result.index(), 100 * points / counted});
                lower.add(new double[] {result.index(), 100 * band[0]});
                upper.add(new double[] {result.index(), 100 * band[1]});
            }
        }
        if (score.isEmpty()) {
            return "<p>No counted game.</p>";
        }
        double first = score.get(0)[0];
        double last = score.get(score.size() - 1)[0];
        return new SvgChart(first, last, 0, 100).band(lower, upper, "#cde")
                .line(List.of(new double[] {first, 50}, new double[] {last, 50}), "#999", 1, true)
                .line(score, "navy", 2, false)
                .svg("game number", "score of A (%)", tick -> number(tick) + "%");
    }

    private static String llrCurve(Sprt sprt, List<GameResult> results) {
        List<double[]> curve = sprt.curve(results);
        if (curve.isEmpty()) {
            return "<p>No " + (sprt.pentanomial() ? "complete game pair" : "counted game") + " yet.</p>";
        }
        double first = curve.get(0)[0];
        double last = curve.get(curve.size() - 1)[0];
        double lowest = Math.min(sprt.lowerBound(), curve.stream().mapToDouble(point -> point[1]).min().orElse(0));
        double highest = Math.max(sprt.upperBound(), curve.stream().mapToDouble(point -> point[1]).max().orElse(0));
        double margin = (highest - lowest) * 0.08;
        return new SvgChart(first, last, lowest - margin, highest + margin)
                .line(List.of(new double[] {first, sprt.upperBound()}, new double[] {last, sprt.upperBound()}),
                        "darkgreen", 1, true)
                .text(first, sprt.upperBound(), 4, -4, "start", "darkgreen",
                        String.format(Locale.ROOT, "H1 accepted above %.2f (elo %s)", sprt.upperBound(),
                                number(sprt.elo1())))
                .line(List.of(new double[] {first, sprt.lowerBound()}, new double[] {last, sprt.lowerBound()}),
                        "darkred", 1, true)
                .text(first, sprt.lowerBound(), 4, 13, "start", "darkred",
                        String.format(Locale.ROOT, "H0 accepted below %.2f (elo %s)", sprt.lowerBound(),
                                number(sprt.elo0())))
                .line(curve, "navy", 2, false)
                .svg("game number" + (sprt.pentanomial() ? " (end of each pair)" : ""), "LLR", MatchReport::number);
    }

    private static String number(double value) {
        return jpd.scoring.ScoreReport.number(value);
    }

    private static String escape(String text) {
        return SvgChart.escape(text);
    }
}
