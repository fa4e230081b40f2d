package jpd.player.net;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jpd.testing.ForkedTests;
import org.junit.jupiter.api.Test;

/**
 * The kernel tests again in a JVM started with {@code --add-modules jdk.incubator.vector}, where they check the
 * Vector API kernel too. Surefire's JVM runs without the module: a JVM that has it says {@code WARNING: Using
 * incubator modules} on stderr at start, before any test can catch it, and surefire passes a forked JVM's own
 * stderr straight to the build's output. The child's stderr is caught here, and the warning asserted on.
 */
class VectorKernelTest {
    private static final String WARNING = "WARNING: Using incubator modules: jdk.incubator.vector";

    @Test
    void theKernelsAgreeWithEachOtherWithTheVectorApiKernel() throws Exception {
        passesWithTheModule(NetKernelsTest.class);
    }

    @Test
    void theKernelsAgreeWithKataGoWithTheVectorApiKernel() throws Exception {
        passesWithTheModule(KataGoAgreementTest.class);
    }

    private static void passesWithTheModule(Class<?> testClass) throws Exception {
        ForkedTests.Result result = ForkedTests.run(testClass, "--add-modules", "jdk.incubator.vector");
        assertEquals(WARNING, result.stderr().lines().findFirst().orElse("nothing"), result::toString);
        System.err.print(result.stderr().substring(WARNING.length()).stripLeading());
        result.assertPassed();
    }
}
