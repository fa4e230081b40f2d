package jpd.rules;

import java.util.List;
import java.util.Random;

/** Random legal games for property tests: real moves, virtual moves, passes, disputes, turns out of order. */
public final class RandomGames {
    /** The three rule sets and the novirtual ko options. */
    public static final List<RuleSet> ALL_RULES = List.of(
            RuleSet.DEFAULT,
            RuleSet.parse("art2014-simple", List.of()),
            RuleSet.parse("art-novirtual", List.of()),
            RuleSet.parse("art-novirtual", List.of("ko=positional")),
            RuleSet.parse("art-novirtual", List.of("ko=simple", "komi_rule=A")));

    /** Called after each successful action. */
    public interface Observer {
        void played(Game game, Color color, Move move);

        /** Called after {@link Game#resumeDispute()}. */
        default void resumed(Game game) {
        }
    }

    private RandomGames() {
    }

    /** Plays up to {@code steps} random actions; stops early when the game ends or stays stopped. */
    public static void play(Game game, Random random, int steps, Observer observer) {
        for (int step = 0; step < steps; step++) {
            if (game.phase() == Phase.ENDED) {
                return;
            }
            if (game.phase() == Phase.STOPPED) {
                if (random.nextInt(3) == 0) {
                    return;
                }
                if (random.nextBoolean()) {
                    game.resumeDispute();
                    observer.resumed(game);
                }
            }
            Color color = random.nextInt(20) == 0 ? game.toMove().opponent() : game.toMove();
            Move move = randomAction(game, random);
            if (game.play(color, move).isPlayed()) {
                observer.played(game, color, move);
            }
        }
    }

    private static Move randomAction(Game game, Random random) {
        int roll = random.nextInt(100);
        if (roll < 6) {
            return Move.PASS;
        }
        if (roll < 12) {
            return Move.VIRTUAL;
        }
        Board board = game.boardForReading();
        if (board.emptyCount() == 0) {
            return Move.PASS;
        }
        return Move.at(board.pointOf(board.emptyCell(random.nextInt(board.emptyCount()))));
    }
}
