package jpd.regress;

/** A regression file line that cannot be understood; the message names the line. */
public final class ScriptParseException extends Exception {
    private static final long serialVersionUID = 1L;

    /** A problem on this line (counted from 1). */
    public ScriptParseException(int line, String problem) {
        super("line " + line + ": " + problem);
    }
}
