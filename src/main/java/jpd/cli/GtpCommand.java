package jpd.cli;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
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
import jpd.player.builtin.SearchConfig;
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

    @Option(names = "--size", defaultValue = "19", description = "Board size 2..25 (default ${DEFAULT-VALUE}).")
    private int size;

    @Option(names = "--komi", defaultValue = "6.5", description = "Komi (default ${DEFAULT-VALUE}).")
    private double komi;

    @Option(names = "--rules", defaultValue = "art2014",
            description = "Rules and options, e.g. \"art-novirtual ko=simple\" (default ${DEFAULT-VALUE}).")
    private String rules;

    @Option(names = "--log-gtp", paramLabel = "FILE", description = "Write a transcript: '> ' received, '< ' sent.")
    private Path transcriptFile;

    @Option(names = "--player", defaultValue = "builtin",
            description = "The player answering genmove: builtin or random (default ${DEFAULT-VALUE}).")
    private String playerName;

    @Option(names = "--seed", description = "Seed of every random choice (default: from the clock).")
    private Long seed;

    @Option(names = "--playouts", defaultValue = "" + SearchConfig.DEFAULT_PLAYOUTS,
            description = "Built-in player: playouts per move, all threads together (default ${DEFAULT-VALUE}).")
    private int playouts;

    @Option(names = "--seconds-per-move", defaultValue = "" + SearchConfig.DEFAULT_SECONDS,
            description = "Built-in player: the most seconds per move; the game clock may allow less (default ${DEFAULT-VALUE}).")
    private double secondsPerMove;

    @Option(names = "--threads", defaultValue = "1",
            description = "Built-in player: search threads; one thread and a seed repeat the same moves (default ${DEFAULT-VALUE}).")
    private int threads;

    @Override
    public Integer call() throws IOException {
        long usedSeed = seed != null ? seed : System.nanoTime();
        GtpConfig config = config(usedSeed);
        StatusEstimator estimator = new PlayoutStatusEstimator(usedSeed, PlayoutStatusEstimator.DEFAULT_PLAYOUTS);
        try (Player chosen = player(usedSeed, estimator); Transcript transcript = transcript()) {
            Session session = Session.start(config, chosen, estimator);
            GtpServer.create(FrontEnd.commands(session), transcript).run(System.in, System.out);
        }
        return ExitCode.OK;
    }

    private GtpConfig config(long usedSeed) {
        try {
            List<String> words = Arrays.asList(rules.trim().split("\\s+"));
            RuleSet ruleSet = RuleSet.parse(words.get(0), words.subList(1, words.size()));
            return new GtpConfig(size, komi, ruleSet, usedSeed);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    private Player player(long usedSeed, StatusEstimator estimator) {
        try {
            return Players.create(playerName, new SearchConfig(playouts, secondsPerMove, threads, usedSeed), estimator);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    private Transcript transcript() throws IOException {
        if (transcriptFile == null) {
            return Transcript.NONE;
        }
        Writer writer = new OutputStreamWriter(new FileOutputStream(transcriptFile.toFile()), StandardCharsets.US_ASCII);
        return Transcript.to(writer);
    }
}
