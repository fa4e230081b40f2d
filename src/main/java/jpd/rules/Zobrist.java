package jpd.rules;

import java.util.SplittableRandom;

/** The 64-bit Zobrist keys of stones and of virtual-stone counts, fixed for every run. */
final class Zobrist {
    /** Largest padded board: (MAX_SIZE + 2) squared cells. */
    static final int CELLS = (Point.MAX_SIZE + 2) * (Point.MAX_SIZE + 2);

    /** STONE[code * CELLS + cell] for stone codes 1 and 2. */
    private static final long[] STONE = new long[3 * CELLS];

    static {
        SplittableRandom random = new SplittableRandom(0x6a70645f67747021L);
        for (int i = CELLS; i < STONE.length; i++) {
            STONE[i] = random.nextLong();
        }
    }

    private Zobrist() {
    }

    /** The key of a stone of code 1 or 2 on a padded cell index (boards of any size share keys by cell). */
    static long stone(int code, int cell) {
        return STONE[code * CELLS + cell];
    }

    /** The key of holding {@code count} virtual stones of a colour; 0 for none. */
    static long virtualStones(Color color, int count) {
        if (count == 0) {
            return 0;
        }
        // SplitMix64 finaliser over (count, colour): distinct for every pair, uniform bits.
        long z = (count * 2L + color.ordinal()) * 0x9E3779B97F4A7C15L + 0x5851F42D4C957F2DL;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
