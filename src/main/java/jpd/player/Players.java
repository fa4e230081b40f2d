package jpd.player;

import java.util.List;
import java.util.Random;

/** The players that can be chosen by name ({@code --player}). */
public final class Players {
    /** The names {@link #create} knows. */
    public static final List<String> NAMES = List.of("random");

    private Players() {
    }

    /**
     * A new player of this name.
     *
     * @throws IllegalArgumentException when the name is unknown
     */
    public static Player create(String name, long seed, StatusEstimator estimator) {
        if (name.equals("random")) {
            return new RandomPlayer(new Random(seed), estimator);
        }
        throw new IllegalArgumentException("unknown player '" + name + "' (known: " + String.join(", ", NAMES) + ")");
    }
}
