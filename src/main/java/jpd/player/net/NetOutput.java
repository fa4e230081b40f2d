package jpd.player.net;

/**
 * All that the network says about a position, turned to probabilities and points as KataGo does for model version 8
 * ({@code NNEvaluator}), from the side to move's view; {@link #evaluation()} is what a search needs of it.
 *
 * @param evaluation          the policy, win, loss, lead and ownership
 * @param legal               per policy index, whether KataGo's rules allow the move there (the pass is always legal)
 * @param noResult            the probability of no result (a long cycle, for KataGo)
 * @param scoreMean           the expected score as self-play would count it
 * @param scoreMeanSquare     its second moment
 * @param varianceTimeLeft    KataGo's estimate of how long the game's outcome stays uncertain
 * @param whiteKomi           the komi the net was given, for White, before KataGo's territory chill
 * @param whiteBonus          KataGo's territory chill at this position: a point for White per Black stone played,
 *                            less one per White stone
 */
public record NetOutput(Evaluation evaluation, boolean[] legal, double noResult, double scoreMean,
        double scoreMeanSquare, double varianceTimeLeft, double whiteKomi, int whiteBonus) {
}
