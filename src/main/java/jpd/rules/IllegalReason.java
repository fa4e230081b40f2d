package jpd.rules;

/** Why an action is refused; the text is what a user reads. */
public enum IllegalReason {
    OFF_BOARD("point is not on the board"),
    OCCUPIED("point is occupied"),
    SUPERKO("superko: the opponent would face a position he has faced"),
    KO("ko: the opponent would face the position he faced before his last action"),
    VIRTUAL_BOARD_SEEN("virtual move on a board the opponent has faced"),
    VIRTUAL_NOT_ALLOWED("virtual moves are not allowed under these rules"),
    MUST_ANSWER_PASS("a pass must be answered by a real move or a pass"),
    PASS_PENDING("own pass pending: the opponent must answer first"),
    GAME_ENDED("the game has ended");

    private final String message;

    IllegalReason(String message) {
        this.message = message;
    }

    /** The explanation for a user. */
    public String message() {
        return message;
    }
}
