package jpd.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code jpd} command: one subcommand per tool. */
@Command(name = "jpd", mixinStandardHelpOptions = true, version = "jpd 0.1.0",
        description = "Go under the Jipingdian artistic rules.",
        subcommands = {GtpCommand.class, RegressCommand.class, ScoreCommand.class, CheckCommand.class,
                MatchCommand.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /**
     * Runs the command line and returns the exit code, without exiting. A plain {@code gtp}
     * command line is served without picocli, whose reflection would take most of the start-up
     * time of an engine; every other command line, and every bad option value, goes to picocli.
     */
    public static int run(String... args) {
        if (args.length > 0 && args[0].equals("gtp")) {
            Optional<GtpOptions> options = GtpOptions.tryParse(Arrays.asList(args).subList(1, args.length));
            if (options.isPresent()) {
                try {
                    return GtpCommand.serve(options.get(), System.in, System.out);
                } catch (CommandFailure badValue) {
                    // Nothing was read or written yet: picocli reports it below with the usage help.
                } catch (IOException | RuntimeException failure) {
                    failure.printStackTrace();
                    return exitCodeOf(failure);
                }
            }
        }
        return commandLine().execute(args);
    }

    /** The command line with the exit codes mapped: usage errors 2, I/O failures 3, other failures 1. */
    static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new Main());
        commandLine.setExitCodeExceptionMapper(Main::exitCodeOf);
        return commandLine;
    }

    /** Picocli asks this for every failure, bad command lines included. */
    private static int exitCodeOf(Throwable failure) {
        if (failure instanceof CommandLine.ParameterException) {
            return ExitCode.USAGE;
        }
        boolean io = failure instanceof IOException || failure instanceof UncheckedIOException;
        return io ? ExitCode.IO_FAILURE : ExitCode.FAILED;
    }

    /** Without a subcommand: a usage error. */
    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a subcommand is required");
    }
}
