package jpd.player.net;

import jpd.player.net.model.Layers.Block;
import jpd.player.net.model.Layers.Conv;
import jpd.player.net.model.Layers.GlobalPooling;
import jpd.player.net.model.Layers.MatMul;
import jpd.player.net.model.Layers.Norm;
import jpd.player.net.model.Layers.PolicyHead;
import jpd.player.net.model.Layers.Residual;
import jpd.player.net.model.Layers.ValueHead;
import jpd.player.net.model.Model;

/**
 * A model's forward pass for one board size, batch 1, as KataGo's backends compute it: trunk, policy head and value
 * head, convolutions through a {@link MatrixKernel}. Holds its own buffers: one instance per thread.
 */
final class ForwardPass {
    /** The raw outputs: logits and pre-scaling values, from the side to move's view. */
    record Raw(float[] policy, float pass, float[] value, float[] score, float[] ownership) {
    }

    private final Model model;
    private final MatrixKernel kernel;
    private final int size;
    private final int area;
    private final int length;
    private final float[][] trunk;
    private final float[][] normed;
    private final float[][] mid;
    private final float[][] pooledPlanes;
    private final float[][] blockOut;
    /**
     * The shifted input rows (im2col) of the convolutions, one set per kernel width: a row always holds the same
     * shift, so its zeros off the board, and the padding, stay as allocated.
     */
    private final java.util.Map<Integer, float[][]> columns = new java.util.HashMap<>();
    private final float[][] input;
    private final float[][] one;

    ForwardPass(Model model, MatrixKernel kernel, int size) {
        this.model = model;
        this.kernel = kernel;
        this.size = size;
        this.area = size * size;
        this.length = (area + MatrixKernel.LANES - 1) / MatrixKernel.LANES * MatrixKernel.LANES;
        int channels = model.trunk().channels();
        int widest = channels;
        for (Block block : model.trunk().blocks()) {
            if (block instanceof Residual residual) {
                widest = Math.max(widest, residual.firstConv().outChannels());
            } else if (block instanceof GlobalPooling pooling) {
                widest = Math.max(widest, Math.max(pooling.regularConv().outChannels(),
                        pooling.poolConv().outChannels()));
            }
        }
        widest = Math.max(widest, Math.max(model.policy().p1Conv().outChannels(), model.value().v1Conv().outChannels()));
        this.trunk = new float[channels][length];
        this.normed = new float[widest][length];
        this.mid = new float[widest][length];
        this.pooledPlanes = new float[widest][length];
        this.blockOut = new float[channels][length];
        java.util.Map<Integer, Integer> columnRows = new java.util.HashMap<>();
        for (Conv conv : convs(model)) {
            if (conv.kernel() > 1) {
                columnRows.merge(conv.kernel(), conv.inChannels() * conv.kernel() * conv.kernel(), Math::max);
            }
        }
        columnRows.forEach((width, rows) -> columns.put(width, new float[rows][length]));
        this.input = new float[model.spatialInputs()][length];
        this.one = new float[1][length];
    }

    private static java.util.List<Conv> convs(Model model) {
        java.util.List<Conv> convs = new java.util.ArrayList<>();
        convs.add(model.trunk().initialConv());
        for (Block block : model.trunk().blocks()) {
            if (block instanceof Residual residual) {
                convs.add(residual.firstConv());
                convs.add(residual.finalConv());
            } else if (block instanceof GlobalPooling pooling) {
                convs.add(pooling.regularConv());
                convs.add(pooling.poolConv());
                convs.add(pooling.finalConv());
            }
        }
        convs.add(model.policy().p1Conv());
        convs.add(model.policy().g1Conv());
        convs.add(model.policy().p2Conv());
        convs.add(model.value().v1Conv());
        convs.add(model.value().ownershipConv());
        return convs;
    }

    int size() {
        return size;
    }

    /** Runs the net on planes indexed {@code channel * area + position} and the global inputs. */
    Raw run(float[] spatial, float[] global) {
        for (int c = 0; c < model.spatialInputs(); c++) {
            System.arraycopy(spatial, c * area, input[c], 0, area);
        }
        runTrunk(global);
        Policy policy = policyHead();
        Value value = valueHead();
        return new Raw(policy.logits(), policy.pass(), value.value(), value.score(), value.ownership());
    }

    private record Policy(float[] logits, float pass) {
    }

    private record Value(float[] value, float[] score, float[] ownership) {
    }

    private void runTrunk(float[] global) {
        convolve(model.trunk().initialConv(), input, trunk);
        addBias(trunk, matMul(model.trunk().initialMatMul(), global));
        for (Block block : model.trunk().blocks()) {
            if (block instanceof Residual residual) {
                normRelu(residual.preNorm(), trunk, normed);
                convolve(residual.firstConv(), normed, mid);
                normRelu(residual.midNorm(), mid, mid);
                convolve(residual.finalConv(), mid, blockOut);
            } else if (block instanceof GlobalPooling pooling) {
                normRelu(pooling.preNorm(), trunk, normed);
                convolve(pooling.regularConv(), normed, mid);
                convolve(pooling.poolConv(), normed, pooledPlanes);
                normRelu(pooling.poolNorm(), pooledPlanes, pooledPlanes);
                float[] pooled = pool(pooledPlanes, pooling.poolConv().outChannels());
                addBias(mid, matMul(pooling.poolToBias(), pooled));
                normRelu(pooling.midNorm(), mid, mid);
                convolve(pooling.finalConv(), mid, blockOut);
            }
            for (int c = 0; c < trunk.length; c++) {
                float[] target = trunk[c];
                float[] add = blockOut[c];
                for (int p = 0; p < length; p++) {
                    target[p] += add[p];
                }
            }
        }
        normRelu(model.trunk().tipNorm(), trunk, trunk);
    }

