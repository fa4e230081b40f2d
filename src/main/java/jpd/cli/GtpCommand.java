package jpd.cli;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import jpd.gtp.FrontEnd;
import jpd.gtp.GtpConfig;
import jpd.gtp.GtpServer;
import jpd.gtp.Session;
import jpd.gtp.Transcript;
import jpd.player.PlayoutStatusEstimator;
import jpd.player.Player;
import jpd.player.Players;
import jpd.player.StatusEstimator;
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
            description = "The player answering genmove (default ${DEFAULT-VALUE}).")
    private String playerName;

    @Option(names = GtpOptions.SEED, description = "Seed of every random choice (default: from the clock).")
    private Long seed;

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
                seed != null ? OptionalLong.of(seed) : OptionalLong.empty());
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
        try (Player chosen = player(options, usedSeed, estimator); Transcript transcript = transcript(options)) {
            Session session = Session.start(config, chosen, estimator);
            GtpServer.create(FrontEnd.commands(session), transcript).run(in, out);
        }
        return ExitCode.OK;
    }

    private static GtpConfig config(GtpOptions options, long usedSeed) throws CommandFailure {
        try {
            List<String> words = Arrays.asList(options.rules().trim().split("\\s+"));
            RuleSet ruleSet = RuleSet.parse(words.get(0), words.subList(1, words.size()));
            return new GtpConfig(options.size(), options.komi(), ruleSet, usedSeed);
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(ExitCode.USAGE, e.getMessage());
        }
    }

    private static Player player(GtpOptions options, long usedSeed, StatusEstimator estimator) throws CommandFailure {
        try {
            return Players.create(options.player(), usedSeed, estimator);
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
