package jpd.regress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;
import jpd.engine.GtpResponse;
import org.junit.jupiter.api.Test;

class ExpectationTest {
    private static final GtpResponse D4 = new GtpResponse(true, "D4", 1);
    private static final GtpResponse ILLEGAL = new GtpResponse(false, "illegal move", 1);
    private static final GtpResponse BOARD = new GtpResponse(true, "first\nsecond\nthird", 1);

    private static Expectation matching(String regex, boolean negated, Expectation.Marker marker) {
        Pattern pattern = Pattern.compile(regex, Pattern.MULTILINE | Pattern.DOTALL);
        return new Expectation("[" + regex + "]", new Expectation.Matches(pattern, negated), marker);
    }

    private static Verdict judge(String regex, GtpResponse response) {
        return matching(regex, false, Expectation.Marker.NONE).judge(response);
    }

    @Test
    void theRegexIsAnchoredAtBothEnds() {
        assertEquals(Verdict.PASSED, judge("D4|Q16", D4));
        assertEquals(Verdict.UNEXPECTED_FAIL, judge("D", D4));
        assertEquals(Verdict.UNEXPECTED_FAIL, judge("D44?4", D4));
    }

    @Test
    void multiLineAnswersMatchWhollyOrByTheirFirstLine() {
        assertEquals(Verdict.PASSED, judge("first", BOARD));
        assertEquals(Verdict.PASSED, judge("first.*third", BOARD));
        assertEquals(Verdict.PASSED, judge(".*^second$.*", BOARD));
        assertEquals(Verdict.UNEXPECTED_FAIL, judge("second", BOARD));
    }

    @Test
    void negationInvertsMatchingButNotErrors() {
        Expectation notQ16 = matching("Q16", true, Expectation.Marker.NONE);
        assertEquals(Verdict.PASSED, notQ16.judge(D4));
        assertEquals(Verdict.UNEXPECTED_FAIL, matching("D4", true, Expectation.Marker.NONE).judge(D4));
        assertEquals(Verdict.UNEXPECTED_FAIL, notQ16.judge(ILLEGAL));
    }

    @Test
    void errorAnswersFailEvenARegexMatchingTheirText() {
        assertEquals(Verdict.UNEXPECTED_FAIL, judge("illegal move", ILLEGAL));
        assertEquals(Verdict.UNEXPECTED_FAIL, judge(".*", ILLEGAL));
    }

    @Test
    void mustFailPassesOnlyOnErrorAnswers() {
        Expectation mustFail = new Expectation("[?]", new Expectation.Fails(), Expectation.Marker.NONE);
        assertEquals(Verdict.PASSED, mustFail.judge(ILLEGAL));
        assertEquals(Verdict.UNEXPECTED_FAIL, mustFail.judge(D4));
    }

    @Test
    void markersDecideWhatAResultMeans() {
        assertEquals(Verdict.UNEXPECTED_PASS, matching("D4", false, Expectation.Marker.EXPECTED_TO_FAIL).judge(D4));
        assertEquals(Verdict.EXPECTED_FAIL, matching("Q16", false, Expectation.Marker.EXPECTED_TO_FAIL).judge(D4));
        assertEquals(Verdict.IGNORED, matching("D4", false, Expectation.Marker.IGNORED).judge(D4));
        assertEquals(Verdict.IGNORED, matching("Q16", false, Expectation.Marker.IGNORED).judge(D4));
    }

    @Test
    void talliesCountEachVerdict() {
        Tally tally = Tally.EMPTY.with(Verdict.PASSED).with(Verdict.PASSED).with(Verdict.EXPECTED_FAIL);
        assertEquals("2 passed, 1 failed, 0 FAILED, 0 PASSED, 0 ignored", tally.toString());
        assertFalse(tally.hasUnexpected());
        Tally sum = tally.plus(Tally.EMPTY.with(Verdict.UNEXPECTED_PASS));
        assertEquals("2 passed, 1 failed, 0 FAILED, 1 PASSED, 0 ignored", sum.toString());
        assertTrue(sum.hasUnexpected());
    }
}
