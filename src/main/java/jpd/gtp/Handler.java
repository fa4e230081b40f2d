package jpd.gtp;

/** One GTP command: checks its arguments, acts, and returns the answer text (may be multi-line). */
@FunctionalInterface
public interface Handler {

    /** The answer without the {@code =} and the final empty line. */
    String handle(Arguments args) throws GtpError;
}
