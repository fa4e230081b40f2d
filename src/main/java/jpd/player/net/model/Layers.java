package jpd.player.net.model;

/** The layer values of a KataGo network, as its model file gives them (batch norms already merged). */
public final class Layers {
    private Layers() {
    }

    /**
     * A convolution with a square odd kernel.
     *
     * @param weights indexed {@code ((out * inChannels + in) * kernel + y) * kernel + x}
     */
    public record Conv(String name, int kernel, int inChannels, int outChannels, float[] weights) {
    }

    /** A batch norm folded into {@code x * scale + bias}, followed by a ReLU (the only activation of version 8). */
    public record Norm(String name, float[] scale, float[] bias) {
        public int channels() {
            return scale.length;
        }
    }

    /** A dense layer; {@code weights} indexed {@code in * outChannels + out}. */
    public record MatMul(String name, int inChannels, int outChannels, float[] weights) {
    }

    /** A bias added to a dense layer's output. */
    public record Bias(String name, float[] values) {
    }

    /** A block of the trunk. */
    public sealed interface Block permits Residual, GlobalPooling {
    }

    /** Norm, conv, norm, conv, added to the trunk. */
    public record Residual(String name, Norm preNorm, Conv firstConv, Norm midNorm, Conv finalConv) implements Block {
    }

    /** A residual block whose middle gets a bias per channel from a global pooling of a second convolution. */
    public record GlobalPooling(String name, Norm preNorm, Conv regularConv, Conv poolConv, Norm poolNorm,
            MatMul poolToBias, Norm midNorm, Conv finalConv) implements Block {
    }

    /** The input convolution, the global inputs' dense layer, the blocks and the final norm. */
    public record Trunk(Conv initialConv, MatMul initialMatMul, java.util.List<Block> blocks, Norm tipNorm) {
        public int channels() {
            return initialConv.outChannels();
        }
    }

    /** The policy head: a board of move logits and a pass logit. */
    public record PolicyHead(Conv p1Conv, Conv g1Conv, Norm g1Norm, MatMul poolToBias, Norm p1Norm, Conv p2Conv,
            MatMul poolToPass) {
    }

    /** The value head: win/loss/no result, the score outputs and the ownership. */
    public record ValueHead(Conv v1Conv, Norm v1Norm, MatMul v2Mul, Bias v2Bias, MatMul v3Mul, Bias v3Bias,
            MatMul scoreMul, Bias scoreBias, Conv ownershipConv) {
    }
}
