package jpd.player.net;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The matrix multiply on the incubating Vector API. The positions are taken a panel of up to four vectors at a time,
 * copied row after row into one array so that the multiply reads it in order; each panel is multiplied by four
 * output rows at a time, sixteen accumulators held while the input rows stream by. Loaded by name only when the JVM
 * has {@code jdk.incubator.vector}. The vectors never leave the method that makes them: a vector kept across calls
 * that C2 does not inline, or in a field, is boxed and runs ten to a hundred times slower.
 */
final class VectorKernel implements MatrixKernel {
    private static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_PREFERRED;
    private static final int L = SPECIES.length();
    private static final int PANEL_VECTORS = 4;

    /** Each thread's panel: the input rows' slice of positions, row after row. */
    private final ThreadLocal<float[][]> panels = ThreadLocal.withInitial(() -> new float[1][0]);

    VectorKernel() {
        if (LANES % L != 0) {
            throw new IllegalStateException("vectors of " + L + " floats do not divide planes of " + LANES);
        }
    }

    @Override
    public String name() {
        return "Vector API, " + SPECIES.vectorBitSize() + "-bit (" + L + " floats)";
    }

    @Override
    public void multiply(float[] weights, int outCount, float[][] rows, int rowCount, float[][] out, int length) {
        float[][] holder = panels.get();
        if (holder[0].length < rowCount * PANEL_VECTORS * L) {
            holder[0] = new float[rowCount * PANEL_VECTORS * L];
        }
        float[] panel = holder[0];
        for (int p = 0; p < length; p += PANEL_VECTORS * L) {
            int width = Math.min(PANEL_VECTORS * L, length - p);
            for (int j = 0; j < rowCount; j++) {
                System.arraycopy(rows[j], p, panel, j * width, width);
            }
            int o = 0;
            for (; o + 4 <= outCount; o += 4) {
                int v = 0;
                if (width == 4 * L) {
                    fourByFour(weights, o, rowCount, panel, out, p);
                    v = 4;
                }
                for (; v + 2 <= width / L; v += 2) {
                    fourByTwo(weights, o, rowCount, panel, width, v * L, out, p + v * L);
                }
                if (v < width / L) {
                    fourByOne(weights, o, rowCount, panel, width, v * L, out, p + v * L);
                }
            }
            for (; o < outCount; o++) {
                for (int v = 0; v < width / L; v++) {
                    oneByOne(weights, o, rowCount, panel, width, v * L, out[o], p + v * L);
                }
            }
        }
    }

