package jpd.player.net;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToDoubleFunction;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Point;

/**
 * A deterministic stand-in for a network: a fixed policy over the actions, Black's win probability from a rule over
 * the position, a lead from the stones on the board, no ownership, and a clock that each evaluation advances.
 */
final class FakeEvaluator implements Evaluator {
    /** The clock of the tests, in nanoseconds, shared by every fake evaluator of a test. */
    final AtomicLong clock;
    final AtomicInteger evaluations = new AtomicInteger();
    private final float[] policy;
    private final ToDoubleFunction<GameView> blackWins;
    private final long nanosPerEvaluation;

    /**
     * A net for this board size giving the policy weight {@code favouredWeight} to each favoured point or pass
     * ({@code "pass"}), 1 to every other action; Black winning with the probability the rule says.
     */
    FakeEvaluator(int size, double favouredWeight, ToDoubleFunction<GameView> blackWins, AtomicLong clock,
                  long nanosPerEvaluation, String... favoured) {
        this.clock = clock;
        this.blackWins = blackWins;
        this.nanosPerEvaluation = nanosPerEvaluation;
        policy = new float[size * size + 1];
        java.util.Arrays.fill(policy, 1);
        for (String text : favoured) {
            int index = text.equals("pass") ? size * size : index(Point.tryParse(text, size).orElseThrow(), size);
            policy[index] = (float) favouredWeight;
        }
        double sum = 0;
        for (float p : policy) {
            sum += p;
        }
        for (int i = 0; i < policy.length; i++) {
            policy[i] /= (float) sum;
        }
    }

    @Override
    public Evaluation evaluate(GameView game, double komi) {
        evaluations.incrementAndGet();
        clock.addAndGet(nanosPerEvaluation);
        double black = blackWins.applyAsDouble(game);
        boolean blackToMove = game.toMove() == Color.BLACK;
        double lead = game.board().stonesOnBoard(Color.BLACK) - game.board().stonesOnBoard(Color.WHITE) - komi;
        return new Evaluation(policy.clone(), blackToMove ? black : 1 - black, blackToMove ? 1 - black : black,
                blackToMove ? lead : -lead, new float[game.size() * game.size()]);
    }

    static int index(Point point, int size) {
        return point.row() * size + point.column();
    }
}
