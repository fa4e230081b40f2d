package jpd.gtp;

import java.util.List;
import java.util.regex.Pattern;
import jpd.rules.Color;
import jpd.rules.Move;
import jpd.rules.Point;

/** The arguments of one command, with checked access: every problem becomes a {@link GtpError}. */
public final class Arguments {
    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");
    // Possessive quantifiers: no backtracking, so a huge word cannot make matching slow.
    private static final Pattern DECIMAL = Pattern.compile("[+-]?+([0-9]++\\.?+[0-9]*+|\\.[0-9]++)([eE][+-]?+[0-9]++)?+");
    /** More digits than this cannot fit a long. */
    private static final int LONG_DIGITS = 18;

    private final List<String> words;

    /** The arguments of a request. */
    public Arguments(List<String> words) {
        this.words = List.copyOf(words);
    }

    /** The number of arguments. */
    public int count() {
        return words.size();
    }

    /** The words themselves. */
    public List<String> all() {
        return words;
    }

    /** Requires exactly this many arguments. */
    public void expect(int count) throws GtpError {
        expectBetween(count, count);
    }

    /** Requires at least {@code min} and at most {@code max} arguments. */
    public void expectBetween(int min, int max) throws GtpError {
        if (words.size() < min || words.size() > max) {
            String wanted = min == max ? Integer.toString(min)
                    : max == Integer.MAX_VALUE ? "at least " + min : min + " to " + max;
            boolean one = min == 1 && (max == 1 || max == Integer.MAX_VALUE);
            throw new GtpError("syntax error: expected " + wanted + " argument" + (one ? "" : "s")
                    + ", got " + words.size());
        }
    }

    /** The word at this index. */
    public String word(int index) {
        return words.get(index);
    }

    /** A colour: {@code b}, {@code black}, {@code w}, {@code white}. */
    public Color color(int index) throws GtpError {
        return Notation.tryParseColor(word(index))
                .orElseThrow(() -> new GtpError("invalid color '" + word(index) + "'"));
    }

    /** A vertex on a board of this size. */
    public Point vertex(int index, int size) throws GtpError {
        return Notation.tryParseVertex(word(index), size)
                .orElseThrow(() -> new GtpError("invalid vertex '" + word(index) + "'"));
    }

    /** A vertex, {@code pass} or {@code virtual} on a board of this size. */
    public Move move(int index, int size) throws GtpError {
        return Notation.tryParseMove(word(index), size)
                .orElseThrow(() -> new GtpError("invalid vertex '" + word(index) + "'"));
    }

    /**
     * An integer; values beyond the range of a long are clamped to it, so that range checks
     * of the caller reject them with the caller's message.
     */
    public long integer(int index) throws GtpError {
        String text = word(index);
        if (!INTEGER.matcher(text).matches()) {
            throw new GtpError("syntax error: not an integer '" + text + "'");
        }
        String digits = text.replaceFirst("^[+-]?0*", "");
        if (digits.length() > LONG_DIGITS) {
            return text.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        return Long.parseLong(text.startsWith("+") ? text.substring(1) : text);
    }

    /** An integer that must lie in {@code min..max}. */
    public int integer(int index, int min, int max) throws GtpError {
        long value = integer(index);
        if (value < min || value > max) {
            throw new GtpError("syntax error: '" + word(index) + "' is not in " + min + ".." + max);
        }
        return (int) value;
    }

    /** A finite decimal number such as {@code 6.5} or {@code -1e2}; no NaN, no infinity. */
    public double number(int index) throws GtpError {
        String text = word(index);
        if (!DECIMAL.matcher(text).matches()) {
            throw new GtpError("syntax error: not a number '" + text + "'");
        }
        double value = Double.parseDouble(text);
        if (!Double.isFinite(value)) {
            throw new GtpError("syntax error: number out of range '" + text + "'");
        }
        return value;
    }

    /** One of the given words, compared without case. */
    public String choice(int index, String... choices) throws GtpError {
        for (String choice : choices) {
            if (choice.equalsIgnoreCase(word(index))) {
                return choice;
            }
        }
        throw new GtpError("syntax error: expected " + String.join(" or ", choices) + ", got '" + word(index) + "'");
    }
}
