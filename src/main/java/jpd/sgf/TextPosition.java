package jpd.sgf;

/** A place in a text: 1-based line and column (a column counts UTF-16 characters). */
public record TextPosition(int line, int column) {

    /** {@code line 3, column 14}, as error messages start. */
    @Override
    public String toString() {
        return "line " + line + ", column " + column;
    }
}
