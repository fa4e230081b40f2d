package jpd.engine;

/** An engine's text cut for a log line or a message: its start, its length, no control characters. */
public final class Excerpt {
    /** The most characters of the text shown. */
    public static final int MAX_CHARS = 300;

    private Excerpt() {
    }

    /** The text when short, else its first {@link #MAX_CHARS} characters and its length; control characters but LF as '?'. */
    public static String of(String text) {
        int shown = Math.min(text.length(), MAX_CHARS);
        StringBuilder excerpt = new StringBuilder(shown + 40);
        for (int i = 0; i < shown; i++) {
            char c = text.charAt(i);
            excerpt.append(c != '\n' && Character.isISOControl(c) ? '?' : c);
        }
        if (shown < text.length()) {
            excerpt.append("... (").append(text.length()).append(" characters in all)");
        }
        return excerpt.toString();
    }
}
