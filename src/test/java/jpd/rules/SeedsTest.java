package jpd.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SeedsTest {

    @Test
    void mixIsSplitMix64sFirstOutput() {
        // The published first output of SplitMix64 seeded with 0.
        assertEquals(0xE220A8397B1DCDAFL, Seeds.mix(0));
        // The JDK's SplittableRandom uses the same generator: its first draw from state x is mix(x).
        for (long x : new long[] {1, 2, 42, -7, Long.MAX_VALUE}) {
            assertEquals(new SplittableRandom(x).nextLong(), Seeds.mix(x));
        }
    }

    @Test
    void deriveChainsTheMixer() {
        assertEquals(Seeds.mix(Seeds.mix(Seeds.mix(5) + 7) + 1), Seeds.derive(5, 7, 1));
        assertEquals(Seeds.mix(5), Seeds.derive(5));
    }

    @Test
    void adjacentInputsGiveUnrelatedSeeds() {
        // About half of the 64 bits differ between the seeds of neighbouring inputs.
        int differing = 0;
        for (long x = 0; x < 1000; x++) {
            differing += Long.bitCount(Seeds.derive(3, x, 0) ^ Seeds.derive(3, x, 1));
            differing += Long.bitCount(Seeds.derive(x, 1, 0) ^ Seeds.derive(x + 1, 1, 0));
        }
        double mean = differing / 2000.0;
        assertTrue(mean > 30 && mean < 34, "mean differing bits " + mean);
    }
}
