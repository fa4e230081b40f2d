package jpd.player.net;

/**
 * The matrix multiply in plain Java, written so that C2 vectorises its inner loops: every array in a loop is read at
 * the same index, and each pass over the positions takes two input rows into three output rows, so that it loads and
 * stores an output row once for every two multiply-adds. C2 vectorises such a loop only while its body stays small
 * (the bigger ones tried, in docs/benchmarks.md, ran as scalar code, three to five times slower). A multiply-add is
 * {@link Math#fma} where that is one instruction, else a multiply and an add ({@link FmaSupport}: on a processor
 * without FMA {@code Math.fma} runs in software, thousands of times slower); both add in the same order. The choice
 * is a field tested in the innermost loops rather than a second copy of them: C2 takes that test out of the loop
 * and vectorises either arithmetic (19x19 multiply, 2026-12-06: 22 G multiply-adds per CPU second with {@code
 * Math.fma}, 19-20 G with a multiply and an add, 21 G for the loops with {@code Math.fma} written in).
 */
final class PlainKernel implements MatrixKernel {
    /**
     * Positions taken at a time, so that the input rows' pieces stay in the level-2 cache across output rows (a
     * 19x19 plane is done in two pieces, smaller ones whole).
     */
    private static final int TILE = 192;

    private final boolean fused;

    /** With {@code fused}, each multiply-add is one {@link Math#fma}; else a multiply and an add. */
    PlainKernel(boolean fused) {
        this.fused = fused;
    }

    @Override
    public String name() {
        return fused ? "plain Java, Math.fma" : "plain Java, multiply and add";
    }

    @Override
    public void multiply(float[] weights, int outCount, float[][] rows, int rowCount, float[][] out, int length) {
        for (int start = 0; start < length; start += TILE) {
            int end = Math.min(length, start + TILE);
            for (int o = 0; o < outCount; o++) {
                java.util.Arrays.fill(out[o], start, end, 0f);
            }
            int o = 0;
            for (; o + 3 <= outCount; o += 3) {
                threeRows(weights, o, rows, rowCount, out, start, end);
            }
            for (; o < outCount; o++) {
                oneRow(weights, o, rows, rowCount, out[o], start, end);
            }
        }
    }

    /** Output rows {@code o} to {@code o + 2}, positions {@code start} to {@code end}. */
    private void threeRows(float[] weights, int o, float[][] rows, int rowCount, float[][] out, int start,
            int end) {
        float[] t0 = out[o];
        float[] t1 = out[o + 1];
        float[] t2 = out[o + 2];
        int b0 = o * rowCount;
        int b1 = b0 + rowCount;
        int b2 = b1 + rowCount;
        int j = 0;
        for (; j + 2 <= rowCount; j += 2) {
            addTwoToThree(rows[j], rows[j + 1], t0, weights[b0 + j], weights[b0 + j + 1], t1, weights[b1 + j],
                    weights[b1 + j + 1], t2, weights[b2 + j], weights[b2 + j + 1], start, end);
        }
        if (j < rowCount) {
            addOne(rows[j], t0, weights[b0 + j], start, end);
            addOne(rows[j], t1, weights[b1 + j], start, end);
            addOne(rows[j], t2, weights[b2 + j], start, end);
        }
    }

    /** Output row {@code o}, positions {@code start} to {@code end}. */
    private void oneRow(float[] weights, int o, float[][] rows, int rowCount, float[] target, int start,
            int end) {
        int base = o * rowCount;
        int j = 0;
        for (; j + 2 <= rowCount; j += 2) {
            addTwo(rows[j], rows[j + 1], target, weights[base + j], weights[base + j + 1], start, end);
        }
        if (j < rowCount) {
            addOne(rows[j], target, weights[base + j], start, end);
        }
    }

    private void addTwoToThree(float[] x, float[] y, float[] t0, float w00, float w01, float[] t1, float w10,
            float w11, float[] t2, float w20, float w21, int start, int end) {
        for (int p = start; p < end; p++) {
            float a = x[p];
            float b = y[p];
            t0[p] = multiplyAdd(w01, b, multiplyAdd(w00, a, t0[p]));
            t1[p] = multiplyAdd(w11, b, multiplyAdd(w10, a, t1[p]));
            t2[p] = multiplyAdd(w21, b, multiplyAdd(w20, a, t2[p]));
        }
    }

    private void addTwo(float[] x, float[] y, float[] target, float w0, float w1, int start, int end) {
        for (int p = start; p < end; p++) {
            target[p] = multiplyAdd(w1, y[p], multiplyAdd(w0, x[p], target[p]));
        }
    }

    private void addOne(float[] x, float[] target, float w, int start, int end) {
        for (int p = start; p < end; p++) {
            target[p] = multiplyAdd(w, x[p], target[p]);
        }
    }

    /** {@code w * x + t}, rounded once or twice. */
    private float multiplyAdd(float w, float x, float t) {
        return fused ? Math.fma(w, x, t) : w * x + t;
    }
}
