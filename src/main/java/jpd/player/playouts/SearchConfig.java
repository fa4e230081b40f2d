package jpd.player.playouts;

/**
 * How hard the built-in player searches, and when it gives up.
 *
 * @param playouts        playouts per move, over all threads (at least 1)
 * @param secondsPerMove  the most wall time per move; the game clock may allow less
 * @param threads         search threads, all growing one tree, at least 1
 * @param seed            the seed of every random choice: one thread and the same seed give the same moves
 * @param resignThreshold the win rate below which the player resigns ({@link jpd.player.Resignation}); 0 never resigns
 * @param ponder          whether the player searches on after its move until the next command ({@link Ponder})
 */
public record SearchConfig(int playouts, double secondsPerMove, int threads, long seed, double resignThreshold,
                           boolean ponder) {
    /** Playouts per move unless told otherwise. */
    public static final int DEFAULT_PLAYOUTS = 20_000;
    /** Seconds per move unless told otherwise. */
    public static final double DEFAULT_SECONDS = 10;
    /** The resignation threshold unless told otherwise. */
    public static final double DEFAULT_RESIGN_THRESHOLD = 0.05;

    public SearchConfig {
        if (playouts < 1 || threads < 1 || !(secondsPerMove > 0)) {
            throw new IllegalArgumentException("playouts, threads and seconds per move must be positive");
        }
        if (!(resignThreshold >= 0 && resignThreshold < 1)) {
            throw new IllegalArgumentException("the resign threshold must be at least 0 and below 1: " + resignThreshold);
        }
    }

    /** The defaults with this seed and one thread. */
    public static SearchConfig withSeed(long seed) {
        return new SearchConfig(DEFAULT_PLAYOUTS, DEFAULT_SECONDS, 1, seed, DEFAULT_RESIGN_THRESHOLD, false);
    }

    /** The same search that never resigns. */
    public SearchConfig neverResigning() {
        return new SearchConfig(playouts, secondsPerMove, threads, seed, 0, ponder);
    }
}
