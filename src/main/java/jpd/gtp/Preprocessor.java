package jpd.gtp;

/** GTP v2 input preprocessing (section 3.1 of the draft): what remains of a raw line. */
public final class Preprocessor {
    /** Starts a comment, which runs to the end of the line. */
    static final char COMMENT = '#';

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
            if (c == COMMENT) {
                break;
            }
            if (c == '\t') {
                line.append(' ');
            } else if (isKept(c)) {
                line.append(c);
            }
        }
        return line.toString().trim();
    }

    /** Whether the character is part of a word after preprocessing: kept, and not a space. */
    static boolean isWordCharacter(char c) {
        return c != ' ' && isKept(c);
    }

    /** Control characters are dropped, everything else kept. */
    private static boolean isKept(char c) {
        return c >= 32 && c != 127;
    }
}
