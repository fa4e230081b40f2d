package jpd.player.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Collectors;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Point;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

/**
 * The evaluator against the real KataGo's {@code kata-raw-nn 0}, with KataGo set to the engine rules profile and the
 * komi the net is given, on games played by sampling KataGo's own policy (with a share of random moves, virtual
 * moves and passes) on 9x9, 13x13 and 19x19, every position compared, on each kernel of this JVM ({@link
 * TestKernels}: the plain Java one with {@code Math.fma}, and with a multiply and an add or, in a JVM with the
 * incubator module as in {@link VectorKernelTest}, the Vector API one). The inputs these games reach (captures, ko,
 * ladders, passes and virtual moves in the history) are counted and must all occur.
 */
class KataGoAgreementTest {
    private static final double POLICY_TOLERANCE = 1e-4;
    private static final double VALUE_TOLERANCE = 1e-4;
    private static final double LEAD_TOLERANCE = 1e-2;
    private static final double OWNERSHIP_TOLERANCE = 1e-4;

    private final Coverage coverage = new Coverage();
    private final List<MatrixKernel> kernels = TestKernels.all();
    private final List<NetEvaluator> evaluators = new ArrayList<>();
    private final double[][] maxDifference = new double[kernels.size()][4];

    @Test
    void theEvaluatorAgreesWithKataGoOnTwoHundredPositions() throws Exception {
        String why = KataGo.whyNot();
        assumeTrue(why == null, why);
        var model = Networks.shipped();
        for (MatrixKernel kernel : kernels) {
            evaluators.add(Networks.of(model, kernel));
        }
        List<String> failures = new ArrayList<>();
        int positions = 0;
        try (KataGo kataGo = KataGo.start()) {
            int[][] games = {{9, 1, 70}, {9, 2, 70}, {9, 3, 45}, {13, 4, 30}, {19, 5, 25}};
            for (int[] game : games) {
                positions += play(kataGo, game[0], new Random(game[1]), game[2], failures);
            }
        }
        assertEquals(List.of(), failures.subList(0, Math.min(5, failures.size())));
        assertTrue(positions >= 200, "only " + positions + " positions");
        String seen = coverage.toString();
        assertTrue(coverage.isComplete(), "the games miss an input: " + seen);
        for (int k = 0; k < evaluators.size(); k++) {
            double[] max = maxDifference[k];
            System.out.printf(Locale.ROOT, "%s: %d positions, %s; max differences: policy %.2g, win/loss %.2g,"
                    + " lead %.2g, ownership %.2g%n", evaluators.get(k).kernelName(), positions, seen, max[0], max[1],
                    max[2], max[3]);
        }
    }

    private int play(KataGo kataGo, int size, Random random, int length, List<String> failures) throws Exception {
        Game game = new Game(size, RuleSet.DEFAULT);
        double komi = 6.5 + random.nextInt(3);
        kataGo.send("boardsize " + size);
        kataGo.send("clear_board");
        int positions = 0;
        for (int turn = 0; turn <= length; turn++) {
            kataGo.send("komi " + (komi + game.virtualStones(Color.BLACK) - game.virtualStones(Color.WHITE)));
            RawNn expected = RawNn.parse(kataGo.send("kata-raw-nn 0"), size);
            for (int k = 0; k < evaluators.size(); k++) {
                compare(expected, evaluators.get(k).output(game, komi), game, size, k, failures);
            }
            coverage.add(game);
            positions++;
            Move move = nextMove(game, expected, random);
            Color color = game.toMove();
            game.play(color, move);
            kataGo.send("play " + (color == Color.BLACK ? "b " : "w ") + (move.isReal() ? move : "pass"));
        }
        return positions;
    }

    /**
     * A move drawn from KataGo's policy (a random legal point one time in six), now and then a virtual move or a
     * pass; never a second pass-like action in a row, which would take KataGo into its encore.
     */
    private static Move nextMove(Game game, RawNn kataGo, Random random) {
        Color color = game.toMove();
        boolean afterPassLike = game.lastAction().map(action -> !action.move().isReal()).orElse(false);
        if (!afterPassLike && game.actionCount() > 4) {
            double draw = random.nextDouble();
            if (draw < 0.07 && game.isLegal(color, Move.VIRTUAL)) {
                return Move.VIRTUAL;
            }
            if (draw < 0.10) {
                return Move.PASS;
            }
        }
        int size = game.size();
        List<Move> candidates = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        boolean uniform = random.nextInt(6) == 0;
        for (int index = 0; index < size * size; index++) {
            double p = kataGo.policy()[index];
            Move move = Move.at(index % size, index / size);
            if (!Double.isNaN(p) && game.isLegal(color, move)) {
                candidates.add(move);
                weights.add(uniform ? 1.0 : p);
            }
        }
        if (candidates.isEmpty()) {
            return afterPassLike ? Move.VIRTUAL : Move.PASS;
        }
        double total = weights.stream().mapToDouble(Double::doubleValue).sum();
        double target = random.nextDouble() * total;
        for (int i = 0; i < candidates.size(); i++) {
            target -= weights.get(i);
            if (target <= 0) {
                return candidates.get(i);
            }
        }
        return candidates.get(candidates.size() - 1);
    }

