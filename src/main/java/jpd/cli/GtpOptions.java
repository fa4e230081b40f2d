package jpd.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import jpd.player.playouts.SearchConfig;
import jpd.player.net.NetConfig;

/**
 * The options of {@code jpd gtp}. Their names and defaults are the constants here, used by the
 * picocli annotations of {@link GtpCommand} and by {@link #tryParse}, the fast path that lets an
 * engine start without picocli's reflection.
 *
 * @param size           the board size (checked later, by {@link jpd.gtp.GtpConfig})
 * @param komi           the komi
 * @param rules          the rules and their options as one string, e.g. {@code "art-novirtual ko=simple"}
 * @param transcriptFile where to write a transcript of the session, if anywhere
 * @param player         the name of the player answering genmove
 * @param seed           the seed of every random choice, or empty for one from the clock
 * @param engine         the command line of an external engine to adapt, if any
 * @param engineDirectory the engine's working directory, if not ours
 * @param engineTimeout  the longest wait in seconds for an engine answer
 * @param onIllegal      what genmove answers when the engine's move is illegal here
 * @param engineRules    which rules the engine is told: auto, area, territory or none
 * @param playouts       the playout player's playouts per move
 * @param secondsPerMove the player's longest think per move
 * @param threads        the player's search threads
 * @param resignThreshold the player's resignation threshold, 0 for never
 * @param ponder         whether the playout player searches on after its move until the next command
 * @param visits         the network player's visits per move
 * @param net            the KataGo network file (the network player's, and kata-raw-nn's), if not the shipped one
 * @param keepVirtualOnReplay whether a pass replayed where the session made a virtual move stays that move
 * @param gogui          whether GoGui's board with the tray row is spoken (docs/gui.md)
 * @param liveGraphics   whether genmove's search is drawn for GoGui on stderr as it goes (docs/gui.md)
 * @param name           what {@code name} and {@code version} answer, as {@code NAME[:VERSION]}, if not the default
 */
