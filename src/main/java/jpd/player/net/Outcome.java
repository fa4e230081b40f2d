package jpd.player.net;

/**
 * What a visit found, from Black's view: the expected win minus loss (from -1 to 1) and lead in artistic points.
 *
 * @param winLoss win minus loss: 1 a sure win, -1 a sure loss, 0 even or a draw
 * @param lead    the expected margin
 */
record Outcome(double winLoss, double lead) {
    /** A draw or a game without result. */
    static final Outcome EVEN = new Outcome(0, 0);

    /** The outcome of a game scored with this margin. */
    static Outcome scored(double margin) {
        return new Outcome(Math.signum(margin), margin);
    }
}
