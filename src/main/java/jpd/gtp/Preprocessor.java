package jpd.gtp;

/** GTP v2 input preprocessing (section 3.1 of the draft): what remains of a raw line. */
public final class Preprocessor {
    private Preprocessor() {
    }

    /**
     * Drops control characters (CR included; a line holds no LF), cuts at {@code #}, turns HT
     * into a space and trims; a blank result means the line is to be skipped.
     */
    public static String clean(String raw) {
        StringBuilder line = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '#') {
                break;
            }
            if (c == '\t') {
                line.append(' ');
            } else if (c >= 32 && c != 127) {
                line.append(c);
            }
        }
        return line.toString().trim();
    }
}
