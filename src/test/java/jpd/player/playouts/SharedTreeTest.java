package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class SharedTreeTest {

    /** Every node of the tree: its visit counts add up to its total, and no visit count is negative. */
    private static int checkCounts(Node node) {
        int sum = Arrays.stream(node.visits).sum();
        assertEquals(sum, node.total, "the total is the sum of the visits");
        assertTrue(Arrays.stream(node.visits).allMatch(n -> n >= 0), "no virtual loss taken back twice");
        int nodes = 1;
        for (int i = 0; i < node.moves.length; i++) {
            Node child = node.childAt(i);
            if (child != null) {
                assertTrue(child.total <= node.visits[i], "a child is visited only through its move");
                nodes += checkCounts(child);
            }
        }
        return nodes;
    }

    @Test
    void twoThreadsGrowOneTreeAndGiveEveryVirtualLossBack() throws InterruptedException {
        Game game = new Game(9, RuleSet.DEFAULT);
        SearchRoot root = SearchRoot.of(game, Color.BLACK, 6.5, false);
        Search[] searches = Search.start(root, 5, 2, null, Double.NaN);
        assertSame(searches[0].root(), searches[1].root(), "one tree");
        Thread other = new Thread(() -> searches[1].run(3000, Long.MAX_VALUE));
        other.start();
        searches[0].run(3000, Long.MAX_VALUE);
        other.join();
        long simulated = searches[0].simulated() + searches[1].simulated();
        Node tree = searches[0].root();
        assertEquals(simulated, tree.total, "each simulation counted once at the root, no virtual loss left");
        assertTrue(checkCounts(tree) > 100, "the tree grew");
    }
}
