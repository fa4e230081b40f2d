package jpd.player.net;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import jpd.player.net.model.Model;
import jpd.player.net.model.ModelReader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Loads the network evaluator: the net shipped in the jar (KataGo's g170 6-block net, MIT licence in {@code
 * KATAGO-LICENSE.txt} beside it) or another KataGo net of model version 8, on the fastest kernel this JVM has.
 */
public final class Networks {
    /** The shipped net's file name. */
    public static final String SHIPPED = "g170-b6c96-s175395328-d26788732.bin.gz";
    private static final Logger LOG = LoggerFactory.getLogger(Networks.class);

    private Networks() {
    }

    /** The evaluator of this net file, or of the shipped net when empty; says on stderr which kernel runs. */
    public static NetEvaluator load(Optional<Path> file) throws IOException {
        Model model = file.isPresent() ? read(file.get()) : shipped();
        MatrixKernel kernel = fastestKernel();
        if (kernel instanceof PlainKernel) {
            LOG.info("network kernel: {} ({}); {}", kernel.name(), FmaSupport.THIS_JVM.reason(), hasVectorModule()
                    ? "the Vector API kernel is left out, its fma would run in software too"
                    : "start with --add-modules jdk.incubator.vector for the Vector API kernel");
        } else {
            LOG.info("network kernel: {}", kernel.name());
        }
        return new NetEvaluator(model, kernel);
    }

    /** The evaluator of this model on this kernel, quietly (for tests and benchmarks). */
    static NetEvaluator of(Model model, MatrixKernel kernel) {
        return new NetEvaluator(model, kernel);
    }

    static Model shipped() throws IOException {
        try (InputStream in = Networks.class.getResourceAsStream(SHIPPED)) {
            if (in == null) {
                throw new IOException("the shipped network " + SHIPPED + " is missing from the jar");
            }
            return ModelReader.read(in, SHIPPED);
        }
    }

    static Model read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return ModelReader.read(in, file.toString());
        } catch (NoSuchFileException e) {
            throw new IOException("no network file " + file, e);
        }
    }

    /**
     * The Vector API kernel when the JVM was started with {@code --add-modules jdk.incubator.vector} (as {@code
     * scripts/jpd} does) and {@code fma} is an instruction ({@link FmaSupport}: the kernel's {@code FloatVector.fma}
     * too runs in software without one, thousands of times slower), else the plain Java one.
     */
    static MatrixKernel fastestKernel() {
        if (hasVectorModule() && FmaSupport.THIS_JVM.instruction()) {
            try {
                return (MatrixKernel) Class.forName("jpd.player.net.VectorKernel").getDeclaredConstructor()
                        .newInstance();
            } catch (ReflectiveOperationException | LinkageError e) {
                LOG.warn("the Vector API kernel does not load ({}); the plain Java kernel runs", e.toString());
            }
        }
        return plainKernel();
    }

    static boolean hasVectorModule() {
        return ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
    }

    /** The plain Java kernel, with {@code Math.fma} where it is an instruction ({@link FmaSupport}). */
    static PlainKernel plainKernel() {
        return new PlainKernel(FmaSupport.THIS_JVM.instruction());
    }
}
