package jpd.gtp;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The one map from command names to handlers: dispatch, {@code list_commands} and {@code known_command}. */
public final class CommandTable {
    private final Map<String, Handler> handlers = new LinkedHashMap<>();

    /**
     * Adds a command.
     *
     * @throws IllegalArgumentException when the name is already taken
     */
    public void register(String name, Handler handler) {
        if (handlers.putIfAbsent(name, handler) != null) {
            throw new IllegalArgumentException("command registered twice: " + name);
        }
    }

    /**
     * Gives a registered command another handler, for a mode that redefines it (as {@code --gogui} does).
     *
     * @throws IllegalArgumentException when the name is not registered
     */
    public void replace(String name, Handler handler) {
        if (handlers.replace(name, handler) == null) {
            throw new IllegalArgumentException("no such command to replace: " + name);
        }
    }

    /** The handler of a command, if it is known. */
    public Optional<Handler> find(String name) {
        return Optional.ofNullable(handlers.get(name));
    }

    /** The command names in the order they were registered. */
    public Set<String> names() {
        return Collections.unmodifiableSet(handlers.keySet());
    }
}
