package jpd.player.net;

import jpd.rules.Color;
import jpd.rules.Move;

/** Which actions a search may try where a colour acts at a depth (plies from the root, 0: the root's own moves). */
@FunctionalInterface
interface MoveFilter {
    /** Every legal action. */
    MoveFilter ALL = (color, move, depth) -> true;

    boolean allows(Color color, Move move, int depth);
}
