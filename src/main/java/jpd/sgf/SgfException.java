package jpd.sgf;

/** A malformed or unsupported SGF file; the message, one line, starts with the 1-based line and column. */
public final class SgfException extends Exception {
    private static final long serialVersionUID = 1L;

    private final TextPosition position;

    /** A problem at this place in the SGF text; line breaks in it (a quoted value's) are shown as {@code \n}. */
    public SgfException(TextPosition position, String problem) {
        super(position + ": " + problem.replace("\n", "\\n"));
        this.position = position;
    }

    /** Where in the SGF text the problem is. */
    public TextPosition position() {
        return position;
    }
}
