package jpd.player.net;

import jpd.rules.GameView;

/**
 * Evaluates positions of a game with a network. The net sees the game as KataGo would under the engine rules profile
 * of the artistic rules: territory scoring, seki eyes counted, simple ko, suicide allowed, a virtual move as a pass,
 * and a komi that follows the virtual stones ({@code komi + virtual(black) - virtual(white)}), so that its lead is
 * the artistic margin.
 */
public interface Evaluator {

    /** The network's view of the game's current position with the side to move there, Black giving this komi. */
    Evaluation evaluate(GameView game, double komi);
}
