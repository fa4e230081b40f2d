package jpd.player.net.model;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import jpd.player.net.model.Layers.Bias;
import jpd.player.net.model.Layers.Block;
import jpd.player.net.model.Layers.Conv;
import jpd.player.net.model.Layers.GlobalPooling;
import jpd.player.net.model.Layers.MatMul;
import jpd.player.net.model.Layers.Norm;
import jpd.player.net.model.Layers.PolicyHead;
import jpd.player.net.model.Layers.Residual;
import jpd.player.net.model.Layers.Trunk;
import jpd.player.net.model.Layers.ValueHead;

/**
 * Reads a KataGo {@code .bin.gz} model: whitespace-separated names and sizes, each block of weights written as
 * {@code @BIN@} and little-endian float32 (KataGo's {@code cpp/neuralnet/desc.cpp}). Only model version 8 is read;
 * another version or layer kind is refused with an {@link IOException} whose one-line message names it.
 */
public final class ModelReader {
    /** The one model version whose layers and outputs this reader and the evaluator know. */
    public static final int VERSION = 8;

    private final byte[] data;
    private int position;

    private ModelReader(byte[] data) {
        this.data = data;
    }

    /** The model in this gzip stream; {@code source} names it in errors. */
    public static Model read(InputStream gzip, String source) throws IOException {
        byte[] bytes;
        try (InputStream in = new GZIPInputStream(gzip)) {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new IOException(source + " is not a gzip file: " + e.getMessage(), e);
        }
        try {
            return new ModelReader(bytes).model();
        } catch (IOException e) {
            throw new IOException(source + ": " + e.getMessage(), e);
        }
    }

    private Model model() throws IOException {
        String name = token();
        int version = integer("model version");
        if (version != VERSION) {
            throw new IOException("model version " + version + " is not supported (jpd reads KataGo model version "
                    + VERSION + ")");
        }
        int spatialInputs = integer("input channels");
        int globalInputs = integer("global input channels");
        Trunk trunk = trunk();
        Heads heads = heads();
        require(trunk.initialConv().inChannels() == spatialInputs, "the first convolution does not take the inputs");
        require(trunk.initialMatMul().inChannels() == globalInputs, "the global inputs do not match");
        return new Model(name, version, spatialInputs, globalInputs, trunk, heads.policy(), heads.value());
    }

