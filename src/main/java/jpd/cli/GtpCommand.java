package jpd.cli;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import jpd.gtp.CommandTable;
import jpd.gtp.EngineIdentity;
import jpd.gtp.FrontEnd;
import jpd.gtp.GtpConfig;
import jpd.gtp.GtpServer;
import jpd.gtp.Session;
import jpd.gtp.Transcript;
import jpd.engine.CommandLineSplitter;
import jpd.engine.EngineRules;
import jpd.player.PlayoutStatusEstimator;
import jpd.player.Player;
import jpd.player.Players;
import jpd.player.StatusEstimator;
import jpd.player.playouts.SearchConfig;
import jpd.player.net.NetConfig;
import jpd.player.net.NetworkEvaluators;
import jpd.player.external.EngineConfig;
import jpd.player.external.ExternalPlayer;
import jpd.player.external.IllegalMovePolicy;
import jpd.player.net.LazyNetwork;
import jpd.rules.Point;
import jpd.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code jpd gtp}: a GTP engine on stdin and stdout; stdout carries nothing but the protocol. */
@Command(name = "gtp", mixinStandardHelpOptions = true,
        description = "Speak GTP on stdin/stdout (logs go to stderr).")
public final class GtpCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = GtpOptions.SIZE, defaultValue = GtpOptions.DEFAULT_SIZE,
            description = "Board size 2..25 (default ${DEFAULT-VALUE}).")
    private int size;

    @Option(names = GtpOptions.KOMI, defaultValue = GtpOptions.DEFAULT_KOMI, description = "Komi (default ${DEFAULT-VALUE}).")
    private double komi;

    @Option(names = GtpOptions.RULES, defaultValue = GtpOptions.DEFAULT_RULES,
            description = "Rules and options, e.g. \"art-novirtual ko=simple\" (default ${DEFAULT-VALUE}).")
    private String rules;

    @Option(names = GtpOptions.LOG_GTP, paramLabel = "FILE", description = "Write a transcript: '> ' received, '< ' sent.")
    private Path transcriptFile;

    @Option(names = GtpOptions.PLAYER, defaultValue = GtpOptions.DEFAULT_PLAYER,
            description = "The player answering genmove: builtin (the network player, also called net), playouts (Monte-Carlo"
                    + " without a network) or random (default ${DEFAULT-VALUE}).")
    private String playerName;

    @Option(names = GtpOptions.SEED, description = "Seed of every random choice (default: from the clock).")
    private Long seed;

    @Option(names = GtpOptions.ENGINE, paramLabel = "\"CMD ARGS\"",
            description = "Adapt this GTP engine to the artistic rules (started without a shell; quotes group words).")
    private String engineCommand;

    @Option(names = GtpOptions.ENGINE_DIR, paramLabel = "DIR", description = "The engine's working directory (default: ours).")
    private Path engineDirectory;

    @Option(names = GtpOptions.ENGINE_TIMEOUT, paramLabel = "SECONDS", defaultValue = GtpOptions.DEFAULT_ENGINE_TIMEOUT,
            description = "Longest wait for an engine answer before it is restarted (default ${DEFAULT-VALUE}).")
    private double engineTimeout;

    @Option(names = GtpOptions.ON_ILLEGAL, paramLabel = "pass|builtin|resign", defaultValue = GtpOptions.DEFAULT_ON_ILLEGAL,
            description = "genmove's answer when the engine's move is illegal here or unreadable, or the engine cannot"
                    + " be restarted; builtin: the --player chooses (default ${DEFAULT-VALUE}).")
    private String onIllegal;

    @Option(names = GtpOptions.ENGINE_RULES, paramLabel = "auto|area|territory|none",
            defaultValue = GtpOptions.DEFAULT_ENGINE_RULES,
            description = "The rules the engine is told: auto, the nearest its family knows (KataGo, GNU Go, Pachi:"
                    + " territory with a komi that follows the virtual stones); area; territory; none (its defaults)."
                    + " One line on stderr says what was set (default ${DEFAULT-VALUE}).")
    private String engineRules;

    @Option(names = GtpOptions.PLAYOUTS, defaultValue = GtpOptions.DEFAULT_PLAYOUTS,
            description = "Playout player (--player playouts): playouts per move, all threads together (default ${DEFAULT-VALUE}).")
    private int playouts;

    @Option(names = GtpOptions.SECONDS_PER_MOVE, defaultValue = GtpOptions.DEFAULT_SECONDS_PER_MOVE,
            description = "The most seconds per move; the game clock may allow less (default ${DEFAULT-VALUE}).")
    private double secondsPerMove;

    @Option(names = GtpOptions.THREADS, defaultValue = GtpOptions.DEFAULT_THREADS,
            description = "Search threads; one thread and a seed repeat the same moves (default ${DEFAULT-VALUE}).")
    private int threads;

    @Option(names = GtpOptions.RESIGN_THRESHOLD, paramLabel = "P", defaultValue = GtpOptions.DEFAULT_RESIGN_THRESHOLD,
            description = "Resign when the win rate stays below P for a few moves; 0 never resigns"
                    + " (default ${DEFAULT-VALUE}). As the fallback of --engine it never resigns.")
    private double resignThreshold;

    @Option(names = GtpOptions.PONDER,
            description = "Playout player: after its move, search on below it until the next command arrives, so"
                    + " that the next genmove starts from a larger tree.")
    private boolean ponder;

    @Option(names = GtpOptions.VISITS, defaultValue = GtpOptions.DEFAULT_VISITS,
            description = "Network player (builtin): the most visits of the root per move, counting those"
                    + " kept from the last move's tree, as KataGo's maxVisits (default ${DEFAULT-VALUE}).")
    private int visits;

    @Option(names = GtpOptions.NET, paramLabel = "FILE",
            description = "The KataGo network (model version 8, .bin.gz) of the network player and of kata-raw-nn, loaded"
                    + " at its first use (default: the shipped g170 6-block net).")
    private Path net;

    @Option(names = GtpOptions.KEEP_VIRTUAL_ON_REPLAY,
            description = "For GUIs that store a virtual move as a pass (Sabaki): a pass sent where this session played"
                    + " a virtual move before, after the same moves from the same start, is that virtual move again"
                    + " (logged on stderr). Off: a pass is a pass.")
    private boolean keepVirtualOnReplay;

    @Option(names = GtpOptions.GOGUI,
            description = "Speak to GoGui: its board is one row larger, the top row holds virtual moves and marks the"
                    + " end; --size is the game's size (docs/gui.md).")
    private boolean gogui;

    @Option(names = GtpOptions.LIVE_GFX,
            description = "For GoGui's live graphics: while genmove searches, draw the best variation and win rates on"
                    + " its board (gogui-gfx: lines on stderr, every half second). Not with --gogui.")
    private boolean liveGraphics;

    @Option(names = GtpOptions.NAME, paramLabel = "NAME[:VERSION]",
            description = "Answer name (and version) with these (default: ours; with --engine the engine's own,"
                    + " marked as played through jpd, e.g. 'GNU Go (jpd art2014)').")
    private String name;

    @Override
    public Integer call() throws IOException {
        try {
            return serve(options(), System.in, System.out);
        } catch (CommandFailure badValue) {
            throw new ParameterException(spec.commandLine(), badValue.getMessage());
        }
    }

    /** The options as picocli parsed them. */
    GtpOptions options() {
        return new GtpOptions(size, komi, rules, Optional.ofNullable(transcriptFile), playerName,
                seed != null ? OptionalLong.of(seed) : OptionalLong.empty(), Optional.ofNullable(engineCommand),
                Optional.ofNullable(engineDirectory), engineTimeout, onIllegal, engineRules, playouts, secondsPerMove,
                threads, resignThreshold, ponder, visits, Optional.ofNullable(net), keepVirtualOnReplay, gogui, liveGraphics,
                Optional.ofNullable(name));
    }

    /**
     * Serves GTP on these streams until {@code quit} or the end of the input.
     *
     * @throws CommandFailure a usage failure for a bad option value, before any input is read
     */
    static int serve(GtpOptions options, InputStream in, OutputStream out) throws IOException, CommandFailure {
        long usedSeed = options.seed().isPresent() ? options.seed().getAsLong() : System.nanoTime();
        GtpConfig config = config(options, usedSeed);
        StatusEstimator estimator = new PlayoutStatusEstimator(usedSeed, PlayoutStatusEstimator.DEFAULT_PLAYOUTS);
        // One network for the player and kata-raw-nn: loaded once, at the first need of either.
        LazyNetwork network = new LazyNetwork(options.net());
        try (Player chosen = player(options, usedSeed, estimator, network);
                Transcript transcript = transcript(options)) {
            Session session = Session.start(config, chosen, estimator);
            CommandTable table = options.gogui() ? FrontEnd.goGuiCommands(session)
                    : options.liveGraphics() ? FrontEnd.commands(session, System.err) : FrontEnd.commands(session);
            if (options.name().isPresent()) {
                FrontEnd.named(table, identity(options.name().get()));
            }
            FrontEnd.addNetwork(table, session, network);
            GtpServer.create(table, transcript).run(in, out);
        }
        return ExitCode.OK;
    }

    private static EngineIdentity identity(String text) throws CommandFailure {
        try {
            return EngineIdentity.parse(text);
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(ExitCode.USAGE, GtpOptions.NAME + ": " + e.getMessage());
        }
    }

    private static GtpConfig config(GtpOptions options, long usedSeed) throws CommandFailure {
        if (options.gogui() && options.liveGraphics()) {
            // Under --gogui GoGui's board has the tray row: drawings would need its coordinates.
            throw new CommandFailure(ExitCode.USAGE, GtpOptions.LIVE_GFX + " does not go with " + GtpOptions.GOGUI);
        }
        if (options.gogui() && options.size() >= Point.MAX_SIZE) {
            throw new CommandFailure(ExitCode.USAGE, GtpOptions.GOGUI + " needs a board size below " + Point.MAX_SIZE
                    + " (GoGui's board has one more row): " + options.size());
        }
        try {
            // Checked with or without --engine: a bad value is an error either way.
            EngineRules.parse(options.engineRules());
            return new GtpConfig(options.size(), options.komi(), RuleSet.parse(options.rules()), usedSeed,
                    options.keepVirtualOnReplay());
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(ExitCode.USAGE, e.getMessage());
        }
    }

    /** The named player, or the external engine with the named player as its fallback. */
    private static Player player(GtpOptions options, long usedSeed, StatusEstimator estimator, LazyNetwork network)
            throws CommandFailure, IOException {
        checkPlayerOptions(options);
        if (options.net().isPresent() && !Files.isReadable(options.net().get())) {
            throw new CommandFailure(ExitCode.USAGE, "cannot read the net file " + options.net().get());
        }
        Player named;
        try {
            // Behind an engine the player only stands in for a refused move: resigning is the engine's call.
            double resignThreshold = options.engine().isEmpty() ? options.resignThreshold() : 0;
            SearchConfig playouts = new SearchConfig(options.playouts(), options.secondsPerMove(), options.threads(),
                    usedSeed, resignThreshold, options.ponder());
            NetConfig net = new NetConfig(options.visits(), options.secondsPerMove(), options.threads(), usedSeed,
                    resignThreshold);
            named = Players.create(options.player(), net, NetworkEvaluators.of(network), playouts, estimator);
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(ExitCode.USAGE, e.getMessage());
        }
        if (options.engine().isEmpty()) {
            return named;
        }
        try {
            return ExternalPlayer.start(engineConfig(options), named);
        } catch (CommandFailure | IOException | RuntimeException e) {
            named.close();
            throw e;
        }
    }

    /**
     * Refuses an option of one player given to another: {@code builtin} was the playout player before it became the
     * network player, and a {@code --playouts} that now did nothing would hide that.
     */
    private static void checkPlayerOptions(GtpOptions options) throws CommandFailure {
        String player = options.player();
        boolean playouts = options.playouts() != SearchConfig.DEFAULT_PLAYOUTS || options.ponder();
        if (playouts && !player.equals(Players.PLAYOUTS)) {
            throw new CommandFailure(ExitCode.USAGE, GtpOptions.PLAYOUTS + " and " + GtpOptions.PONDER
                    + " are options of --player " + Players.PLAYOUTS + ", not of " + player
                    + (Players.isNetwork(player) ? " (the network player: " + GtpOptions.VISITS + ")" : ""));
        }
        if (options.visits() != NetConfig.DEFAULT_VISITS && !Players.isNetwork(player)) {
            throw new CommandFailure(ExitCode.USAGE, GtpOptions.VISITS + " is an option of the network player ("
                    + Players.BUILTIN + "), not of " + player);
        }
    }

    private static EngineConfig engineConfig(GtpOptions options) throws CommandFailure {
        try {
            Duration timeout = Duration.ofMillis(Math.round(options.engineTimeout() * 1000));
            return new EngineConfig(CommandLineSplitter.split(options.engine().get()),
                    options.engineDirectory().orElse(null), timeout, IllegalMovePolicy.parse(options.onIllegal()),
                    EngineRules.parse(options.engineRules()));
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(ExitCode.USAGE, e.getMessage());
        }
    }

    private static Transcript transcript(GtpOptions options) throws IOException {
        if (options.transcriptFile().isEmpty()) {
            return Transcript.NONE;
        }
        Writer writer = new OutputStreamWriter(new FileOutputStream(options.transcriptFile().get().toFile()),
                StandardCharsets.US_ASCII);
        return Transcript.to(writer);
    }
}
