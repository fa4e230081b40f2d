package jpd.cli;

import java.io.File;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import jpd.engine.CommandLineSplitter;
import jpd.regress.RegressionConfig;
import jpd.regress.RegressionResult;
import jpd.regress.RegressionRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code jpd regress}: runs GNU Go regression files (.tst) against a GTP engine and reports to stdout. */
@Command(name = "regress",
        description = {"Runs GNU Go regression files (.tst) against a GTP engine, one fresh engine per file "
                + "started in the file's folder.",
                "Exit code: 0 nothing unexpected, 1 an unexpected FAILED or PASSED, "
                + "2 usage error, crash, timeout, missing or unparsable file."})
public final class RegressCommand implements Callable<Integer> {
    /** The JDK module of the network's Vector API kernel. */
    private static final String VECTOR_MODULE = "jdk.incubator.vector";

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Option(names = "--engine", paramLabel = "CMD",
            description = "Engine command line, split like a shell does but run without one "
                    + "(default: this program's own 'gtp' command).")
    private String engine;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "60",
            description = "Longest wait for one answer, in seconds (default: ${DEFAULT-VALUE}).")
    private double timeoutSeconds;

    @Parameters(arity = "1..*", paramLabel = "FILES", description = "Regression files to run, in order.")
    private List<Path> files;

    private final PrintStream out;

    /** The command as run from the command line, reporting to stdout. */
    public RegressCommand() {
        this(System.out);
    }

    /** The command reporting to {@code out}. */
    public RegressCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() {
        if (!(timeoutSeconds > 0)) {
            throw new ParameterException(spec.commandLine(), "--timeout must be a positive number of seconds");
        }
        Duration timeout = Duration.ofNanos(Math.round(timeoutSeconds * 1e9));
        RegressionResult result = new RegressionRunner(new RegressionConfig(engineCommand(), timeout), out).run(files);
        out.flush();
        if (!result.completed()) {
            return ExitCode.CRASHED;
        }
        return result.tally().hasUnexpected() ? ExitCode.FAILED : ExitCode.OK;
    }

    private List<String> engineCommand() {
        if (engine == null) {
            return selfCommand();
        }
        List<String> command;
        try {
            command = CommandLineSplitter.split(engine);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--engine: " + e.getMessage());
        }
        if (command.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--engine: empty command");
        }
        return command;
    }

    /**
     * This program's own GTP engine, started with the same Java and class path as the running JVM, and with the
     * Vector API module when the running JVM has it (as {@code scripts/jpd} starts it), so that a {@code builtin}
     * engine of a match evaluates its net with the same kernel as {@code jpd gtp} would; the class path is made
     * absolute because each engine runs in its test file's folder.
     */
    static List<String> selfCommand() {
        String java = ProcessHandle.current().info().command()
                .orElseGet(() -> Path.of(System.getProperty("java.home"), "bin", "java").toString());
        String classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.isEmpty())
                .map(entry -> Path.of(entry).toAbsolutePath().toString())
                .collect(Collectors.joining(File.pathSeparator));
        List<String> command = new ArrayList<>(List.of(java));
        if (ModuleLayer.boot().findModule(VECTOR_MODULE).isPresent()) {
            command.addAll(List.of("--add-modules", VECTOR_MODULE));
        }
        command.addAll(List.of("-cp", classPath, "jpd.cli.Main", "gtp"));
        return List.copyOf(command);
    }
}
