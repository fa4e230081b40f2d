package jpd.player;

import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import jpd.player.net.Evaluator;
import jpd.player.net.NetConfig;
import jpd.player.net.NetPlayer;
import jpd.player.playouts.PlayoutPlayer;
import jpd.player.playouts.SearchConfig;
import jpd.rules.Seeds;

/**
 * The players that can be chosen by name ({@code --player}): {@code builtin}, the embedded default, is the network
 * player, which {@code net} names too (to pin a command to it whatever the default); {@code playouts} is the
 * Monte-Carlo player without a network; {@code random} the baseline.
 */
public final class Players {
    /** The embedded default: the network player. */
    public static final String BUILTIN = "builtin";
    /** The network player by its own name. */
    public static final String NET = "net";
    /** The playout player (Monte-Carlo tree search without a network). */
    public static final String PLAYOUTS = "playouts";
    /** The random baseline. */
    public static final String RANDOM = "random";
    /** The names {@link #create} knows; the first is the default. */
    public static final List<String> NAMES = List.of(BUILTIN, PLAYOUTS, RANDOM, NET);
    /** Which stream of the seed the random player draws from (the front end uses another). */
    private static final long RANDOM_PLAYER_STREAM = 2;

    private Players() {
    }

    /** Whether the name is the network player's. */
    public static boolean isNetwork(String name) {
        return name.equals(BUILTIN) || name.equals(NET);
    }

    /**
     * A new player of this name: the network player searching as {@code net} with evaluators from the supplier, the
     * playout player as {@code playouts}, the random player with the seed of {@code net} and this estimator.
     *
     * @throws IllegalArgumentException when the name is unknown
     */
    public static Player create(String name, NetConfig net, Supplier<Evaluator> evaluators, SearchConfig playouts,
                                StatusEstimator estimator) {
        return switch (name) {
            case BUILTIN, NET -> new NetPlayer(net, evaluators);
            case PLAYOUTS -> new PlayoutPlayer(playouts);
            case RANDOM -> random(net.seed(), estimator);
            default -> throw new IllegalArgumentException(
                    "unknown player '" + name + "' (known: " + String.join(", ", NAMES) + ")");
        };
    }

    /** The random player of this seed, as {@code --player random --seed SEED} makes it. */
    public static Player random(long seed, StatusEstimator estimator) {
        return new RandomPlayer(new Random(Seeds.derive(seed, RANDOM_PLAYER_STREAM)), estimator);
    }
}
