package jpd.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Properties of the rules core over many random games. */
class GamePropertiesTest {

    @Test
    void undoRestoresEveryStateExactly() {
        Random random = new Random(11);
        for (int round = 0; round < 150; round++) {
            RuleSet rules = RandomGames.ALL_RULES.get(round % RandomGames.ALL_RULES.size());
            Game game = new Game(2 + random.nextInt(6), rules);
            List<String> states = new ArrayList<>();
            states.add(game.stateFingerprint());
            RandomGames.play(game, random, 120, new RandomGames.Observer() {
                @Override
                public void played(Game g, Color color, Move move) {
                    states.add(g.stateFingerprint());
                }

                /** jpd-dispute is not an action: undo goes back over it and the pass before it. */
                @Override
                public void resumed(Game g) {
                    states.set(states.size() - 1, g.stateFingerprint());
                }
            });
            for (int i = states.size() - 2; i >= 0; i--) {
                assertTrue(game.undo(), "undo " + i);
                assertEquals(states.get(i), game.stateFingerprint(), "state after undo to " + i);
            }
            assertFalse(game.undo());
        }
    }

    @Test
    void illegalActionsChangeNothing() {
        Random random = new Random(12);
        for (int round = 0; round < 100; round++) {
            RuleSet rules = RandomGames.ALL_RULES.get(round % RandomGames.ALL_RULES.size());
            Game game = new Game(2 + random.nextInt(5), rules);
            RandomGames.play(game, random, 60, (g, color, move) -> { });
            for (Point point : game.board().points()) {
                for (Color color : Color.values()) {
                    for (Move move : List.of(Move.at(point), Move.VIRTUAL, Move.PASS)) {
                        String before = game.stateFingerprint();
                        boolean legal = game.isLegal(color, move);
                        assertEquals(before, game.stateFingerprint(), "isLegal changed the state");
                        if (!legal) {
                            assertFalse(game.play(color, move).isPlayed());
                            assertEquals(before, game.stateFingerprint(), "illegal " + move + " changed the state");
                        }
                    }
                }
            }
        }
    }

    /** Under art2014 a real or virtual move never makes the opponent face a whole position again. */
    @Test
    void noPlayerFacesAWholePositionTwiceAfterAMove() {
        Random random = new Random(13);
        for (int round = 0; round < 300; round++) {
            Game game = new Game(2 + random.nextInt(4), RuleSet.DEFAULT);
            List<Set<Long>> faced = List.of(new HashSet<>(), new HashSet<>());
            faced.get(Color.BLACK.ordinal()).add(game.wholePositionHash());
            RandomGames.play(game, random, 400, (g, color, move) -> {
                boolean firstTime = faced.get(g.toMove().ordinal()).add(g.wholePositionHash());
                // Passes are always allowed (§4.3): only moves are bound to new positions.
                if (!move.isPass() && g.phase() != Phase.STOPPED) {
                    assertTrue(firstTime, "whole position repeated for " + g.toMove() + " after " + move);
                }
            });
        }
    }

    @Test
    void actionCountAndLastActionAgreeWithTheActionList() {
        Random random = new Random(14);
        for (int round = 0; round < 100; round++) {
            Game game = new Game(2 + random.nextInt(5), RandomGames.ALL_RULES.get(round % RandomGames.ALL_RULES.size()));
            RandomGames.play(game, random, 80, (g, color, move) -> {
                List<Action> actions = g.actions();
                assertEquals(actions.size(), g.actionCount());
                assertEquals(new Action(color, move), g.lastAction().orElseThrow());
            });
            while (game.undo()) {
                List<Action> actions = game.actions();
                assertEquals(actions.size(), game.actionCount());
                assertEquals(actions.isEmpty() ? java.util.Optional.empty()
                        : java.util.Optional.of(actions.get(actions.size() - 1)), game.lastAction());
            }
        }
    }

    @Test
    void theActionListFollowsMovesAndUndoesWheneverItIsAsked() {
        Random random = new Random(15);
        for (int round = 0; round < 100; round++) {
            int size = 2 + random.nextInt(4);
            Game game = new Game(size, RandomGames.ALL_RULES.get(round % RandomGames.ALL_RULES.size()));
            List<Action> expected = new java.util.ArrayList<>();
            for (int step = 0; step < 120 && game.phase() != Phase.ENDED; step++) {
                if (random.nextInt(8) == 0) {
                    if (game.undo()) {
                        expected.remove(expected.size() - 1);
                    }
                } else {
                    int pick = random.nextInt(size * size + 2);
                    Move move = pick == size * size ? Move.PASS : pick > size * size ? Move.VIRTUAL
                            : Move.at(pick % size, pick / size);
                    Color color = game.toMove();
                    if (game.play(color, move).isPlayed()) {
                        expected.add(new Action(color, move));
                    }
                }
                // Asked only now and then, so that a list may have to be extended by several actions at once.
                if (random.nextInt(3) == 0) {
                    assertEquals(expected, game.actions());
                }
            }
            assertEquals(expected, game.actions());
        }
    }

    @Test
    void wholePositionKeyFollowsBoardAndVirtualCounts() {
        Game game = new Game(5, RuleSet.DEFAULT);
        long empty = game.wholePositionHash();
        game.play(Color.BLACK, Move.VIRTUAL);
        long oneVirtual = game.wholePositionHash();
        assertTrue(oneVirtual != empty);
        assertEquals(0, game.boardForReading().hash());
        game.play(Color.WHITE, Move.at(0, 0));
        long stone = game.boardForReading().hash();
        assertTrue(stone != 0 && game.wholePositionHash() == (stone ^ oneVirtual));
    }
}