    /** Four output rows by a whole panel of four vectors. */
    private static void fourByFour(float[] weights, int o, int rowCount, float[] panel, float[][] out, int p) {
        int b0 = o * rowCount;
        int b1 = b0 + rowCount;
        int b2 = b1 + rowCount;
        int b3 = b2 + rowCount;
        FloatVector a00 = FloatVector.zero(SPECIES);
        FloatVector a01 = FloatVector.zero(SPECIES);
        FloatVector a02 = FloatVector.zero(SPECIES);
        FloatVector a03 = FloatVector.zero(SPECIES);
        FloatVector a10 = FloatVector.zero(SPECIES);
        FloatVector a11 = FloatVector.zero(SPECIES);
        FloatVector a12 = FloatVector.zero(SPECIES);
        FloatVector a13 = FloatVector.zero(SPECIES);
        FloatVector a20 = FloatVector.zero(SPECIES);
        FloatVector a21 = FloatVector.zero(SPECIES);
        FloatVector a22 = FloatVector.zero(SPECIES);
        FloatVector a23 = FloatVector.zero(SPECIES);
        FloatVector a30 = FloatVector.zero(SPECIES);
        FloatVector a31 = FloatVector.zero(SPECIES);
        FloatVector a32 = FloatVector.zero(SPECIES);
        FloatVector a33 = FloatVector.zero(SPECIES);
        for (int j = 0, at = 0; j < rowCount; j++, at += 4 * L) {
            FloatVector x0 = FloatVector.fromArray(SPECIES, panel, at);
            FloatVector x1 = FloatVector.fromArray(SPECIES, panel, at + L);
            FloatVector x2 = FloatVector.fromArray(SPECIES, panel, at + 2 * L);
            FloatVector x3 = FloatVector.fromArray(SPECIES, panel, at + 3 * L);
            FloatVector w = FloatVector.broadcast(SPECIES, weights[b0 + j]);
            a00 = x0.fma(w, a00);
            a01 = x1.fma(w, a01);
            a02 = x2.fma(w, a02);
            a03 = x3.fma(w, a03);
            w = FloatVector.broadcast(SPECIES, weights[b1 + j]);
            a10 = x0.fma(w, a10);
            a11 = x1.fma(w, a11);
            a12 = x2.fma(w, a12);
            a13 = x3.fma(w, a13);
            w = FloatVector.broadcast(SPECIES, weights[b2 + j]);
            a20 = x0.fma(w, a20);
            a21 = x1.fma(w, a21);
            a22 = x2.fma(w, a22);
            a23 = x3.fma(w, a23);
            w = FloatVector.broadcast(SPECIES, weights[b3 + j]);
            a30 = x0.fma(w, a30);
            a31 = x1.fma(w, a31);
            a32 = x2.fma(w, a32);
            a33 = x3.fma(w, a33);
        }
        float[] out0 = out[o];
        float[] out1 = out[o + 1];
        float[] out2 = out[o + 2];
        float[] out3 = out[o + 3];
        a00.intoArray(out0, p);
        a01.intoArray(out0, p + L);
        a02.intoArray(out0, p + 2 * L);
        a03.intoArray(out0, p + 3 * L);
        a10.intoArray(out1, p);
        a11.intoArray(out1, p + L);
        a12.intoArray(out1, p + 2 * L);
        a13.intoArray(out1, p + 3 * L);
        a20.intoArray(out2, p);
        a21.intoArray(out2, p + L);
        a22.intoArray(out2, p + 2 * L);
        a23.intoArray(out2, p + 3 * L);
        a30.intoArray(out3, p);
        a31.intoArray(out3, p + L);
        a32.intoArray(out3, p + 2 * L);
        a33.intoArray(out3, p + 3 * L);
    }

    /** Four output rows by two vectors of a panel {@code width} floats wide, from {@code offset} in it. */
    private static void fourByTwo(float[] weights, int o, int rowCount, float[] panel, int width, int offset,
            float[][] out, int p) {
        int b0 = o * rowCount;
        int b1 = b0 + rowCount;
        int b2 = b1 + rowCount;
        int b3 = b2 + rowCount;
        FloatVector a00 = FloatVector.zero(SPECIES);
        FloatVector a01 = FloatVector.zero(SPECIES);
        FloatVector a10 = FloatVector.zero(SPECIES);
        FloatVector a11 = FloatVector.zero(SPECIES);
        FloatVector a20 = FloatVector.zero(SPECIES);
        FloatVector a21 = FloatVector.zero(SPECIES);
        FloatVector a30 = FloatVector.zero(SPECIES);
        FloatVector a31 = FloatVector.zero(SPECIES);
        for (int j = 0, at = offset; j < rowCount; j++, at += width) {
            FloatVector x0 = FloatVector.fromArray(SPECIES, panel, at);
            FloatVector x1 = FloatVector.fromArray(SPECIES, panel, at + L);
            FloatVector w = FloatVector.broadcast(SPECIES, weights[b0 + j]);
            a00 = x0.fma(w, a00);
            a01 = x1.fma(w, a01);
            w = FloatVector.broadcast(SPECIES, weights[b1 + j]);
            a10 = x0.fma(w, a10);
            a11 = x1.fma(w, a11);
            w = FloatVector.broadcast(SPECIES, weights[b2 + j]);
            a20 = x0.fma(w, a20);
            a21 = x1.fma(w, a21);
            w = FloatVector.broadcast(SPECIES, weights[b3 + j]);
            a30 = x0.fma(w, a30);
            a31 = x1.fma(w, a31);
        }
        a00.intoArray(out[o], p);
        a01.intoArray(out[o], p + L);
        a10.intoArray(out[o + 1], p);
        a11.intoArray(out[o + 1], p + L);
        a20.intoArray(out[o + 2], p);
        a21.intoArray(out[o + 2], p + L);
        a30.intoArray(out[o + 3], p);
        a31.intoArray(out[o + 3], p + L);
    }

