package jpd.sgf;

/**
 * The free text about a game; an empty string means the file does not say.
 *
 * @param blackPlayer PB
 * @param whitePlayer PW
 * @param result      RE, e.g. {@code B+3.5}
 * @param comment     the comment before the first move (C of the root and setup nodes)
 */
public record GameInfo(String blackPlayer, String whitePlayer, String result, String comment) {

    /** Nothing known. */
    public static final GameInfo NONE = new GameInfo("", "", "", "");

    /** The same text with this result. */
    public GameInfo withResult(String newResult) {
        return new GameInfo(blackPlayer, whitePlayer, newResult, comment);
    }
}
