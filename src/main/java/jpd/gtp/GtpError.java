package jpd.gtp;

/** A command failed; the message is the text after {@code ?}. The state did not change. */
public final class GtpError extends Exception {
    private static final long serialVersionUID = 1L;

    /** An error with the text a user reads. */
    public GtpError(String message) {
        super(message);
    }
}
