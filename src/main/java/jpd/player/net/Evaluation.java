package jpd.player.net;

/**
 * What a network says about one position, all from the view of the side to move.
 *
 * @param policy    the probability of each move: index {@code row * size + column} with row 0 at the bottom as in
 *                  {@link jpd.rules.Point}, then the pass (which also stands for a virtual move) at
 *                  {@code size * size}; sums to 1 over all entries, illegal moves included
 * @param win       the probability that the side to move wins
 * @param loss      the probability that it loses (the rest is no result)
 * @param lead      how many points the side to move leads by, counted as the net was told (see {@link Evaluator})
 * @param ownership per point ({@code row * size + column}), from -1 (the opponent's) to +1 (the side to move's)
 */
public record Evaluation(float[] policy, double win, double loss, double lead, float[] ownership) {
}
