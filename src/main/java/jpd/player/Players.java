package jpd.player;

import java.util.List;
import java.util.Random;
import jpd.player.builtin.BuiltinPlayer;
import jpd.player.builtin.SearchConfig;
import jpd.rules.Seeds;

/** The players that can be chosen by name ({@code --player}). */
public final class Players {
    /** The names {@link #create} knows; the first is the default. */
    public static final List<String> NAMES = List.of("builtin", "random");
    /** Which stream of the seed the random player draws from (the front end uses another). */
    private static final long RANDOM_PLAYER_STREAM = 2;

    private Players() {
    }

    /**
     * A new player of this name; the random player uses only the config's seed and this
     * estimator, the built-in player all of the config and its own estimator.
     *
     * @throws IllegalArgumentException when the name is unknown
     */
    public static Player create(String name, SearchConfig config, StatusEstimator estimator) {
        return switch (name) {
            case "builtin" -> new BuiltinPlayer(config);
            case "random" -> new RandomPlayer(new Random(Seeds.derive(config.seed(), RANDOM_PLAYER_STREAM)), estimator);
            default -> throw new IllegalArgumentException(
                    "unknown player '" + name + "' (known: " + String.join(", ", NAMES) + ")");
        };
    }
}
