package jpd.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A copy of a game is in the same state, obeys the same history, and is independent of the original. */
class GameCopyTest {

    @Test
    void aCopyHasTheWholeStateOfItsOriginalAtEveryStep() {
        Random random = new Random(21);
        for (int round = 0; round < 120; round++) {
            RuleSet rules = RandomGames.ALL_RULES.get(round % RandomGames.ALL_RULES.size());
            Game game = new Game(2 + random.nextInt(6), rules);
            List<String> mismatches = new ArrayList<>();
            RandomGames.play(game, random, 100, new RandomGames.Observer() {
                @Override
                public void played(Game g, Color color, Move move) {
                    check(g, mismatches);
                }

                @Override
                public void resumed(Game g) {
                    check(g, mismatches);
                }
            });
            assertEquals(List.of(), mismatches, rules.toString());
        }
    }

    @Test
    void aCopyKeepsTheKoHistory() {
        Game game = Positions.tripleKo(RuleSet.DEFAULT);
        Positions.playFiveKoCaptures(game);
        Game copy = game.copy();
        assertEquals(game.isLegal(game.toMove(), Positions.SIXTH_KO_CAPTURE),
                copy.isLegal(copy.toMove(), Positions.SIXTH_KO_CAPTURE));
        assertEquals(false, copy.isLegal(copy.toMove(), Positions.SIXTH_KO_CAPTURE), "superko forbids the sixth capture");
    }

    @Test
    void changingTheCopyLeavesTheOriginalAlone() {
        Game game = new Game(9, RuleSet.DEFAULT);
        game.setup(Map.of(Point.of(2, 2), Color.BLACK), Color.WHITE);
        game.play(Color.WHITE, Move.at(4, 4));
        String before = game.stateFingerprint();
        Game copy = game.copy();
        copy.play(Color.BLACK, Move.at(5, 5));
        copy.play(Color.WHITE, Move.PASS);
        assertEquals(before, game.stateFingerprint());
        assertNotEquals(before, copy.stateFingerprint());
        assertNotEquals(game.lineage(), copy.lineage());
        assertEquals(game.setupStones(), copy.setupStones());
    }

    private static void check(Game g, List<String> mismatches) {
        String copied = g.copy().stateFingerprint();
        if (!copied.equals(g.stateFingerprint())) {
            mismatches.add(g.stateFingerprint() + " copied as " + copied);
        }
    }
}
