package jpd.player.net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Supplier;

/** Where the network player gets its evaluators: the shipped net, or a KataGo net from a file ({@code --net}). */
public final class NetworkEvaluators {
    private NetworkEvaluators() {
    }

    /**
     * A supplier of this network's evaluator, read at the first call; a session shares one network between the
     * player and {@code kata-raw-nn}, so that the net is loaded once.
     */
    public static Supplier<Evaluator> of(LazyNetwork network) {
        return () -> {
            try {
                return network.get();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }
}
