package jpd.gtp;

import java.io.PrintStream;
import jpd.player.ForwardingPlayer;
import jpd.player.Interruptible;
import jpd.player.net.LazyNetwork;

/** Builds the one command table of the engine from a session. */
public final class FrontEnd {
    private FrontEnd() {
    }

    /** Every command except {@code quit}, which {@link GtpServer} adds. */
    public static CommandTable commands(Session session) {
        return commands(session, LiveGraphics.NONE);
    }

    /** {@link #commands}, with GoGui's live graphics of genmove's search written to this stream (its stderr). */
    public static CommandTable commands(Session session, PrintStream liveGraphics) {
        return commands(session, LiveGraphics.to(liveGraphics));
    }

    private static CommandTable commands(Session session, LiveGraphics liveGraphics) {
        CommandTable table = new CommandTable();
        // The rules are read at each answer: jpd-rules may change them before the game starts.
        new AdminCommands(table, () -> EngineIdentity.of(session.player(), session.game().rules())).register();
        new GameCommands(session, liveGraphics).register(table);
        new HandicapCommands(session).register(table);
        new ScoreCommands(session).register(table);
        new AgreementCommands(session).register(table);
        new RulesCommands(session).register(table);
        new TimeCommands(session).register(table);
        new SgfCommands(session).register(table);
        new RulerCommands(session).register(table);
        AnalyzeCommands.register(table);
        CpuTimeCommand.register(table, session);
        session.player().analysis().ifPresent(analysis -> AnalysisStreams.register(table, session, analysis));
        if (session.player() instanceof Interruptible player) {
            table.interruptWith(player);
        }
        if (session.player() instanceof ForwardingPlayer engine) {
            ForwardedCommands.register(table, session, engine);
        }
        return table;
    }

    /** The table answering {@code name} and {@code version} with this identity instead ({@code jpd gtp --name}). */
    public static CommandTable named(CommandTable table, EngineIdentity identity) {
        new AdminCommands(table, () -> identity).replaceNames();
        return table;
    }

    /**
     * Adds {@code kata-raw-nn 0} and {@code kata-get-rules}, answered by this network, unless an external engine
     * plays (its own answers are forwarded then).
     */
    public static void addNetwork(CommandTable table, Session session, LazyNetwork network) {
        if (!(session.player() instanceof ForwardingPlayer)) {
            NetCommands.register(table, session, network);
        }
    }

    /** {@link #commands} with GoGui's meaning of the game and ruler commands ({@code jpd gtp --gogui}). */
    public static CommandTable goGuiCommands(Session session) {
        CommandTable table = commands(session);
        new GoGuiCommands(session).replaceIn(table);
        return table;
    }
}