    private void compare(RawNn expected, NetOutput output, Game game, int size, int kernel, List<String> failures) {
        RawNn actual = RawNn.parse(RawNnText.of(output, size, game.toMove() == Color.WHITE), size);
        double[] max = maxDifference[kernel];
        String where = evaluators.get(kernel).kernelName() + ", " + size + "x" + size + " after"
                + game.actions().stream().map(action -> " " + action.move()).collect(Collectors.joining());
        check(max, failures, where, "win", 1, expected.whiteWin(), actual.whiteWin(), VALUE_TOLERANCE);
        check(max, failures, where, "loss", 1, expected.whiteLoss(), actual.whiteLoss(), VALUE_TOLERANCE);
        check(max, failures, where, "lead", 2, expected.whiteLead(), actual.whiteLead(), LEAD_TOLERANCE);
        for (int i = 0; i < expected.policy().length; i++) {
            if (Double.isNaN(expected.policy()[i]) != Double.isNaN(actual.policy()[i])) {
                failures.add(where + ": legality differs at policy index " + i);
            } else if (!Double.isNaN(expected.policy()[i])) {
                check(max, failures, where, "policy " + i, 0, expected.policy()[i], actual.policy()[i], POLICY_TOLERANCE);
            }
        }
        for (int i = 0; i < expected.whiteOwnership().length; i++) {
            check(max, failures, where, "ownership " + i, 3, expected.whiteOwnership()[i], actual.whiteOwnership()[i],
                    OWNERSHIP_TOLERANCE);
        }
    }

    private static void check(double[] max, List<String> failures, String where, String what, int kind,
            double expected, double actual, double tolerance) {
        double difference = Math.abs(expected - actual);
        max[kind] = Math.max(max[kind], difference);
        if (!(difference <= tolerance)) {
            failures.add(where + ": " + what + " KataGo " + expected + ", jpd " + actual);
        }
    }

    /** How many positions showed each kind of input the check must cover. */
    private static final class Coverage {
        private int captures;
        private int koBans;
        private int ladders;
        private int ladderWorkingMoves;
        private int passesInHistory;
        private int virtualsInHistory;

        void add(Game game) {
            if (game.captured(Color.BLACK) + game.captured(Color.WHITE) > 0) {
                captures++;
            }
            NetHistory history = NetHistory.of(game);
            int area = game.size() * game.size();
            float[] spatial = new float[InputFeatures.SPATIAL * area];
            float[] global = new float[InputFeatures.GLOBAL];
            InputFeatures.fill(history, NetHistory.code(game.toMove()), 7, spatial, global);
            koBans += any(spatial, 6, area) ? 1 : 0;
            ladders += any(spatial, 14, area) ? 1 : 0;
            ladderWorkingMoves += any(spatial, 17, area) ? 1 : 0;
            List<Action> recent = game.actions().subList(Math.max(0, game.actionCount() - 5), game.actionCount());
            passesInHistory += recent.stream().anyMatch(action -> action.move().isPass()) ? 1 : 0;
            virtualsInHistory += recent.stream().anyMatch(action -> action.move().isVirtual()) ? 1 : 0;
        }

        private static boolean any(float[] spatial, int plane, int area) {
            for (int p = plane * area; p < (plane + 1) * area; p++) {
                if (spatial[p] != 0) {
                    return true;
                }
            }
            return false;
        }

        boolean isComplete() {
            return captures > 0 && koBans > 0 && ladders > 0 && ladderWorkingMoves > 0 && passesInHistory > 0
                    && virtualsInHistory > 0;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "captures %d, ko bans %d, ladders %d, ladder attacks %d, passes %d,"
                    + " virtual moves %d (positions with each)", captures, koBans, ladders, ladderWorkingMoves,
                    passesInHistory, virtualsInHistory);
        }
    }
}
