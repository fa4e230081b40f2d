package jpd.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one owner of an engine subprocess: started without a shell, its stderr logged under
 * {@code engine.<program>}, its stdin and stdout left to a {@link GtpClient}; closing it leaves nothing running.
 */
public final class EngineProcess implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(EngineProcess.class);
    /**
     * How long a closed engine may take to exit by itself (most exit at end of input) before it is killed: a JVM
     * engine on a loaded machine may take seconds.
     */
    private static final Duration EXIT_GRACE = Duration.ofSeconds(5);
    private static final Duration KILL_WAIT = Duration.ofMillis(500);

    private final Process process;
    private final String program;
    private final Thread stderrDrain;
    private final ProcessTreeCpu cpu;

    private EngineProcess(Process process, String program, Thread stderrDrain) {
        this.process = process;
        this.program = program;
        this.stderrDrain = stderrDrain;
        this.cpu = new ProcessTreeCpu(process.toHandle());
    }

    /** Starts {@code command} (program and arguments) in {@code workingDirectory}, or in ours when it is null. */
    public static EngineProcess start(List<String> command, Path workingDirectory) throws IOException {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("empty engine command");
        }
        ProcessBuilder builder = new ProcessBuilder(command);
        if (workingDirectory != null) {
            builder.directory(workingDirectory.toFile());
        }
        Process process = builder.start();
        String program = programName(command.get(0));
        Logger engineLog = LoggerFactory.getLogger("engine." + program);
        Thread drain = new Thread(() -> logLines(process.getErrorStream(), engineLog), "stderr-" + program);
        // A daemon, so an engine that never closes its stderr cannot keep the JVM alive.
        drain.setDaemon(true);
        drain.start();
        LOG.debug("started engine {} (pid {}): {}", program, process.pid(), command);
        return new EngineProcess(process, program, drain);
    }

    private static String programName(String executable) {
        String name = Path.of(executable).getFileName().toString();
        return name.toLowerCase(Locale.ROOT).endsWith(".exe") ? name.substring(0, name.length() - 4) : name;
    }

    private static void logLines(InputStream stderr, Logger engineLog) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(stderr, StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                engineLog.info("{}", line);
            }
        } catch (IOException | UncheckedIOException closed) {
            // The stream closes when the process is destroyed; there is nothing left to log.
        }
    }

    /** The program's file name without directory or {@code .exe}, as used in log names. */
    public String program() {
        return program;
    }

    /** The engine's standard output, where its GTP answers arrive. */
    public InputStream stdout() {
        return process.getInputStream();
    }

    /** The engine's standard input, where GTP commands go. */
    public OutputStream stdin() {
        return process.getOutputStream();
    }

    /** Waits up to {@code wait} for the engine to exit and gives its exit code, or empty while it still runs. */
    public OptionalInt awaitExit(Duration wait) {
        try {
            if (process.waitFor(wait.toNanos(), TimeUnit.NANOSECONDS)) {
                return OptionalInt.of(process.exitValue());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return OptionalInt.empty();
    }

    /**
     * The CPU time the engine's process and the processes it started have used since it started, as far as
     * {@link ProcessTreeCpu} sees them: read it while they live (after each move and before closing) so that a
     * process that exits later still counts. Empty when the system does not tell it.
     */
    public Optional<CpuTime> cpu() {
        return cpu.read();
    }

    /** Whether the engine process is still running. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /**
     * Kills the engine and every process it started, at once and without grace: for an engine that does not
     * answer. Its output then ends, also when a process it started (a wrapper script's engine) holds it.
     */
    public void kill() {
        // Children first: once the engine has exited they are re-parented and no longer found.
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /** Closes the engine's input, gives it a moment to exit, then destroys it and every process it started. */
    @Override
    public void close() {
        // Taken first: once the engine has exited its children are re-parented and no longer found.
        List<ProcessHandle> descendants = process.descendants().toList();
        try {
            process.getOutputStream().close();
        } catch (IOException alreadyGone) {
            LOG.debug("closing the input of {}: {}", program, alreadyGone.toString());
        }
        OptionalInt exitCode = awaitExit(EXIT_GRACE);
        List<ProcessHandle> all = Stream.concat(descendants.stream(), Stream.of(process.toHandle())).toList();
        all.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroy);
        all.stream().filter(ProcessHandle::isAlive).forEach(EngineProcess::awaitOrKill);
        awaitExit(KILL_WAIT);
        joinQuietly(stderrDrain);
        LOG.debug("engine {} closed ({})", program,
                exitCode.isPresent() ? "exit code " + exitCode.getAsInt() : "destroyed");
    }

    private static void awaitOrKill(ProcessHandle handle) {
        try {
            handle.onExit().get(KILL_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException stillAlive) {
            handle.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            handle.destroyForcibly();
        }
    }

    private static void joinQuietly(Thread thread) {
        try {
            thread.join(KILL_WAIT.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
