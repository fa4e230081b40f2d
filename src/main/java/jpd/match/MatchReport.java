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
 * Writes {@code report.html} for a match folder: the summary table, a histogram of margins, engine A's score over
 * the games with its 95% band, and a row per game linking its SGF file. Plain HTML with inline SVG: it opens from
 * disk in any browser, without JavaScript.
 */
public final class MatchReport {
    /** The report's file name inside the match folder. */
    public static final String FILE = "report.html";
    private static final int WIDTH = 600;
    private static final int HEIGHT = 200;
    private static final int BINS = 20;

    private final Path folder;

    /** A report of the match (or shard, or merge) in this folder. */
    public MatchReport(Path folder) {
        this.folder = folder;
    }

    /** Writes the report and returns its path. */
    public Path write() throws IOException {
        List<GameResult> results = Files.exists(folder.resolve(ResultStore.RESULTS_FILE))
                ? ResultStore.readTable(folder) : ResultStore.read(folder);
        Summary summary = Summary.of(results);
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>jpd match</title>\n")
                .append("<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}")
                .append("td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}</style></head><body>\n")
                .append("<h1>").append(escape(summary.nameA())).append(" (A) vs ").append(escape(summary.nameB()))
                .append(" (B)</h1>\n<h2>Summary</h2>\n<table>\n");
        for (String line : summary.text().split("\n")) {
            int colon = line.indexOf(':');
            html.append("<tr><th>").append(escape(line.substring(0, colon))).append("</th><td>")
                    .append(escape(line.substring(colon + 1).strip())).append("</td></tr>\n");
        }
        html.append("</table>\n<h2>Margins of A</h2>\n").append(histogram(results))
                .append("\n<h2>Score of A over the games, with its 95% interval</h2>\n").append(scoreCurve(results))
                .append("\n").append(SystemWinners.of(results).html())
                .append("\n<h2>Games</h2>\n<table>\n<tr><th>game</th><th>black</th><th>white</th><th>result</th>")
                .append("<th>moves</th><th>disputes</th><th>illegal B/W</th><th>errors</th></tr>\n");
        for (GameResult result : results) {
            String game = Integer.toString(result.index());
            html.append("<tr><td>").append(linkOf(result.index())
                            .map(href -> "<a href=\"" + escape(href) + "\">" + game + "</a>").orElse(game))
                    .append("</td><td>").append(escape(result.black())).append("</td><td>").append(escape(result.white()))
                    .append("</td><td>").append(escape(result.result())).append("</td><td>").append(result.moves())
                    .append("</td><td>").append(result.disputes()).append("</td><td>").append(result.illegalBlack())
                    .append('/').append(result.illegalWhite()).append("</td><td>").append(escape(result.errors()))
                    .append("</td></tr>\n");
        }
        html.append("</table>\n</body></html>\n");
        Path report = folder.resolve(FILE);
        ResultStore.writeAtomically(report, html.toString());
        return report;
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
        List<Double> margins = results.stream().map(GameResult::marginOfA).filter(m -> !Double.isNaN(m)).toList();
        if (margins.isEmpty()) {
            return "<p>No scored game.</p>";
        }
        double low = margins.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double high = margins.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double width = Math.max((high - low) / BINS, 1e-9);
        int[] counts = new int[BINS];
        for (double margin : margins) {
            counts[Math.min(BINS - 1, (int) ((margin - low) / width))]++;
        }
        int most = java.util.Arrays.stream(counts).max().orElse(1);
        StringBuilder svg = svgStart();
        double bar = (double) WIDTH / BINS;
        for (int i = 0; i < BINS; i++) {
            double h = (HEIGHT - 20.0) * counts[i] / most;
            svg.append(String.format(Locale.ROOT,
                    "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"steelblue\"><title>%.1f..%.1f: %d</title></rect>%n",
                    i * bar, HEIGHT - 20 - h, bar - 1, h, low + i * width, low + (i + 1) * width, counts[i]));
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"0\" y=\"%d\" font-size=\"12\">%.1f</text>"
                + "<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"end\">%.1f</text>%n",
                HEIGHT - 4, low, WIDTH, HEIGHT - 4, high));
        return svg.append("</svg>").toString();
    }

    private static String scoreCurve(List<GameResult> results) {
        List<double[]> points = new ArrayList<>();
        double score = 0;
        int counted = 0;
        for (GameResult result : results) {
            double a = result.scoreOfA();
            if (!Double.isNaN(a)) {
                score += a;
                counted++;
                double[] band = Summary.wilson(score / counted, counted);
                points.add(new double[] {score / counted, band[0], band[1]});
            }
        }
        if (points.isEmpty()) {
            return "<p>No counted game.</p>";
        }
        StringBuilder svg = svgStart();
        StringBuilder band = new StringBuilder();
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < points.size(); i++) {
            band.append(point(i, points.size(), points.get(i)[2])).append(' ');
            line.append(point(i, points.size(), points.get(i)[0])).append(' ');
        }
        for (int i = points.size() - 1; i >= 0; i--) {
            band.append(point(i, points.size(), points.get(i)[1])).append(' ');
        }
        svg.append("<polygon points=\"").append(band.toString().strip()).append("\" fill=\"#cde\"/>\n")
                .append(String.format(Locale.ROOT, "<line x1=\"0\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#999\" "
                        + "stroke-dasharray=\"4\"/>%n", HEIGHT / 2, WIDTH, HEIGHT / 2))
                .append("<polyline points=\"").append(line.toString().strip())
                .append("\" fill=\"none\" stroke=\"navy\" stroke-width=\"2\"/>\n")
                .append("<text x=\"2\" y=\"12\" font-size=\"12\">100%</text>")
                .append(String.format(Locale.ROOT, "<text x=\"2\" y=\"%d\" font-size=\"12\">0%%</text>%n", HEIGHT - 2));
        return svg.append("</svg>").toString();
    }

    private static String point(int i, int count, double value) {
        double x = count == 1 ? WIDTH / 2.0 : (double) WIDTH * i / (count - 1);
        return String.format(Locale.ROOT, "%.1f,%.1f", x, HEIGHT * (1 - value));
    }

    private static StringBuilder svgStart() {
        return new StringBuilder(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">%n"
                        + "<rect width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#ccc\"/>%n",
                WIDTH, HEIGHT, WIDTH, HEIGHT, WIDTH, HEIGHT));
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
