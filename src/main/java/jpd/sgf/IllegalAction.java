package jpd.sgf;

import java.util.Locale;
import jpd.rules.Action;
import jpd.rules.IllegalReason;

/**
 * An action of a record that the rules refuse.
 *
 * @param moveNumber the 1-based number of the action in the main line (setup nodes are not moves)
 * @param action     who tried what
 * @param reason     why the rules refuse it
 */
public record IllegalAction(int moveNumber, Action action, IllegalReason reason) {

    /** {@code move 23 (black D4): illegal: <reason>}, as {@code jpd check} prints it. */
    public String describe() {
        return "move " + moveNumber + " (" + action.color().name().toLowerCase(Locale.ROOT) + " "
                + action.move() + "): illegal: " + reason.message();
    }
}
