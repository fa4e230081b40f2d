package jpd.regress;

/** The result of one numbered test, named as GNU Go and gogui-regress report it. */
public enum Verdict {
    /** The answer was as expected. */
    PASSED("passed"),
    /** The answer was wrong, as the {@code *} marker said it would be. */
    EXPECTED_FAIL("failed"),
    /** The answer was wrong and should not have been. */
    UNEXPECTED_FAIL("FAILED"),
    /** The answer was right although the {@code *} marker said it would be wrong. */
    UNEXPECTED_PASS("PASSED"),
    /** The {@code &} marker says the answer is only reported. */
    IGNORED("ignored");

    private final String label;

    Verdict(String label) {
        this.label = label;
    }

    /** The word used in reports. */
    public String label() {
        return label;
    }

    /** Whether this result means the expectations in the file are out of date or the engine regressed. */
    public boolean unexpected() {
        return this == UNEXPECTED_FAIL || this == UNEXPECTED_PASS;
    }
}
