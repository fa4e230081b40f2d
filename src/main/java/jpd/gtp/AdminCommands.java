package jpd.gtp;

import java.util.function.Supplier;

/** The protocol's own commands: protocol_version, name, version, known_command, list_commands. */
final class AdminCommands {
    private final CommandTable table;
    private final Supplier<EngineIdentity> identity;

    /** The commands of this table, answering {@code name} and {@code version} with the identity of the moment. */
    AdminCommands(CommandTable table, Supplier<EngineIdentity> identity) {
        this.table = table;
        this.identity = identity;
    }

    void register() {
        table.register("protocol_version", args -> constant(args, "2"));
        table.register("name", this::name);
        table.register("version", this::version);
        table.register("known_command", this::knownCommand);
        table.register("list_commands", this::listCommands);
    }

    /** Puts this identity's answers to {@code name} and {@code version} in place of the table's. */
    void replaceNames() {
        table.replace("name", this::name);
        table.replace("version", this::version);
    }

    private String name(Arguments args) throws GtpError {
        return constant(args, identity.get().name());
    }

    private String version(Arguments args) throws GtpError {
        return constant(args, identity.get().version());
    }

    private static String constant(Arguments args, String answer) throws GtpError {
        args.expect(0);
        return answer;
    }

    private String knownCommand(Arguments args) throws GtpError {
        args.expect(1);
        return Boolean.toString(table.find(args.word(0)).isPresent());
    }

    private String listCommands(Arguments args) throws GtpError {
        args.expect(0);
        return String.join("\n", table.names());
    }
}
