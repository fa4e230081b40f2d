package jpd.sgf;

/** A record cannot be replayed because the rules refuse one of its actions. */
public final class IllegalActionException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient IllegalAction illegalAction;

    /** The replay stopped at this action. */
    public IllegalActionException(IllegalAction illegalAction) {
        super(illegalAction.describe());
        this.illegalAction = illegalAction;
    }

    /** The refused action. */
    public IllegalAction illegalAction() {
        return illegalAction;
    }
}
