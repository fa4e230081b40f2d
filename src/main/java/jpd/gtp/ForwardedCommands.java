package jpd.gtp;

import jpd.player.ForwardingPlayer;

/** The engine's own commands that we do not implement, passed through verbatim (with streamed answers). */
final class ForwardedCommands {
    private ForwardedCommands() {
    }

    /** Registers every forwarded command of the player's engine whose name the table does not hold yet. */
    static void register(CommandTable table, Session session, ForwardingPlayer player) {
        player.forwardedCommands().stream().sorted().filter(name -> table.find(name).isEmpty()).forEach(name ->
                table.register(name, (StreamingHandler) args ->
                        StreamedAnswer.of(player.forward(session.game(),
                                String.join(" ", name, String.join(" ", args.all())).strip()))));
    }
}
