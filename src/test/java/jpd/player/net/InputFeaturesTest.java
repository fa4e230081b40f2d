package jpd.player.net;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import jpd.rules.Game;
import jpd.rules.RandomGames;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class InputFeaturesTest {

    /**
     * The inputs of every position of random games, passes, virtual moves and disputes included, are filled: the
     * ladder reader once overflowed an array when a liberty it read was a ko mouth next to a chain of four stones or
     * more in atari (genmove failed with an internal error in a 9x9 game).
     */
    @Test
    void everyPositionOfRandomGamesHasItsInputs() {
        for (int seed = 0; seed < 40; seed++) {
            int size = seed < 20 ? 7 : 9;
            int area = size * size;
            float[] spatial = new float[InputFeatures.SPATIAL * area];
            float[] global = new float[InputFeatures.GLOBAL];
            RandomGames.play(new Game(size, RuleSet.DEFAULT), new Random(seed), 200, (game, color, move) -> {
                InputFeatures.fill(NetHistory.of(game), NetHistory.code(game.toMove()), 6.5, spatial, global);
                float onBoard = 0;
                for (int i = 0; i < area; i++) {
                    onBoard += spatial[i];
                }
                assertEquals(area, onBoard, "the on-board plane");
            });
        }
    }
}
