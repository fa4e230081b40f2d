package jpd.player;

import jpd.rules.GameView;

/** Estimates which chains are dead when the players have agreed nothing. */
@FunctionalInterface
public interface StatusEstimator {

    /** The estimate for the game's current board; the same position always gets the same answer. */
    StatusEstimate estimate(GameView game);
}
