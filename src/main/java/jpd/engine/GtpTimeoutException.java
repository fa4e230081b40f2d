package jpd.engine;

import java.time.Duration;

/** The engine did not finish its answer to a command within the client's timeout. */
public final class GtpTimeoutException extends EngineFailureException {
    private static final long serialVersionUID = 1L;

    /** No complete answer to this command within this time. */
    public GtpTimeoutException(String command, Duration timeout) {
        super("no answer to '" + command + "' within " + timeout.toMillis() / 1000.0 + " s");
    }
}
