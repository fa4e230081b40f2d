package jpd.gtp;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * One preprocessed GTP command line: the optional numeric id, the command name and its
 * arguments.
 *
 * @param id        the id's digits as given, or empty
 * @param name      the command name; empty when the line holds only an id
 * @param arguments the words after the name
 */
public record Request(Optional<String> id, String name, List<String> arguments) {

    public Request {
        arguments = List.copyOf(arguments);
    }

    /** Splits a preprocessed, non-blank line into id, name and arguments. */
    public static Request parse(String line) {
        List<String> words = Arrays.asList(line.trim().split(" +"));
        Optional<String> id = Optional.empty();
        if (isId(words.get(0))) {
            id = Optional.of(words.get(0));
            words = words.subList(1, words.size());
        }
        if (words.isEmpty()) {
            return new Request(id, "", List.of());
        }
        return new Request(id, words.get(0), words.subList(1, words.size()));
    }

    private static boolean isId(String word) {
        return !word.isEmpty() && word.chars().allMatch(c -> c >= '0' && c <= '9');
    }
}
