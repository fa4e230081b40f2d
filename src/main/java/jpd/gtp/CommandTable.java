package jpd.gtp;

import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import jpd.player.Interruptible;

/** The one map from command names to handlers: dispatch, {@code list_commands} and {@code known_command}. */
public final class CommandTable {
    private final Map<String, Handler> handlers = new LinkedHashMap<>();
    /** The commands GoGui's {@code # interrupt} line may end early. */
    private final Set<String> interruptibleCommands = new HashSet<>();
    private Interruptible interruptible;

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

    /** Adds a command that an {@code # interrupt} line may end early, when the table has {@link #interruptWith}. */
    public void registerInterruptible(String name, Handler handler) {
        register(name, handler);
        interruptibleCommands.add(name);
    }

    /**
     * Whom an {@code # interrupt} line interrupts; registers {@code gogui-interrupt}, by which GoGui learns that the
     * line is understood (GoGui manual, "Interrupting Commands").
     */
    public void interruptWith(Interruptible target) {
        register("gogui-interrupt", args -> {
            args.expect(0);
            return "";
        });
        interruptible = target;
    }

    /** Whom an {@code # interrupt} line interrupts, if anyone. */
    public Optional<Interruptible> interruptible() {
        return Optional.ofNullable(interruptible);
    }

    /** Whether an {@code # interrupt} line may end this command early: whether its input is read while it runs. */
    public boolean isInterruptible(String name) {
        return interruptible != null && interruptibleCommands.contains(name);
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
