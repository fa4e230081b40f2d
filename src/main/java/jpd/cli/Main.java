package jpd.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Optional;
import jpd.files.FileProblems;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code jpd} command: one subcommand per tool. */
@Command(name = "jpd", mixinStandardHelpOptions = true, version = "jpd 0.1.0",
        description = "Go under the Jipingdian artistic rules.",
        subcommands = {GtpCommand.class, RegressCommand.class, ScoreCommand.class, CheckCommand.class,
                MatchCommand.class, ReadGroupsCommand.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Runs the command line and exits with its code; whatever fails, the user gets one line, never a stack trace. */
    public static void main(String[] args) {
        int exitCode;
        try {
            exitCode = run(args);
        } catch (RuntimeException | Error failure) {
            exitCode = failed("jpd", failure);
        }
        System.exit(exitCode);
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
                    // Nothing was read or written yet: picocli reports it below.
                } catch (IOException | RuntimeException | OutOfMemoryError failure) {
                    return failed("jpd gtp", failure);
                }
            }
        }
        return commandLine().execute(args);
    }

    /** The command line with the exit codes mapped: usage errors 2, I/O failures 3, other failures 1. */
    static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new Main());
        commandLine.setExitCodeExceptionMapper(Main::exitCodeOf);
        commandLine.setParameterExceptionHandler((bad, args) -> {
            String name = bad.getCommandLine().getCommandSpec().qualifiedName();
            bad.getCommandLine().getErr().println(name + ": " + bad.getMessage() + " (" + name + " --help says more)");
            return ExitCode.USAGE;
        });
        commandLine.setExecutionExceptionHandler((failure, command, parsed) ->
                failed(command.getCommandSpec().qualifiedName(), failure));
        return commandLine;
    }

    /** Says on stderr in one line what failed, and returns the exit code for it. */
    private static int failed(String command, Throwable failure) {
        System.err.println(command + ": " + describe(failure));
        System.err.flush();
        return exitCodeOf(failure);
    }

    private static String describe(Throwable failure) {
        if (failure instanceof UncheckedIOException unchecked) {
            return FileProblems.describe(unchecked.getCause());
        }
        if (failure instanceof IOException || failure instanceof CommandFailure) {
            return FileProblems.describe((Exception) failure);
        }
        if (failure instanceof OutOfMemoryError) {
            return "out of memory (JPD_JAVA_OPTS=-Xmx... gives Java more)";
        }
        return "internal error: " + failure;
    }

    /** Picocli asks this for every failure, bad command lines included. */
    private static int exitCodeOf(Throwable failure) {
        if (failure instanceof CommandLine.ParameterException) {
            return ExitCode.USAGE;
        }
        if (failure instanceof CommandFailure chosen) {
            return chosen.exitCode();
        }
        boolean io = failure instanceof IOException || failure instanceof UncheckedIOException
                || failure instanceof OutOfMemoryError;
        return io ? ExitCode.IO_FAILURE : ExitCode.FAILED;
    }

    /** Without a subcommand: a usage error. */
    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a subcommand is required");
    }
}
