package jpd.engine;

import java.io.IOException;

/** The engine could not answer a command: it exited, or it did not answer in time. */
public class EngineFailureException extends IOException {
    private static final long serialVersionUID = 1L;

    /** A failure with a message for the user. */
    public EngineFailureException(String message) {
        super(message);
    }
}
