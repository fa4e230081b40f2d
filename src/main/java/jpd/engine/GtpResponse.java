package jpd.engine;

import java.util.List;

/**
 * One GTP answer: success ({@code =}) or error ({@code ?}), its text without the status character, the id
 * and the single space after them (lines of a multi-line answer joined with {@code \n}, trailing whitespace
 * removed), and the id the engine echoed, or {@code null} when there was none.
 */
public record GtpResponse(boolean success, String text, Integer id) {

    /** Parses an answer from its first line (starting with {@code =} or {@code ?}) and its further lines. */
    public static GtpResponse parse(String firstLine, List<String> moreLines) {
        char status = firstLine.charAt(0);
        if (status != '=' && status != '?') {
            throw new IllegalArgumentException("a GTP answer starts with '=' or '?': " + firstLine);
        }
        int end = 1;
        while (end < firstLine.length() && firstLine.charAt(end) >= '0' && firstLine.charAt(end) <= '9') {
            end++;
        }
        Integer id = end > 1 ? parseId(firstLine.substring(1, end)) : null;
        int textStart = end < firstLine.length() && firstLine.charAt(end) == ' ' ? end + 1 : end;
        StringBuilder text = new StringBuilder(firstLine.substring(textStart));
        moreLines.forEach(line -> text.append('\n').append(line));
        return new GtpResponse(status == '=', text.toString().stripTrailing(), id);
    }

    private static Integer parseId(String digits) {
        // The id only labels the answer; one too large for an int is dropped rather than failing the answer.
        try {
            return Integer.valueOf(digits);
        } catch (NumberFormatException tooLarge) {
            return null;
        }
    }

    /** The answer as the engine wrote it, without id: {@code = D4}, {@code ? illegal move}, {@code =}. */
    public String display() {
        String status = success ? "=" : "?";
        return text.isEmpty() ? status : status + " " + text;
    }

    /** {@link #display} as {@link Excerpt} cuts it, for logs and messages: an engine may answer megabytes of garbage. */
    public String excerpt() {
        return Excerpt.of(display());
    }
}
