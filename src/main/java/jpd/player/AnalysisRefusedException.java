package jpd.player;

/** A player refused an analysis command (its options, say); the message is its reason, for the GTP error answer. */
public class AnalysisRefusedException extends Exception {
    private static final long serialVersionUID = 1L;

    public AnalysisRefusedException(String reason) {
        super(reason);
    }
}
