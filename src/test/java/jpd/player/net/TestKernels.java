package jpd.player.net;

import java.util.List;

/**
 * The kernels the tests check in this JVM: the plain Java one with {@code Math.fma} (whatever this processor has),
 * then the plain one with a multiply and an add, or in a JVM with {@code jdk.incubator.vector} the Vector API one
 * instead. Surefire's JVM has no such module; {@link VectorKernelTest} runs the tests again in one that has it, and
 * leaves out there what surefire's JVM checked already.
 */
final class TestKernels {
    /** The plain kernel with {@code Math.fma}: the reference the others are compared with. */
    static final MatrixKernel REFERENCE = new PlainKernel(true);

    private TestKernels() {
    }

    /** The reference first, then the plain kernel with a multiply and an add or the Vector API one. */
    static List<MatrixKernel> all() {
        MatrixKernel fastest = Networks.fastestKernel();
        return List.of(REFERENCE, fastest instanceof PlainKernel ? new PlainKernel(false) : fastest);
    }
}
