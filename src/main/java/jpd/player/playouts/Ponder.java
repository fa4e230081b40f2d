package jpd.player.playouts;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Future;
import jpd.player.Pondering;
import jpd.rules.Color;
import org.slf4j.LoggerFactory;

/** A search of the opponent's turn after the player's move, running in the background until stopped (pondering). */
final class Ponder implements Pondering {
    private final Color toMove;
    private final Search[] searches;
    private final SearchWatch watch;
    private final Future<?> done;
    private boolean stopped;

    /** The pondering of these searches for the colour to move, followed by this watch, which run until {@code done}. */
    Ponder(Color toMove, Search[] searches, SearchWatch watch, Future<?> done) {
        this.toMove = toMove;
        this.searches = searches;
        this.watch = watch;
        this.done = done;
    }

    @Override
    public void stop() {
        if (stopped) {
            return;
        }
        stopped = true;
        watch.stop();
        PlayoutPlayer.awaitAll(List.of(done));
        LoggerFactory.getLogger(PlayoutPlayer.class).info("pondered {} simulations on {}'s turn", simulated(), toMove);
    }

    /** The simulations run so far. */
    long simulated() {
        return Arrays.stream(searches).mapToLong(Search::simulated).sum();
    }
}