    private Trunk trunk() throws IOException {
        token(); // the trunk's name
        int blockCount = integer("block count");
        int channels = integer("trunk channels");
        integer("mid channels");
        integer("regular channels");
        integer("dilated channels");
        integer("pooled channels");
        Conv initialConv = conv();
        MatMul initialMatMul = matMul();
        require(initialConv.outChannels() == channels && initialMatMul.outChannels() == channels,
                "the trunk's input layers do not give " + channels + " channels");
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < blockCount; i++) {
            String kind = token();
            Block block = switch (kind) {
                case "ordinary_block" -> new Residual(token(), norm(), conv(), norm(), conv());
                case "gpool_block" -> new GlobalPooling(token(), norm(), conv(), conv(), norm(), matMul(), norm(),
                        conv());
                default -> throw new IOException("block kind " + kind + " is not supported (jpd reads ordinary_block"
                        + " and gpool_block)");
            };
            blocks.add(block);
        }
        return new Trunk(initialConv, initialMatMul, List.copyOf(blocks), norm());
    }

    private record Heads(PolicyHead policy, ValueHead value) {
    }

    /** The policy head, then the value head: each its name, then its layers in the order of their records. */
    private Heads heads() throws IOException {
        token();
        PolicyHead policy = new PolicyHead(conv(), conv(), norm(), matMul(), norm(), conv(), matMul());
        token();
        ValueHead value = new ValueHead(conv(), norm(), matMul(), activated(bias()), matMul(), bias(), matMul(),
                bias(), conv());
        require(policy.p2Conv().outChannels() == 1 && policy.poolToPass().outChannels() == 1,
                "the policy head gives more than one policy");
        require(value.v3Mul().outChannels() == 3, "the value head does not give win, loss and no result");
        require(value.scoreMul().outChannels() == 4, "the value head does not give the 4 score outputs of version 8");
        require(value.ownershipConv().outChannels() == 1, "the ownership head gives more than one channel");
        return new Heads(policy, value);
    }

    private Conv conv() throws IOException {
        String name = token();
        int kernelY = integer(name + " kernel");
        int kernelX = integer(name + " kernel");
        int in = integer(name + " input channels");
        int out = integer(name + " output channels");
        int dilationY = integer(name + " dilation");
        int dilationX = integer(name + " dilation");
        require(kernelY == kernelX && kernelY % 2 == 1, name + ": kernel " + kernelY + "x" + kernelX
                + " is not supported (square and odd only)");
        require(dilationY == 1 && dilationX == 1, name + ": dilated convolutions are not supported");
        float[] file = floats(kernelY * kernelX * in * out, name);
        float[] weights = new float[file.length];
        int index = 0;
        for (int y = 0; y < kernelY; y++) {
            for (int x = 0; x < kernelX; x++) {
                for (int i = 0; i < in; i++) {
                    for (int o = 0; o < out; o++) {
                        weights[((o * in + i) * kernelY + y) * kernelX + x] = file[index++];
                    }
                }
            }
        }
        return new Conv(name, kernelY, in, out, weights);
    }

    private Norm norm() throws IOException {
        String name = token();
        int channels = integer(name + " channels");
        float epsilon = number(name + " epsilon");
        boolean hasScale = integer(name + " scale flag") != 0;
        boolean hasBias = integer(name + " bias flag") != 0;
        float[] mean = floats(channels, name);
        float[] variance = floats(channels, name);
        float[] scale = hasScale ? floats(channels, name) : filled(channels, 1f);
        float[] bias = hasBias ? floats(channels, name) : new float[channels];
        activation();
        float[] mergedScale = new float[channels];
        float[] mergedBias = new float[channels];
        for (int c = 0; c < channels; c++) {
            mergedScale[c] = scale[c] / (float) Math.sqrt(variance[c] + epsilon);
            mergedBias[c] = bias[c] - mergedScale[c] * mean[c];
        }
        return new Norm(name, mergedScale, mergedBias);
    }

    /** Version 8 writes an activation as its name only: always a ReLU. */
    private void activation() throws IOException {
        token();
    }

    /** This layer, after the activation that follows it in the file. */
    private <T> T activated(T layer) throws IOException {
        activation();
        return layer;
    }

    private MatMul matMul() throws IOException {
        String name = token();
        int in = integer(name + " input channels");
        int out = integer(name + " output channels");
        return new MatMul(name, in, out, floats(in * out, name));
    }

    private Bias bias() throws IOException {
        String name = token();
        return new Bias(name, floats(integer(name + " channels"), name));
    }

    private static float[] filled(int length, float value) {
        float[] values = new float[length];
        java.util.Arrays.fill(values, value);
        return values;
    }

    private float[] floats(int count, String name) throws IOException {
        skipWhitespace();
        String marker = "@BIN@";
        if (position + marker.length() > data.length
                || !new String(data, position, marker.length(), StandardCharsets.US_ASCII).equals(marker)) {
            throw new IOException(name + ": no @BIN@ block of weights (a .txt model is not supported)");
        }
        position += marker.length();
        if (position + 4L * count > data.length) {
            throw new IOException(name + ": the file ends inside its weights");
        }
        float[] values = new float[count];
        ByteBuffer.wrap(data, position, 4 * count).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(values);
        position += 4 * count;
        for (float value : values) {
            if (!Float.isFinite(value)) {
                throw new IOException(name + ": a weight is not finite");
            }
        }
        return values;
    }

    private void skipWhitespace() {
        while (position < data.length && Character.isWhitespace(data[position])) {
            position++;
        }
    }

    private String token() throws IOException {
        skipWhitespace();
        int start = position;
        while (position < data.length && !Character.isWhitespace(data[position])) {
            position++;
        }
        if (start == position) {
            throw new IOException("the file ends too early");
        }
        return new String(data, start, position - start, StandardCharsets.US_ASCII);
    }

    private int integer(String what) throws IOException {
        String token = token();
        try {
            return Integer.parseInt(token);
        } catch (NumberFormatException e) {
            throw new IOException(what + ": expected a whole number, found '" + abbreviated(token) + "'");
        }
    }

    private float number(String what) throws IOException {
        String token = token();
        try {
            return Float.parseFloat(token);
        } catch (NumberFormatException e) {
            throw new IOException(what + ": expected a number, found '" + abbreviated(token) + "'");
        }
    }

    private static String abbreviated(String token) {
        return token.length() > 20 ? token.substring(0, 20) + "..." : token;
    }

    private static void require(boolean condition, String message) throws IOException {
        if (!condition) {
            throw new IOException(message);
        }
    }
}
