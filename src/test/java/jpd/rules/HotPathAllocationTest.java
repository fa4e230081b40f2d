package jpd.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import jpd.bench.UniformPlayout;
import org.junit.jupiter.api.Test;

/** Playing moves allocates nothing once the game's tables have grown (issue 2: no per-move allocation). */
class HotPathAllocationTest {

    @Test
    void playoutsAllocateNothingAfterTheFirst() {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        for (int size : new int[] {9, 19}) {
            UniformPlayout playout = new UniformPlayout(new Game(size, RuleSet.DEFAULT), size);
            for (int i = 0; i < 200; i++) {
                playout.run();
            }
            long before = threads.getThreadAllocatedBytes(thread);
            long moves = 0;
            for (int i = 0; i < 20; i++) {
                moves += playout.run();
            }
            long allocated = threads.getThreadAllocatedBytes(thread) - before;
            assertTrue(moves > 20 * size, "playouts played moves");
            // An object per move would cost 16 bytes or more a move; a rare table growth costs far less.
            assertTrue(allocated < 4 * moves, size + "x" + size + ": " + allocated + " bytes for " + moves + " moves");
        }
    }
}