    /**
     * Four output rows by the last vector of a panel {@code width} floats wide, from {@code offset} in it: two
     * accumulators a row (even and odd input rows), so that the multiply-adds do not wait on each other.
     */
    private static void fourByOne(float[] weights, int o, int rowCount, float[] panel, int width, int offset,
            float[][] out, int p) {
        int b0 = o * rowCount;
        int b1 = b0 + rowCount;
        int b2 = b1 + rowCount;
        int b3 = b2 + rowCount;
        FloatVector a0 = FloatVector.zero(SPECIES);
        FloatVector a1 = FloatVector.zero(SPECIES);
        FloatVector a2 = FloatVector.zero(SPECIES);
        FloatVector a3 = FloatVector.zero(SPECIES);
        FloatVector c0 = FloatVector.zero(SPECIES);
        FloatVector c1 = FloatVector.zero(SPECIES);
        FloatVector c2 = FloatVector.zero(SPECIES);
        FloatVector c3 = FloatVector.zero(SPECIES);
        int j = 0;
        int at = offset;
        for (; j + 2 <= rowCount; j += 2, at += 2 * width) {
            FloatVector x = FloatVector.fromArray(SPECIES, panel, at);
            FloatVector y = FloatVector.fromArray(SPECIES, panel, at + width);
            a0 = x.fma(FloatVector.broadcast(SPECIES, weights[b0 + j]), a0);
            a1 = x.fma(FloatVector.broadcast(SPECIES, weights[b1 + j]), a1);
            a2 = x.fma(FloatVector.broadcast(SPECIES, weights[b2 + j]), a2);
            a3 = x.fma(FloatVector.broadcast(SPECIES, weights[b3 + j]), a3);
            c0 = y.fma(FloatVector.broadcast(SPECIES, weights[b0 + j + 1]), c0);
            c1 = y.fma(FloatVector.broadcast(SPECIES, weights[b1 + j + 1]), c1);
            c2 = y.fma(FloatVector.broadcast(SPECIES, weights[b2 + j + 1]), c2);
            c3 = y.fma(FloatVector.broadcast(SPECIES, weights[b3 + j + 1]), c3);
        }
        if (j < rowCount) {
            FloatVector x = FloatVector.fromArray(SPECIES, panel, at);
            a0 = x.fma(FloatVector.broadcast(SPECIES, weights[b0 + j]), a0);
            a1 = x.fma(FloatVector.broadcast(SPECIES, weights[b1 + j]), a1);
            a2 = x.fma(FloatVector.broadcast(SPECIES, weights[b2 + j]), a2);
            a3 = x.fma(FloatVector.broadcast(SPECIES, weights[b3 + j]), a3);
        }
        a0.add(c0).intoArray(out[o], p);
        a1.add(c1).intoArray(out[o + 1], p);
        a2.add(c2).intoArray(out[o + 2], p);
        a3.add(c3).intoArray(out[o + 3], p);
    }

    /** One output row by one vector of a panel {@code width} floats wide, from {@code offset} in it. */
    private static void oneByOne(float[] weights, int o, int rowCount, float[] panel, int width, int offset,
            float[] target, int p) {
        int base = o * rowCount;
        FloatVector a = FloatVector.zero(SPECIES);
        for (int j = 0, at = offset; j < rowCount; j++, at += width) {
            a = FloatVector.fromArray(SPECIES, panel, at).fma(FloatVector.broadcast(SPECIES, weights[base + j]), a);
        }
        a.intoArray(target, p);
    }
}
