package jpd.player.net;

/**
 * The one operation the forward pass spends its time in: a matrix times a matrix whose rows are planes of the board.
 * Every convolution comes down to it (a 3x3 one through its shifted input rows).
 */
interface MatrixKernel {
    /** A name for logs and benchmarks. */
    String name();

    /**
     * {@code out[o][p] = sum over j < rowCount of weights[o * rowCount + j] * rows[j][p]} for every {@code o <
     * outCount} and {@code p < length}; {@code length} is a multiple of {@link #LANES}, and so are the arrays'.
     */
    void multiply(float[] weights, int outCount, float[][] rows, int rowCount, float[][] out, int length);

    /** Planes are padded to a multiple of this many floats, so that a kernel needs no tail loop. */
    int LANES = 16;
}
