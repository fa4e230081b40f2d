package jpd.engine;

import java.util.OptionalInt;

/** The engine closed its output (exited or crashed) before answering a command. */
public final class EngineExitedException extends EngineFailureException {
    private static final long serialVersionUID = 1L;

    // Integer rather than OptionalInt: exceptions are Serializable and OptionalInt is not.
    private final Integer exitCode;

    /** The engine exited, with its exit code when the process had ended by then. */
    public EngineExitedException(String command, OptionalInt exitCode) {
        super("engine exited before answering '" + command + "'"
                + (exitCode.isPresent() ? " (exit code " + exitCode.getAsInt() + ")" : ""));
        this.exitCode = exitCode.isPresent() ? exitCode.getAsInt() : null;
    }

    /** The engine's exit code, if it had ended when the failure was noticed. */
    public OptionalInt exitCode() {
        return exitCode == null ? OptionalInt.empty() : OptionalInt.of(exitCode);
    }
}
