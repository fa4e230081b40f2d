package jpd.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;
import jpd.scoring.ScoreReport;

/**
 * One inline SVG chart: a plot area with labelled axes and round-numbered ticks, into which bars, lines, bands
 * and labels are drawn in data coordinates.
 */
final class SvgChart {
    private static final int WIDTH = 640;
    private static final int HEIGHT = 260;
    private static final int LEFT = 60;
    private static final int RIGHT = 20;
    private static final int TOP = 16;
    private static final int BOTTOM = 44;

    private final double xMin;
    private final double xMax;
    private final double yMin;
    private final double yMax;
    private final StringBuilder body = new StringBuilder();

    /** A chart showing x from xMin to xMax and y from yMin to yMax; each range must not be empty. */
    SvgChart(double xMin, double xMax, double yMin, double yMax) {
        this.xMin = xMin;
        this.xMax = xMax > xMin ? xMax : xMin + 1;
        this.yMin = yMin;
        this.yMax = yMax > yMin ? yMax : yMin + 1;
    }

    /** The horizontal pixel of a data x. */
    double x(double value) {
        return LEFT + (WIDTH - LEFT - RIGHT) * (value - xMin) / (xMax - xMin);
    }

    /** The vertical pixel of a data y. */
    double y(double value) {
        return TOP + (HEIGHT - TOP - BOTTOM) * (yMax - value) / (yMax - yMin);
    }

    /** A bar from (x0, 0) to (x1, height), with its count written above it. */
    SvgChart bar(double x0, double x1, double height, String tooltip) {
        double top = y(height);
        body.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                + "fill=\"steelblue\"><title>%s</title></rect>%n", x(x0) + 0.5, top, Math.max(0.5, x(x1) - x(x0) - 1),
                y(yMin) - top, escape(tooltip)));
        if (height > 0) {
            text((x0 + x1) / 2, height, 0, -3, "middle", "#222", ScoreReport.number(height));
        }
        return this;
    }

    /** A line through these points. */
    SvgChart line(List<double[]> points, String colour, double width, boolean dashed) {
        body.append("<polyline fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"").append(width)
                .append(dashed ? "\" stroke-dasharray=\"5 4" : "").append("\" points=\"").append(coordinates(points))
                .append("\"/>\n");
        return this;
    }

    /** The area between a lower and an upper line over the same x values. */
    SvgChart band(List<double[]> lower, List<double[]> upper, String colour) {
        List<double[]> outline = new ArrayList<>(upper);
        for (int i = lower.size() - 1; i >= 0; i--) {
            outline.add(lower.get(i));
        }
        body.append("<polygon fill=\"").append(colour).append("\" points=\"").append(coordinates(outline))
                .append("\"/>\n");
        return this;
    }

    /** A label at a data point, shifted by pixels. */
    SvgChart text(double atX, double atY, double dx, double dy, String anchor, String colour, String text) {
        body.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" text-anchor=\"%s\" "
                + "fill=\"%s\">%s</text>%n", x(atX) + dx, y(atY) + dy, anchor, colour, escape(text)));
        return this;
    }

    /** A point at (atX, value) with a bar from low to high, capped at both ends, and a label above the bar. */
    SvgChart interval(double atX, double low, double value, double high, String colour, String label) {
        line(List.of(new double[] {atX, low}, new double[] {atX, high}), colour, 2, false);
        body.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                + "stroke-width=\"2\"/>%n<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                + "stroke-width=\"2\"/>%n<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"/>%n",
                x(atX) - 6, x(atX) + 6, y(low), y(low), colour, x(atX) - 6, x(atX) + 6, y(high), y(high), colour,
                x(atX), y(value), colour));
        return text(atX, high, 0, -6, "middle", "#222", label);
    }

    /** The finished SVG: the plot, its frame, ticks on both axes and the axis titles. */
    String svg(String xTitle, String yTitle, DoubleFunction<String> yTick) {
        return svg(xTitle, yTitle, ScoreReport::number, yTick);
    }

    /** {@link #svg(String, String, DoubleFunction)} with these labels of the x ticks. */
    String svg(String xTitle, String yTitle, DoubleFunction<String> xTick, DoubleFunction<String> yTick) {
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                        + "font-family=\"sans-serif\">%n", WIDTH, HEIGHT, WIDTH, HEIGHT));
        for (double tick : ticks(yMin, yMax)) {
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#eee\"/>"
                    + "<text x=\"%d\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\">%s</text>%n", LEFT,
                    WIDTH - RIGHT, y(tick), y(tick), LEFT - 5, y(tick) + 4, escape(yTick.apply(tick))));
        }
        for (double tick : ticks(xMin, xMax)) {
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%d\" y2=\"%d\" stroke=\"#444\"/>"
                    + "<text x=\"%.1f\" y=\"%d\" font-size=\"11\" text-anchor=\"middle\">%s</text>%n", x(tick), x(tick),
                    HEIGHT - BOTTOM, HEIGHT - BOTTOM + 4, x(tick), HEIGHT - BOTTOM + 16, escape(xTick.apply(tick))));
        }
        svg.append(body);
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" "
                + "stroke=\"#444\"/>%n", LEFT, TOP, WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">%s"
                + "</text>%n", (LEFT + WIDTH - RIGHT) / 2, HEIGHT - 6, escape(xTitle)));
        svg.append(String.format(Locale.ROOT, "<text x=\"14\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\" "
                + "transform=\"rotate(-90 14 %d)\">%s</text>%n", (TOP + HEIGHT - BOTTOM) / 2,
                (TOP + HEIGHT - BOTTOM) / 2, escape(yTitle)));
        return svg.append("</svg>").toString();
    }

    /** Round tick values (1, 2 or 5 times a power of ten apart) covering low..high, about six of them. */
    static List<Double> ticks(double low, double high) {
        double raw = (high - low) / 6;
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        double step = raw / power < 1.5 ? power : raw / power < 3.5 ? 2 * power : raw / power < 7.5 ? 5 * power
                : 10 * power;
        List<Double> ticks = new ArrayList<>();
        for (double tick = Math.ceil(low / step - 1e-9) * step; tick <= high + 1e-9 * step; tick += step) {
            // Rounded to millionths, so that 3 x 0.2 is labelled 0.6.
            ticks.add(Math.round(Math.round(tick / step) * step * 1e6) / 1e6);
        }
        return ticks;
    }

    /** A tick label for a count: whole numbers only. */
    static String integerTick(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : "";
    }

    private String coordinates(List<double[]> points) {
        StringBuilder text = new StringBuilder();
        for (double[] point : points) {
            text.append(String.format(Locale.ROOT, "%.1f,%.1f ", x(point[0]), y(point[1])));
        }
        return text.toString().strip();
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
