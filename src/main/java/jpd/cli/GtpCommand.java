package jpd.cli;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import jpd.gtp.FrontEnd;
import jpd.gtp.GtpConfig;
import jpd.gtp.GtpServer;
import jpd.gtp.Session;
import jpd.gtp.Transcript;
import jpd.gtp.client.CommandLineSplitter;
import jpd.player.PlayoutStatusEstimator;
import jpd.player.Player;
import jpd.player.Players;
import jpd.player.StatusEstimator;
import jpd.player.external.EngineConfig;
import jpd.player.external.ExternalPlayer;
import jpd.player.external.IllegalMovePolicy;
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

    @Option(names = "--player", defaultValue = "random", description = "The player answering genmove (default ${DEFAULT-VALUE}).")
    private String playerName;

    @Option(names = "--seed", description = "Seed of every random choice (default: from the clock).")
    private Long seed;

    @Option(names = "--engine", paramLabel = "\"CMD ARGS\"",
            description = "Adapt this GTP engine to the artistic rules (started without a shell; quotes group words).")
    private String engineCommand;

    @Option(names = "--engine-dir", paramLabel = "DIR", description = "The engine's working directory (default: ours).")
    private Path engineDirectory;

    @Option(names = "--engine-timeout", paramLabel = "SECONDS", defaultValue = "60",
            description = "Longest wait for an engine answer before it is restarted (default ${DEFAULT-VALUE}).")
    private double engineTimeout;

    @Option(names = "--on-illegal", paramLabel = "pass|builtin|resign", defaultValue = "builtin",
            description = "genmove's answer when the engine's move is illegal here or unreadable; builtin: the --player"
                    + " chooses (default ${DEFAULT-VALUE}).")
    private String onIllegal;

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
            return new GtpConfig(size, komi, RuleSet.parse(rules), usedSeed);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    private Player player(long usedSeed, StatusEstimator estimator) throws IOException {
        Player builtin;
        try {
            builtin = Players.create(playerName, usedSeed, estimator);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (engineCommand == null) {
            return builtin;
        }
        try {
            return ExternalPlayer.start(engineConfig(), builtin);
        } catch (IOException | RuntimeException e) {
            builtin.close();
            throw e;
        }
    }

    private EngineConfig engineConfig() {
        try {
            Duration timeout = Duration.ofMillis(Math.round(engineTimeout * 1000));
            return new EngineConfig(CommandLineSplitter.split(engineCommand), engineDirectory, timeout,
                    IllegalMovePolicy.parse(onIllegal));
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
