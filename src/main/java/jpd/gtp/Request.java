package jpd.gtp;

import java.util.ArrayList;
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
        List<String> words = words(line);
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

    /** The words between runs of spaces; a plain loop, as this runs once per command. */
    private static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= line.length(); i++) {
            boolean space = i == line.length() || line.charAt(i) == ' ';
            if (space && start >= 0) {
                words.add(line.substring(start, i));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
        if (words.isEmpty()) {
            words.add("");
        }
        return words;
    }

    private static boolean isId(String word) {
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return !word.isEmpty();
    }
}
