package jpd.player.net;

import java.util.List;
import jpd.rules.Move;

/**
 * A root action as the search stands, from the view of the colour searching.
 *
 * @param move      the action
 * @param visits    the visits that went through it
 * @param winRate   the mean win rate below it
 * @param lead      the mean lead below it, in artistic points
 * @param leadStdev the standard deviation of the lead
 * @param utility   the mean utility below it (win minus loss plus the score utility)
 * @param prior     the net's probability of it
 * @param variation the action and then the most visited line below it
 */
record Candidate(Move move, int visits, double winRate, double lead, double leadStdev, double utility, double prior,
                 List<Move> variation) {
}
