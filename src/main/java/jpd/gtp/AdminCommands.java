package jpd.gtp;

/** The protocol's own commands: protocol_version, name, version, known_command, list_commands. */
final class AdminCommands {
    static final String NAME = "jpd-gtp";
    static final String VERSION = "0.1.0";

    private final CommandTable table;

    AdminCommands(CommandTable table) {
        this.table = table;
    }

    void register() {
        table.register("protocol_version", args -> constant(args, "2"));
        table.register("name", args -> constant(args, NAME));
        table.register("version", args -> constant(args, VERSION));
        table.register("known_command", this::knownCommand);
        table.register("list_commands", this::listCommands);
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
