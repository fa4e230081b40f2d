package jpd.player.net;

import java.util.HashMap;
import java.util.Map;
import jpd.player.net.model.Model;
import jpd.rules.Color;
import jpd.rules.GameView;

/**
 * Evaluates positions with a KataGo network of model version 8 in Java: KataGo's inputs ({@link InputFeatures}), its
 * forward pass ({@link ForwardPass}) and its output scaling. Safe for several threads: each has its own buffers.
 */
public final class NetEvaluator implements Evaluator {
    private static final double SCORE_MULTIPLIER = 20.0;
    private static final double VARIANCE_TIME_MULTIPLIER = 40.0;

    private final Model model;
    private final MatrixKernel kernel;
    private final ThreadLocal<Map<Integer, ForwardPass>> passes = ThreadLocal.withInitial(HashMap::new);

    NetEvaluator(Model model, MatrixKernel kernel) {
        this.model = model;
        this.kernel = kernel;
    }

    public Model model() {
        return model;
    }

    /** The name of the kernel that runs the convolutions. */
    public String kernelName() {
        return kernel.name();
    }

    /**
     * {@inheritDoc} {@code komi} is the game's komi; the net is given it plus Black's virtual stones minus White's.
     */
    @Override
    public Evaluation evaluate(GameView game, double komi) {
        return output(game, komi).evaluation();
    }

    /** The net's whole output for the game's current position, the game's komi being {@code komi}. */
    public NetOutput output(GameView game, double komi) {
        int size = game.size();
        int area = size * size;
        NetHistory history = NetHistory.of(game);
        byte player = NetHistory.code(game.toMove());
        double whiteKomi = komi + game.virtualStones(Color.BLACK) - game.virtualStones(Color.WHITE);
        float[] spatial = new float[InputFeatures.SPATIAL * area];
        float[] global = new float[InputFeatures.GLOBAL];
        InputFeatures.fill(history, player, whiteKomi, spatial, global);
        ForwardPass.Raw raw = passes.get().computeIfAbsent(size, s -> new ForwardPass(model, kernel, s))
                .run(spatial, global);

        NetBoard board = history.board;
        boolean[] legal = new boolean[area + 1];
        float[] logits = new float[area + 1];
        float max = raw.pass();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int index = (size - 1 - y) * size + x;
                legal[index] = board.isLegal(board.point(x, y), player, true);
                logits[index] = raw.policy()[y * size + x];
                if (legal[index]) {
                    max = Math.max(max, logits[index]);
                }
            }
        }
        legal[area] = true;
        logits[area] = raw.pass();
        float[] policy = new float[area + 1];
        float sum = 0f;
        for (int i = 0; i <= area; i++) {
            if (legal[i]) {
                policy[i] = (float) Math.exp(logits[i] - max);
                sum += policy[i];
            }
        }
        for (int i = 0; i <= area; i++) {
            policy[i] /= sum;
        }

        double[] value = softmax(raw.value());
        double noResult = value[2];
        double scoreMean = raw.score()[0] * SCORE_MULTIPLIER;
        double scoreDeviation = softPlus(raw.score()[1]) * SCORE_MULTIPLIER;
        double scoreMeanSquare = scoreMean * scoreMean + scoreDeviation * scoreDeviation;
        double lead = raw.score()[2] * SCORE_MULTIPLIER;
        double varianceTimeLeft = softPlus(raw.score()[3]) * VARIANCE_TIME_MULTIPLIER;
        float[] ownership = new float[area];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                ownership[(size - 1 - y) * size + x] = (float) Math.tanh(raw.ownership()[y * size + x]);
            }
        }
        Evaluation evaluation = new Evaluation(policy, value[0], value[1], lead * (1 - noResult), ownership);
        return new NetOutput(evaluation, legal, noResult, scoreMean * (1 - noResult),
                scoreMeanSquare * (1 - noResult), varianceTimeLeft, whiteKomi, history.whiteBonus);
    }

    private static double[] softmax(float[] logits) {
        double max = Math.max(logits[0], Math.max(logits[1], logits[2]));
        double[] values = new double[3];
        double sum = 0;
        for (int i = 0; i < 3; i++) {
            values[i] = Math.exp(logits[i] - max);
            sum += values[i];
        }
        for (int i = 0; i < 3; i++) {
            values[i] /= sum;
        }
        return values;
    }

    private static double softPlus(double x) {
        return x > 40 ? x : Math.log(1 + Math.exp(x));
    }
}
