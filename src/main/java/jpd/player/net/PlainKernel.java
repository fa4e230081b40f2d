package jpd.player.net;

/**
 * The matrix multiply in plain Java, written so that C2 vectorises its inner loops: every array in a loop is read at
 * the same index, four input rows at a time so that each pass over an output row does four multiply-adds.
 */
final class PlainKernel implements MatrixKernel {
    /** Positions taken at a time, so that the input rows' pieces stay in the level-2 cache across output rows. */
    private static final int TILE = 128;

    @Override
    public String name() {
        return "plain Java";
    }

    @Override
    public void multiply(float[] weights, int outCount, float[][] rows, int rowCount, float[][] out, int length) {
        for (int start = 0; start < length; start += TILE) {
            int end = Math.min(length, start + TILE);
            for (int o = 0; o < outCount; o++) {
                float[] target = out[o];
                int base = o * rowCount;
                java.util.Arrays.fill(target, start, end, 0f);
                int j = 0;
                for (; j + 4 <= rowCount; j += 4) {
                    addFour(target, rows[j], rows[j + 1], rows[j + 2], rows[j + 3], weights[base + j],
                            weights[base + j + 1], weights[base + j + 2], weights[base + j + 3], start, end);
                }
                for (; j < rowCount; j++) {
                    addOne(target, rows[j], weights[base + j], start, end);
                }
            }
        }
    }

    private static void addFour(float[] target, float[] a, float[] b, float[] c, float[] d, float wa, float wb,
            float wc, float wd, int start, int end) {
        for (int p = start; p < end; p++) {
            target[p] += wa * a[p] + wb * b[p] + wc * c[p] + wd * d[p];
        }
    }

    private static void addOne(float[] target, float[] a, float wa, int start, int end) {
        for (int p = start; p < end; p++) {
            target[p] += wa * a[p];
        }
    }
}
