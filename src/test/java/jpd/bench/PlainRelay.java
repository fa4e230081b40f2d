package jpd.bench;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The least a JVM adapter can do, a reference point of {@link AdapterBenchmark} and not product code: starts the
 * engine given as arguments, and for each line read passes it on and copies the engine's answer back up to its
 * empty line, flushed; stops at {@code quit} (after its answer) or at the end of either input. Whatever jpd costs
 * beyond this relay is its own; what this relay costs over the engine driven directly is the JVM's and the pipes'.
 */
public final class PlainRelay {
    private PlainRelay() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Process engine = new ProcessBuilder(List.of(args)).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        BufferedReader answers =
                new BufferedReader(new InputStreamReader(engine.getInputStream(), StandardCharsets.UTF_8));
        // Straight to the file descriptor: System.out would add a second buffer and hide write errors.
        Writer out = new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8);
        try (Writer toEngine = new OutputStreamWriter(engine.getOutputStream(), StandardCharsets.UTF_8)) {
            for (String command = commands.readLine(); command != null; command = commands.readLine()) {
                toEngine.write(command + "\n");
                toEngine.flush();
                if (!relayAnswer(answers, out) || command.trim().equals("quit")) {
                    break;
                }
            }
        }
        engine.waitFor();
    }

    /** Copies one answer up to and including its empty line; false if the engine's output ended first. */
    private static boolean relayAnswer(BufferedReader answers, Writer out) throws IOException {
        for (String line = answers.readLine(); line != null; line = answers.readLine()) {
            out.write(line + "\n");
            if (line.isEmpty()) {
                out.flush();
                return true;
            }
        }
        out.flush();
        return false;
    }
}
