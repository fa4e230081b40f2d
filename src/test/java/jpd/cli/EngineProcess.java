package jpd.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** The real program ({@code jpd.cli.Main}) in its own JVM, on the test class path. */
final class EngineProcess implements AutoCloseable {
    private static final long TIMEOUT_SECONDS = 60;

    private final Process process;
    private final CompletableFuture<byte[]> stderr;

    private EngineProcess(Process process) {
        this.process = process;
        this.stderr = CompletableFuture.supplyAsync(() -> readAll(process.getErrorStream()));
    }

    /** Starts {@code jpd} with these arguments. */
    static EngineProcess start(String... args) throws IOException {
        return start(List.of(), args);
    }

    /** Starts {@code jpd} with these arguments in a JVM with these options (a small heap, say). */
    static EngineProcess start(List<String> jvmOptions, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "jpd.cli.Main"));
        command.addAll(List.of(args));
        return new EngineProcess(new ProcessBuilder(command).start());
    }

    /** What a finished run gave: exit code, stdout and stderr. */
    record Run(int exitCode, byte[] stdout, String stderr) {
        /** What gives away a Java failure shown to a user: an exception's or error's name, a stack frame. */
        private static final List<String> TRACE_SIGNS = List.of("Exception", "Error:", "\tat ", "at jpd.", "java.lang.");

        String out() {
            return new String(stdout, StandardCharsets.ISO_8859_1);
        }

        /** Whether stderr shows any sign of a stack trace or a raw Java failure. */
        boolean showsJavaFailure() {
            return TRACE_SIGNS.stream().anyMatch(stderr::contains);
        }
    }

    /** Runs {@code jpd} with these arguments on this whole input, to its exit. */
    static Run run(byte[] input, String... args) throws Exception {
        return run(input, List.of(), args);
    }

    /** Runs {@code jpd} in a JVM with these options, with these arguments on this whole input, to its exit. */
    static Run run(byte[] input, List<String> jvmOptions, String... args) throws Exception {
        try (EngineProcess engine = start(jvmOptions, args)) {
            CompletableFuture<byte[]> stdout = CompletableFuture.supplyAsync(() -> readAll(engine.process.getInputStream()));
            try (OutputStream in = engine.process.getOutputStream()) {
                in.write(input);
            } catch (IOException closedEarly) {
                // The program may exit (quit) before it has read everything: that is fine.
            }
            return engine.finish(stdout.get(TIMEOUT_SECONDS, TimeUnit.SECONDS));
        }
    }

    static Run run(String input, String... args) throws Exception {
        return run(input.getBytes(StandardCharsets.ISO_8859_1), args);
    }

    /** Sends one command and reads its answer up to the empty line, for conversations. */
    String ask(String command) throws IOException {
        OutputStream in = process.getOutputStream();
        in.write((command + "\n").getBytes(StandardCharsets.US_ASCII));
        in.flush();
        InputStream out = process.getInputStream();
        StringBuilder answer = new StringBuilder();
        while (!answer.toString().endsWith("\n\n")) {
            int b = out.read();
            if (b < 0) {
                throw new IOException("the engine closed stdout; answer so far: " + answer);
            }
            answer.append((char) b);
        }
        return answer.toString();
    }

    /** Sends these lines as they are, for conversations that read the answers line by line. */
    void send(String lines) throws IOException {
        OutputStream in = process.getOutputStream();
        in.write(lines.getBytes(StandardCharsets.US_ASCII));
        in.flush();
    }

    /**
     * The next line of stdout, without its line feed; fails when none has come within the harness's 60 s, which only
     * a command that never ends misses.
     */
    String readLine() throws Exception {
        InputStream out = process.getInputStream();
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            StringBuilder text = new StringBuilder();
            try {
                for (int b = out.read(); b >= 0 && b != '\n'; b = out.read()) {
                    text.append((char) b);
                }
            } catch (IOException closed) {
                // the line so far
            }
            return text.toString();
        });
        try {
            return line.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException stillRunning) {
            throw new AssertionError("no line on stdout within " + TIMEOUT_SECONDS + " s");
        }
    }

    /** The lines of the next answer up to its empty line, each ended by a line feed; {@link #readLine}'s time limit. */
    String readAnswer() throws Exception {
        StringBuilder answer = new StringBuilder();
        for (String line = readLine(); !line.isEmpty(); line = readLine()) {
            answer.append(line).append('\n');
        }
        return answer.toString();
    }

    /** Closes stdin and waits for the exit. */
    Run finish(byte[] stdout) throws Exception {
        process.getOutputStream().close();
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            throw new AssertionError("the engine did not exit");
        }
        String errors = new String(stderr.get(TIMEOUT_SECONDS, TimeUnit.SECONDS), StandardCharsets.UTF_8);
        return new Run(process.exitValue(), stdout, errors);
    }

    /** Closes stdin and returns the rest of stdout once the program has exited. */
    Run finish() throws Exception {
        process.getOutputStream().close();
        return finish(readAll(process.getInputStream()));
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }

    private static byte[] readAll(InputStream stream) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            stream.transferTo(bytes);
            return bytes.toByteArray();
        } catch (IOException e) {
            return new byte[0];
        }
    }

    /** A resource of this test package as text. */
    static String resource(String name) throws IOException {
        try (InputStream in = EngineProcess.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("missing test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** A fresh temporary file path. */
    static Path tempFile() throws IOException {
        Path file = Files.createTempFile("jpd-", ".log");
        file.toFile().deleteOnExit();
        return file;
    }
}
