package jpd.sgf;

/** A malformed or unsupported SGF file; the message starts with the 1-based line and column. */
public final class SgfException extends Exception {
    private static final long serialVersionUID = 1L;

    private final TextPosition position;

    /** A problem at this place in the SGF text. */
    public SgfException(TextPosition position, String problem) {
        super(position + ": " + problem);
        this.position = position;
    }

    /** Where in the SGF text the problem is. */
    public TextPosition position() {
        return position;
    }
}
