package jpd.rules;

/**
 * Seeds derived from seeds through SplitMix64's mixing function, so that nearby inputs (a seed and the next, game 7
 * and game 8) give unrelated outputs: every random source in jpd is seeded through here, never with a raw seed.
 */
public final class Seeds {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private Seeds() {
    }

    /** SplitMix64's output for state {@code x}: the state advanced by the golden gamma, then mixed. */
    public static long mix(long x) {
        long z = x + GOLDEN_GAMMA;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The seed of a part of a seeded whole: {@code mix(...mix(mix(seed) + parts[0]) + parts[1]...)}. */
    public static long derive(long seed, long... parts) {
        long h = mix(seed);
        for (long part : parts) {
            h = mix(h + part);
        }
        return h;
    }
}
