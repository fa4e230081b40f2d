package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RootChoiceTest {
    private static final int FIRST = 40;
    private static final int SECOND = 41;

    /** Gives move i of the node these margins (from the mover's view), one simulation each. */
    private static void simulate(Node node, int i, float... margins) {
        for (float margin : margins) {
            float win = margin > 0 ? 1 : margin < 0 ? 0 : 0.5f;
            node.update(i, win, win, margin);
        }
    }

    /** Margins scattered around a mean as an open position's playouts are, n of them. */
    private static float[] scattered(int n, float mean) {
        float[] margins = new float[n];
        for (int k = 0; k < n; k++) {
            margins[k] = mean + (k % 2 == 0 ? 40 : -40);
        }
        return margins;
    }

    private static float[] agreeing(int n, float margin) {
        float[] margins = new float[n];
        java.util.Arrays.fill(margins, margin);
        return margins;
    }

    @Test
    void aMostVisitedPassInAnOpenPositionGivesWayToTheMostVisitedRealMove() {
        Node root = new Node(new int[] {FIRST, SECOND, Position.PASS});
        simulate(root, 0, scattered(60, -5));
        simulate(root, 1, scattered(160, -5));
        simulate(root, 2, scattered(220, -5));

        assertEquals(SECOND, new RootChoice(root, false, false).best());
    }

    @Test
    void aMostVisitedPassStandsWhenTheGameAfterItIsSettled() {
        Node root = new Node(new int[] {FIRST, SECOND, Position.PASS});
        simulate(root, 0, agreeing(3, 2.5f));
        simulate(root, 1, agreeing(5, 2.5f));
        simulate(root, 2, agreeing(200, 3.5f));

        assertEquals(Position.PASS, new RootChoice(root, false, false).best());
    }

    @Test
    void aLessVisitedPassIsChosenOnlyWhenItDoesAsWellAndBothAreKnownPrecisely() {
        Node settled = new Node(new int[] {FIRST, Position.PASS});
        simulate(settled, 0, agreeing(100, 3.5f));
        simulate(settled, 1, agreeing(40, 3.5f));
        assertEquals(Position.PASS, new RootChoice(settled, false, false).best());

        Node open = new Node(new int[] {FIRST, Position.PASS});
        simulate(open, 0, scattered(100, 3.5f));
        simulate(open, 1, scattered(40, 3.5f));
        assertEquals(FIRST, new RootChoice(open, false, false).best());
    }

    /**
     * A root whose one move loses by 30 points but for a few playouts won by a point, and whose
     * pass always loses by this many points more than that move's mean; both known precisely.
     */
    private static Node lostRootWithPassCosting(float points) {
        Node root = new Node(new int[] {FIRST, Position.PASS});
        float[] margins = agreeing(400, -30);
        for (int k = 0; k < 20; k++) {
            margins[k] = 1;
        }
        simulate(root, 0, margins);
        float moveMean = (20 * 1 + 380 * -30) / 400f;
        simulate(root, 1, agreeing(60, moveMean - points));
        return root;
    }

    @Test
    void onceTheGameIsLostAPassMayCostUpToTwoPointsAndAnyWinRate() {
        assertEquals(Position.PASS, new RootChoice(lostRootWithPassCosting(1.5f), true, false).best());
        assertEquals(FIRST, new RootChoice(lostRootWithPassCosting(1.5f), false, false).best());
        assertEquals(FIRST, new RootChoice(lostRootWithPassCosting(2.5f), true, false).best());
    }

    @Test
    void rightAfterAnAttackALostGamesPassMayCostOnlyHalfAPoint() {
        assertEquals(FIRST, new RootChoice(lostRootWithPassCosting(1.5f), true, true).best());
        assertEquals(Position.PASS, new RootChoice(lostRootWithPassCosting(0.3f), true, true).best());
    }
}
