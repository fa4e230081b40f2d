package jpd.player.net;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

/**
 * Every kernel of this JVM ({@link TestKernels}) against the plain Java one with {@code Math.fma}: the same products
 * of random matrices, for counts of rows and outputs and lengths that are not multiples of their blocks, and the
 * same net outputs on every board size.
 */
class NetKernelsTest {
    private static final List<MatrixKernel> OTHERS = TestKernels.all().subList(1, TestKernels.all().size());

    @Test
    void theVectorApiKernelIsCheckedWhenTheJvmHasTheIncubatorModuleAndFma() {
        boolean vector = Networks.hasVectorModule() && FmaSupport.THIS_JVM.instruction();
        List<String> names = OTHERS.stream().map(MatrixKernel::name).toList();
        assertEquals(vector, names.stream().anyMatch(name -> name.startsWith("Vector API, ")), names::toString);
        assertEquals(!vector, names.contains("plain Java, multiply and add"), names::toString);
    }

    @Test
    void everyKernelGivesTheProductsOfTheReference() {
        Random random = new Random(51);
        int[] outCounts = {1, 3, 4, 5, 9, 96};
        int[] rowCounts = {1, 2, 5, 22 * 9, 96 * 9 + 3};
        int[] lengths = {16, 32, 48, 64, 80, 96, 112, 368};
        for (int outCount : outCounts) {
            for (int rowCount : rowCounts) {
                for (int length : lengths) {
                    float[] weights = randoms(random, outCount * rowCount);
                    float[][] rows = new float[rowCount][];
                    for (int j = 0; j < rowCount; j++) {
                        rows[j] = randoms(random, length);
                    }
                    float[][] expected = garbage(random, outCount, length);
                    TestKernels.REFERENCE.multiply(weights, outCount, rows, rowCount, expected, length);
                    for (MatrixKernel kernel : OTHERS) {
                        float[][] actual = garbage(random, outCount, length);
                        kernel.multiply(weights, outCount, rows, rowCount, actual, length);
                        for (int o = 0; o < outCount; o++) {
                            for (int p = 0; p < length; p++) {
                                assertEquals(expected[o][p], actual[o][p], 1e-5 * Math.sqrt(rowCount), () -> kernel
                                        .name() + ", " + outCount + " outputs, " + rowCount + " rows, length "
                                        + length);
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void everyKernelGivesTheNetOutputsOfTheReference() throws Exception {
        var model = Networks.shipped();
        NetEvaluator reference = Networks.of(model, TestKernels.REFERENCE);
        Random random = new Random(7);
        for (int size = 2; size <= 19; size++) {
            Game game = new Game(size, RuleSet.DEFAULT);
            for (int move = 0; move < size * size / 3; move++) {
                Move candidate = Move.at(random.nextInt(size), random.nextInt(size));
                Color color = game.toMove();
                game.play(color, game.isLegal(color, candidate) ? candidate : Move.PASS);
                if (!game.lastAction().orElseThrow().move().isReal()) {
                    break;
                }
            }
            Evaluation expected = reference.evaluate(game, 7);
            for (MatrixKernel kernel : OTHERS) {
                Evaluation actual = Networks.of(model, kernel).evaluate(game, 7);
                String where = kernel.name() + ", " + size + "x" + size;
                assertEquals(expected.win(), actual.win(), 1e-5, where);
                assertEquals(expected.lead(), actual.lead(), 1e-3, where);
                for (int i = 0; i < expected.policy().length; i++) {
                    assertEquals(expected.policy()[i], actual.policy()[i], 1e-5, where + " policy " + i);
                }
                for (int i = 0; i < expected.ownership().length; i++) {
                    assertEquals(expected.ownership()[i], actual.ownership()[i], 1e-5, where + " ownership " + i);
                }
            }
        }
    }

    private static float[] randoms(Random random, int count) {
        float[] values = new float[count];
        for (int i = 0; i < count; i++) {
            values[i] = (float) random.nextGaussian();
        }
        return values;
    }

    /** Outputs full of old values, which the kernel must overwrite. */
    private static float[][] garbage(Random random, int outCount, int length) {
        float[][] out = new float[outCount][];
        for (int o = 0; o < outCount; o++) {
            out[o] = randoms(random, length);
        }
        return out;
    }
}
