package jpd.match;

import jpd.engine.EngineRules;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The names of a tournament's engines, fixed before any game: the label the user gave, else the name and version
 * the engine answers (it is started once to ask, which also finds an engine that cannot start before any game);
 * engines of one name are told apart by a number, {@code GNU Go 3.8 #1}, {@code GNU Go 3.8 #2}.
 */
public final class EngineNames {
    private EngineNames() {
    }

    /**
     * The unique names of these engines.
     *
     * @throws IOException naming the engine, when one without a label cannot be started or asked its name
     */
    public static List<String> of(List<Optional<String>> labels, List<List<String>> commands, Duration timeout)
            throws IOException {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            names.add(labels.get(i).isPresent() ? labels.get(i).get() : asked(commands.get(i), timeout));
        }
        Map<String, Integer> count = new HashMap<>();
        names.forEach(name -> count.merge(name, 1, Integer::sum));
        Map<String, Integer> seen = new HashMap<>();
        List<String> unique = new ArrayList<>();
        for (String name : names) {
            unique.add(count.get(name) == 1 ? name : name + " #" + seen.merge(name, 1, Integer::sum));
        }
        return unique;
    }

    private static String asked(List<String> command, Duration timeout) throws IOException {
        List<String> started = command.stream().map(word -> word.replace(MatchConfig.SEED_PLACEHOLDER, "0")).toList();
        try (EngineSide side = EngineSide.start(started, timeout, EngineRules.NONE)) {
            return side.name();
        } catch (IOException | RuntimeException e) {
            throw new IOException("engine '" + String.join(" ", command) + "' could not start: " + e.getMessage(), e);
        }
    }
}
