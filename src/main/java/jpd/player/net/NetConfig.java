package jpd.player.net;

/**
 * How hard the network player searches, and when it gives up.
 *
 * @param visits          the most visits of the root per move, its own evaluation and the visits kept from the last
 *                        move's tree included (KataGo's {@code maxVisits}); at least 1
 * @param secondsPerMove  the most wall time per move; the game clock may allow less
 * @param threads         search threads, all growing one tree, each with an evaluator of its own; at least 1
 * @param seed            breaks ties between moves of equal prior: one thread and the same seed give the same moves
 * @param resignThreshold the win rate below which the player resigns ({@link jpd.player.Resignation}); 0 never
 */
public record NetConfig(int visits, double secondsPerMove, int threads, long seed, double resignThreshold) {
    /** Visits per move unless told otherwise. */
    public static final int DEFAULT_VISITS = 400;

    public NetConfig {
        if (visits < 1 || threads < 1 || !(secondsPerMove > 0)) {
            throw new IllegalArgumentException("visits, threads and seconds per move must be positive");
        }
        if (!(resignThreshold >= 0 && resignThreshold < 1)) {
            throw new IllegalArgumentException("the resign threshold must be at least 0 and below 1: " + resignThreshold);
        }
    }
}
