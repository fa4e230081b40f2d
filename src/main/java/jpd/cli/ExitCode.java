package jpd.cli;

/** The exit codes of every jpd command, named once (DESIGN.md, style 8). */
public final class ExitCode {
    /** Everything went well. */
    public static final int OK = 0;
    /** A game or a test failed, e.g. an illegal move in a record. */
    public static final int FAILED = 1;
    /** The command line or an input file is malformed. */
    public static final int USAGE = 2;
    /** A regression run met a crash, a hang or a missing file (gogui-regress uses 2 as well). */
    public static final int CRASHED = 2;
    /** A file could not be read or written, or an engine failed. */
    public static final int IO_FAILURE = 3;

    private ExitCode() {
    }
}
