package jpd.cli;

/** The process exit codes, mapped once (DESIGN.md style 8). */
public enum ExitCode {
    /** Everything went well. */
    OK(0),
    /** A game or test failed. */
    FAILED(1),
    /** The command line was wrong. */
    USAGE(2),
    /** An engine or I/O failure. */
    ENGINE(3);

    private final int code;

    ExitCode(int code) {
        this.code = code;
    }

    /** The number the process exits with. */
    public int code() {
        return code;
    }
}