    private Policy policyHead() {
        PolicyHead head = model.policy();
        convolve(head.p1Conv(), trunk, mid);
        convolve(head.g1Conv(), trunk, pooledPlanes);
        normRelu(head.g1Norm(), pooledPlanes, pooledPlanes);
        float[] pooled = pool(pooledPlanes, head.g1Conv().outChannels());
        addBias(mid, matMul(head.poolToBias(), pooled));
        normRelu(head.p1Norm(), mid, mid);
        convolve(head.p2Conv(), mid, one);
        float pass = matMul(head.poolToPass(), pooled)[0];
        return new Policy(java.util.Arrays.copyOf(one[0], area), pass);
    }

    private Value valueHead() {
        ValueHead head = model.value();
        convolve(head.v1Conv(), trunk, normed);
        normRelu(head.v1Norm(), normed, normed);
        int channels = head.v1Conv().outChannels();
        float[] pooled = new float[3 * channels];
        float root = (float) Math.sqrt(area);
        for (int c = 0; c < channels; c++) {
            float sum = 0f;
            float[] plane = normed[c];
            for (int p = 0; p < area; p++) {
                sum += plane[p];
            }
            float mean = sum / area;
            pooled[c] = mean;
            pooled[channels + c] = mean * (root - 14f) * 0.1f;
            pooled[2 * channels + c] = mean * ((root - 14f) * (root - 14f) * 0.01f - 0.1f);
        }
        float[] hidden = matMul(head.v2Mul(), pooled);
        float[] bias = head.v2Bias().values();
        for (int i = 0; i < hidden.length; i++) {
            hidden[i] = Math.max(0f, hidden[i] + bias[i]);
        }
        float[] value = addTo(matMul(head.v3Mul(), hidden), head.v3Bias().values());
        float[] score = addTo(matMul(head.scoreMul(), hidden), head.scoreBias().values());
        convolve(head.ownershipConv(), normed, one);
        return new Value(value, score, java.util.Arrays.copyOf(one[0], area));
    }

    private static float[] addTo(float[] values, float[] bias) {
        for (int i = 0; i < values.length; i++) {
            values[i] += bias[i];
        }
        return values;
    }

    /** KataGo's global pooling: the mean, the mean scaled by the board's width, and the maximum of each channel. */
    private float[] pool(float[][] planes, int channels) {
        float[] pooled = new float[3 * channels];
        float root = (float) Math.sqrt(area);
        for (int c = 0; c < channels; c++) {
            float sum = 0f;
            float max = -1f;
            float[] plane = planes[c];
            for (int p = 0; p < area; p++) {
                sum += plane[p];
                max = Math.max(max, plane[p]);
            }
            float mean = sum / area;
            pooled[c] = mean;
            pooled[channels + c] = mean * (root - 14f) * 0.1f;
            pooled[2 * channels + c] = max;
        }
        return pooled;
    }

    private static float[] matMul(MatMul layer, float[] in) {
        int outs = layer.outChannels();
        float[] out = new float[outs];
        float[] weights = layer.weights();
        for (int i = 0; i < layer.inChannels(); i++) {
            float x = in[i];
            int base = i * outs;
            for (int o = 0; o < outs; o++) {
                out[o] += x * weights[base + o];
            }
        }
        return out;
    }

    private void addBias(float[][] planes, float[] bias) {
        for (int c = 0; c < bias.length; c++) {
            float b = bias[c];
            float[] plane = planes[c];
            for (int p = 0; p < length; p++) {
                plane[p] += b;
            }
        }
    }

    private void normRelu(Norm norm, float[][] in, float[][] out) {
        float[] scale = norm.scale();
        float[] bias = norm.bias();
        for (int c = 0; c < scale.length; c++) {
            float s = scale[c];
            float b = bias[c];
            float[] source = in[c];
            float[] target = out[c];
            for (int p = 0; p < length; p++) {
                target[p] = Math.max(0f, source[p] * s + b);
            }
        }
    }

    private void convolve(Conv conv, float[][] in, float[][] out) {
        int k = conv.kernel();
        if (k == 1) {
            kernel.multiply(conv.weights(), conv.outChannels(), in, conv.inChannels(), out, length);
            return;
        }
        int radius = k / 2;
        float[][] rows = columns.get(k);
        int row = 0;
        for (int c = 0; c < conv.inChannels(); c++) {
            float[] source = in[c];
            for (int dy = -radius; dy <= radius; dy++) {
                for (int dx = -radius; dx <= radius; dx++) {
                    shifted(source, dx, dy, rows[row++]);
                }
            }
        }
        kernel.multiply(conv.weights(), conv.outChannels(), rows, row, out, length);
    }

    /** {@code target[y][x] = source[y + dy][x + dx]} where that is on the board; the rest is left as it is. */
    private void shifted(float[] source, int dx, int dy, float[] target) {
        int from = Math.max(0, -dx);
        int to = Math.min(size, size - dx);
        for (int y = Math.max(0, -dy); y < Math.min(size, size - dy); y++) {
            System.arraycopy(source, (y + dy) * size + from + dx, target, y * size + from, to - from);
        }
    }
}
