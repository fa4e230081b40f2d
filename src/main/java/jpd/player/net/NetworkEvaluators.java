package jpd.player.net;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/** Where the network player gets its evaluators: the shipped net, or a KataGo net from a file ({@code --net}). */
public final class NetworkEvaluators {
    /** Why the network player cannot run while this build has no evaluator. */
    public static final String MISSING = "no network evaluator in this build";

    private NetworkEvaluators() {
    }

    /**
     * A supplier of evaluators of this net file, or of the shipped net when empty; each call of the supplier gives an
     * evaluator of its own (one per search thread), and the net is read at the first call, not here.
     *
     * @throws UnsupportedOperationException until the evaluator is merged into this build ({@link #MISSING})
     */
    public static Supplier<Evaluator> forNet(Optional<Path> netFile) {
        throw new UnsupportedOperationException(MISSING);
    }
}
