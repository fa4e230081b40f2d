package jpd.scoring;

import java.util.List;
import java.util.Optional;
import jpd.rules.Color;

/**
 * One counting system's count of a game.
 *
 * @param system  the counting system
 * @param black   Black's score in the system's unit (artistic and Japanese: points of territory; the others: area)
 * @param white   White's score, handicap compensation included
 * @param komi    the komi Black gives under this system
 * @param margin  black - komi - white
 * @param result  {@code B+x}, {@code W+x}, {@code 0} or {@code Void}
 * @param details {@code key: value} lines with what the scores are made of, each key prefixed by the system's key
 */
public record SystemScore(CountingSystem system, double black, double white, double komi, double margin,
                          String result, List<String> details) {

    public SystemScore {
        details = List.copyOf(details);
    }

    /** The winner the result names; empty for a draw or a void game. */
    public Optional<Color> winner() {
        if (result.startsWith("B+")) {
            return Optional.of(Color.BLACK);
        }
        if (result.startsWith("W+")) {
            return Optional.of(Color.WHITE);
        }
        return Optional.empty();
    }
}
