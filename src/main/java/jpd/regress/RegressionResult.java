package jpd.regress;

/** The outcome of a run: the verdicts of all tests and how many files could not be run to the end. */
public record RegressionResult(int files, Tally tally, int filesWithErrors) {

    /** Whether every file ran to its end (no crash, timeout, missing or unreadable file). */
    public boolean completed() {
        return filesWithErrors == 0;
    }
}
