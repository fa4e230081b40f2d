package jpd.player.net;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import jpd.rules.GameView;

/** The evaluator on each kernel this JVM has (plain Java, then the Vector API's), for the benchmark in jpd.bench. */
public final class NetSpeed {
    private final List<NetEvaluator> evaluators = new ArrayList<>();

    public NetSpeed() throws IOException {
        var model = Networks.shipped();
        evaluators.add(Networks.of(model, new PlainKernel()));
        MatrixKernel fastest = Networks.fastestKernel();
        if (!(fastest instanceof PlainKernel)) {
            evaluators.add(Networks.of(model, fastest));
        }
    }

    public List<String> kernelNames() {
        return evaluators.stream().map(NetEvaluator::kernelName).toList();
    }

    /** Evaluates the position {@code count} times with the evaluator of this index (komi 7). */
    public void evaluate(int index, GameView game, int count) {
        NetEvaluator evaluator = evaluators.get(index);
        for (int i = 0; i < count; i++) {
            evaluator.evaluate(game, 7);
        }
    }
}
