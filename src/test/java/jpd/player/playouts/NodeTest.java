package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class NodeTest {
    private static final int FIRST = 40;
    private static final int SECOND = 41;

    /** A node of two moves whose priors are these values, without any all-moves-as-first prior. */
    private static Node node(float first, float second) {
        Node node = new Node(new int[] {FIRST, SECOND});
        node.priors[0] = first;
        node.priors[1] = second;
        return node;
    }

    @Test
    void aMoveJudgedBadIsNotTriedBeforeANeutralOne() {
        assertEquals(1, node(0.2f, 0.5f).select());
        assertEquals(0, node(0.5f, 0.2f).select());
    }

    @Test
    void realResultsOutweighThePrior() {
        Node node = node(0.2f, 0.5f);
        node.update(1, 0.4f, 0, -5);
        assertEquals(1, node.select(), "one result of 0.4 leaves the neutral move above the bad one");
        for (int i = 0; i < 2 * Node.PRIOR_VISITS; i++) {
            node.update(0, 1, 1, 5);
        }
        assertEquals(0, node.select(), "the bad-looking move that keeps winning is chosen");
    }

    @Test
    void aMoveTheModelFindsLikelyIsTriedAgainThoughItLooksABitWorseUntilItHasBeenTried() {
        Node node = node(0.5f, 0.5f);
        node.policy[0] = 0.05f;
        node.policy[1] = 0.9f;
        for (int i = 0; i < 10; i++) {
            node.update(0, i < 6 ? 1 : 0, i < 6 ? 1 : 0, 0);
            node.update(1, i < 5 ? 1 : 0, i < 5 ? 1 : 0, 0);
        }
        assertEquals(1, node.select(), "after 10 visits each, 0.6 against 0.5: the likely move is tried again");
        for (int i = 0; i < 200; i++) {
            node.update(1, i % 2, i % 2, 0);
        }
        assertEquals(0, node.select(), "once tried 210 times, its results decide");
    }
}
