package jpd.player.net;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import jpd.rules.GameView;

/**
 * The evaluator on each kernel this JVM has, for the benchmark in jpd.bench: plain Java with {@code Math.fma} (where
 * it is an instruction) and with a multiply and an add, then the Vector API's.
 */
public final class NetSpeed {
    private final List<NetEvaluator> evaluators = new ArrayList<>();

    public NetSpeed() throws IOException {
        var model = Networks.shipped();
        if (FmaSupport.THIS_JVM.instruction()) {
            evaluators.add(Networks.of(model, new PlainKernel(true)));
        }
        evaluators.add(Networks.of(model, new PlainKernel(false)));
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
