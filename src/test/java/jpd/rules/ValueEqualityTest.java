package jpd.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The hand-written equals and hashCode of the rules' value records keep the records' meaning. */
class ValueEqualityTest {

    @Test
    void pointsAreEqualExactlyWhenColumnAndRowAre() {
        for (int a = 0; a < 36; a++) {
            for (int b = 0; b < 36; b++) {
                // A point built directly is not the cached one, so equality cannot be identity.
                Point left = Point.of(a % 6, a / 6);
                Point right = new Point(b % 6, b / 6);
                assertEquals(a == b, left.equals(right), left + " vs " + right);
                if (a == b) {
                    assertEquals(left.hashCode(), right.hashCode());
                }
            }
        }
        assertNotEquals(Point.of(0, 0), "A1");
    }

    @Test
    void actionsAreEqualExactlyWhenColourAndMoveAre() {
        List<Action> actions = new ArrayList<>();
        for (Color color : Color.values()) {
            for (Move move : List.of(Move.PASS, Move.VIRTUAL, Move.at(Point.of(3, 3)), Move.at(Point.of(3, 4)))) {
                actions.add(new Action(color, move));
            }
        }
        for (int a = 0; a < actions.size(); a++) {
            for (int b = 0; b < actions.size(); b++) {
                Action copy = new Action(actions.get(b).color(), actions.get(b).move());
                assertEquals(a == b, actions.get(a).equals(copy), actions.get(a) + " vs " + copy);
                if (a == b) {
                    assertEquals(actions.get(a).hashCode(), copy.hashCode());
                }
            }
        }
        assertNotEquals(actions.get(0), Move.PASS);
    }
}
