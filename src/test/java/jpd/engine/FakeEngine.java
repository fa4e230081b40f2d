package jpd.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A scripted GTP engine run as a subprocess by tests: it prints a banner, then answers a few commands and
 * {@code ? unknown command} to any other; {@code crash} exits with code 3, {@code hang} never answers,
 * {@code spawn} starts a long-running child process and answers its pid.
 */
public final class FakeEngine {
    /** The exit code of {@code crash}. */
    public static final int CRASH_EXIT_CODE = 3;

    private FakeEngine() {
    }

    /** The argv that starts this engine in a fresh JVM with the tests' class path. */
    public static List<String> command() {
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), FakeEngine.class.getName());
    }

    /** {@link #command()} as one command line, quoted for {@link CommandLineSplitter}. */
    public static String commandLine() {
        return String.join(" ", command().stream().map(argument -> "'" + argument + "'").toList());
    }

    /** Reads GTP commands from stdin until {@code quit} or end of input. */
    public static void main(String[] args) throws IOException, InterruptedException {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        out.print("FakeEngine 1.0 starting\n");
        out.flush();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] idAndRest = line.strip().split("\\s+", 2);
            boolean hasId = idAndRest[0].matches("\\d+");
            String id = hasId ? idAndRest[0] : "";
            String command = hasId ? (idAndRest.length > 1 ? idAndRest[1] : "") : line.strip();
            String[] words = command.split("\\s+", 2);
            String argument = words.length > 1 ? words[1] : "";
            String answer = switch (words[0]) {
                case "" -> null;
                case "protocol_version" -> "=" + id + " 2";
                case "name" -> "=" + id + " FakeEngine";
                case "echo" -> "=" + id + " " + argument;
                case "genmove" -> "=" + id + " D4";
                case "multi" -> "=" + id + " first line\nsecond line\nthird line";
                case "exists" -> "=" + id + " " + Files.exists(Path.of(argument));
                case "fail" -> "?" + id + " syntax error";
                case "quit" -> "=" + id;
                case "spawn" -> "=" + id + " " + new ProcessBuilder("sleep", "300").start().pid();
                case "crash" -> {
                    System.err.println("FakeEngine crashing on purpose");
                    System.exit(CRASH_EXIT_CODE);
                    yield null;
                }
                case "hang" -> {
                    Thread.sleep(Long.MAX_VALUE);
                    yield null;
                }
                default -> "?" + id + " unknown command";
            };
            if (answer != null) {
                out.print(answer + "\n\n");
                out.flush();
            }
            if (words[0].equals("quit")) {
                return;
            }
        }
    }
}
