package jpd.regress;

import java.util.regex.Pattern;
import jpd.engine.GtpResponse;

/**
 * What a {@code #? [...]} line expects of the numbered command before it, as written ({@code [D4|E5]*}), the
 * check on the answer, and the marker after the brackets.
 */
public record Expectation(String written, Check check, Marker marker) {

    /** What the answer must be for the test to pass. */
    public sealed interface Check permits Matches, Fails {
        /** Whether this answer passes the check. */
        boolean accepts(GtpResponse response);
    }

    /**
     * {@code [re]} or {@code [!re]}: a success ({@code =}) answer matched by the regex, or with {@code !} not
     * matched; an error ({@code ?}) answer never passes, negated or not (as in gogui-regress). The regex matches
     * if it matches the whole answer text with MULTILINE and DOTALL (gogui-regress) or its first line alone
     * (GNU Go's scripts), anchored at both ends either way.
     */
    public record Matches(Pattern pattern, boolean negated) implements Check {
        @Override
        public boolean accepts(GtpResponse response) {
            if (!response.success()) {
                return false;
            }
            String text = response.text();
            int lineEnd = text.indexOf('\n');
            String firstLine = lineEnd < 0 ? text : text.substring(0, lineEnd);
            boolean matched = pattern.matcher(text).matches() || pattern.matcher(firstLine).matches();
            return matched != negated;
        }
    }

    /** {@code [?]} (our extension): the command must be refused with an error answer, whatever its text. */
    public record Fails() implements Check {
        @Override
        public boolean accepts(GtpResponse response) {
            return !response.success();
        }
    }

    /** The mark after the closing bracket. */
    public enum Marker {
        /** None: the check must pass. */
        NONE,
        /** {@code *}: the check is known to fail. */
        EXPECTED_TO_FAIL,
        /** {@code &}: the result is only reported. */
        IGNORED
    }

    /** The verdict on this answer. */
    public Verdict judge(GtpResponse response) {
        boolean accepted = check.accepts(response);
        return switch (marker) {
            case NONE -> accepted ? Verdict.PASSED : Verdict.UNEXPECTED_FAIL;
            case EXPECTED_TO_FAIL -> accepted ? Verdict.UNEXPECTED_PASS : Verdict.EXPECTED_FAIL;
            case IGNORED -> Verdict.IGNORED;
        };
    }
}