record GtpOptions(int size, double komi, String rules, Optional<Path> transcriptFile, String player,
        OptionalLong seed, Optional<String> engine, Optional<Path> engineDirectory, double engineTimeout,
        String onIllegal, String engineRules, int playouts, double secondsPerMove, int threads, double resignThreshold,
        boolean ponder, int visits, Optional<Path> net, boolean keepVirtualOnReplay, boolean gogui, boolean liveGraphics,
        Optional<String> name) {
    static final String SIZE = "--size";
    static final String DEFAULT_SIZE = "19";
    static final String KOMI = "--komi";
    static final String DEFAULT_KOMI = "6.5";
    static final String RULES = "--rules";
    static final String DEFAULT_RULES = "art2014";
    static final String LOG_GTP = "--log-gtp";
    static final String PLAYER = "--player";
    static final String DEFAULT_PLAYER = "builtin";
    static final String SEED = "--seed";
    static final String ENGINE = "--engine";
    static final String ENGINE_DIR = "--engine-dir";
    static final String ENGINE_TIMEOUT = "--engine-timeout";
    static final String DEFAULT_ENGINE_TIMEOUT = "60";
    static final String ON_ILLEGAL = "--on-illegal";
    static final String DEFAULT_ON_ILLEGAL = "builtin";
    static final String ENGINE_RULES = "--engine-rules";
    static final String DEFAULT_ENGINE_RULES = "auto";
    static final String PLAYOUTS = "--playouts";
    static final String DEFAULT_PLAYOUTS = "" + SearchConfig.DEFAULT_PLAYOUTS;
    static final String SECONDS_PER_MOVE = "--seconds-per-move";
    static final String DEFAULT_SECONDS_PER_MOVE = "" + SearchConfig.DEFAULT_SECONDS;
    static final String THREADS = "--threads";
    static final String DEFAULT_THREADS = "1";
    static final String RESIGN_THRESHOLD = "--resign-threshold";
    static final String DEFAULT_RESIGN_THRESHOLD = "" + SearchConfig.DEFAULT_RESIGN_THRESHOLD;
    static final String PONDER = "--ponder";
    static final String VISITS = "--visits";
    static final String DEFAULT_VISITS = "" + NetConfig.DEFAULT_VISITS;
    static final String NET = "--net";
    static final String KEEP_VIRTUAL_ON_REPLAY = "--keep-virtual-on-replay";
    static final String GOGUI = "--gogui";
    static final String LIVE_GFX = "--live-gfx";
    static final String NAME = "--name";

    /** Every option without a value. */
    static final List<String> FLAGS = List.of(PONDER, KEEP_VIRTUAL_ON_REPLAY, GOGUI, LIVE_GFX);

    /** Every option name with a value; the standard help and version options are picocli's alone. */
    static final List<String> NAMES = List.of(SIZE, KOMI, RULES, LOG_GTP, PLAYER, SEED, ENGINE, ENGINE_DIR,
            ENGINE_TIMEOUT, ON_ILLEGAL, ENGINE_RULES, PLAYOUTS, SECONDS_PER_MOVE, THREADS, RESIGN_THRESHOLD,
            VISITS, NET, NAME);

    /**
     * The options of a plain command line, {@code --name value}, {@code --name=value} or a bare
     * flag, with each name at most once; empty for anything else (help, an unknown name, a
     * missing or malformed value, a value starting with '-' after a space, a flag with a value),
     * which is then picocli's to parse or reject. Values are converted as picocli converts them,
     * so both give the same options.
     */
    static Optional<GtpOptions> tryParse(List<String> args) {
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (FLAGS.contains(arg)) {
                if (values.putIfAbsent(arg, "") != null) {
                    return Optional.empty();
                }
                continue;
            }
            int equals = arg.indexOf('=');
            String name = equals < 0 ? arg : arg.substring(0, equals);
            if (!NAMES.contains(name)) {
                return Optional.empty();
            }
            String value;
            if (equals >= 0) {
                value = arg.substring(equals + 1);
            } else if (i + 1 < args.size() && !args.get(i + 1).startsWith("-")) {
                value = args.get(++i);
            } else {
                return Optional.empty();
            }
            if (values.putIfAbsent(name, value) != null) {
                return Optional.empty();
            }
        }
        try {
            return Optional.of(new GtpOptions(
                    Integer.valueOf(values.getOrDefault(SIZE, DEFAULT_SIZE)),
                    Double.valueOf(values.getOrDefault(KOMI, DEFAULT_KOMI)),
                    values.getOrDefault(RULES, DEFAULT_RULES),
                    values.containsKey(LOG_GTP) ? Optional.of(Path.of(values.get(LOG_GTP))) : Optional.empty(),
                    values.getOrDefault(PLAYER, DEFAULT_PLAYER),
                    values.containsKey(SEED) ? OptionalLong.of(Long.valueOf(values.get(SEED))) : OptionalLong.empty(),
                    Optional.ofNullable(values.get(ENGINE)),
                    values.containsKey(ENGINE_DIR) ? Optional.of(Path.of(values.get(ENGINE_DIR))) : Optional.empty(),
                    Double.valueOf(values.getOrDefault(ENGINE_TIMEOUT, DEFAULT_ENGINE_TIMEOUT)),
                    values.getOrDefault(ON_ILLEGAL, DEFAULT_ON_ILLEGAL),
                    values.getOrDefault(ENGINE_RULES, DEFAULT_ENGINE_RULES),
                    Integer.valueOf(values.getOrDefault(PLAYOUTS, DEFAULT_PLAYOUTS)),
                    Double.valueOf(values.getOrDefault(SECONDS_PER_MOVE, DEFAULT_SECONDS_PER_MOVE)),
                    Integer.valueOf(values.getOrDefault(THREADS, DEFAULT_THREADS)),
                    Double.valueOf(values.getOrDefault(RESIGN_THRESHOLD, DEFAULT_RESIGN_THRESHOLD)),
                    values.containsKey(PONDER),
                    Integer.valueOf(values.getOrDefault(VISITS, DEFAULT_VISITS)),
                    values.containsKey(NET) ? Optional.of(Path.of(values.get(NET))) : Optional.empty(),
                    values.containsKey(KEEP_VIRTUAL_ON_REPLAY),
                    values.containsKey(GOGUI),
                    values.containsKey(LIVE_GFX),
                    Optional.ofNullable(values.get(NAME))));
        } catch (NumberFormatException | InvalidPathException malformed) {
            return Optional.empty();
        }
    }
}
