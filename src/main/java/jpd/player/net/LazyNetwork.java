package jpd.player.net;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The network evaluator, loaded at its first use and kept: a GTP session that never asks the net starts as fast as
 * one without it. A load that fails is tried again at the next use.
 */
public final class LazyNetwork {
    private final Optional<Path> file;
    private NetEvaluator evaluator;

    /** The net of this file, or the shipped net when empty. */
    public LazyNetwork(Optional<Path> file) {
        this.file = file;
    }

    /** The evaluator, loading it now if this is the first use. */
    public synchronized NetEvaluator get() throws IOException {
        if (evaluator == null) {
            evaluator = Networks.load(file);
        }
        return evaluator;
    }
}
