package jpd.cli;

/** A command cannot go on: the message for stderr and the exit code to end with. */
final class CommandFailure extends Exception {
    private static final long serialVersionUID = 1L;

    private final int exitCode;

    CommandFailure(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    int exitCode() {
        return exitCode;
    }
}
