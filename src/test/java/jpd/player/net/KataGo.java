package jpd.player.net;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The real KataGo of ../shared/katago, driven over GTP for its raw network outputs. */
public final class KataGo implements AutoCloseable {
    static final Path HOME = Path.of("../shared/katago").toAbsolutePath().normalize();
    static final Path BINARY = HOME.resolve("katago");
    static final Path NET = HOME.resolve("g170-b6c96-s175395328-d26788732.bin.gz");
    /** The engine rules profile of the artistic rules, in KataGo's words. */
    static final String RULES = "{\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\",\"tax\":\"NONE\",\"suicide\":true,"
            + "\"hasButton\":false,\"whiteHandicapBonus\":\"0\",\"friendlyPassOk\":false}";

    private final Process process;
    private final PrintWriter in;
    private final BufferedReader out;

    private KataGo(Process process) {
        this.process = process;
        this.in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /** Why KataGo cannot run here, or null when it answers. */
    public static String whyNot() {
        if (!Files.isExecutable(BINARY)) {
            return "KataGo is not at " + BINARY;
        }
        if (!Files.exists(Path.of("/usr/lib/x86_64-linux-gnu/libzip.so.4"))) {
            return "KataGo needs libzip4 (apt-get install -y libzip4)";
        }
        return null;
    }

    public static KataGo start() throws IOException {
        Process process = new ProcessBuilder(BINARY.toString(), "gtp", "-model", NET.toString(), "-config",
                HOME.resolve("gtp.cfg").toString()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        KataGo kataGo = new KataGo(process);
        kataGo.send("kata-set-rules " + RULES);
        return kataGo;
    }

    /** Sends a command and returns its answer without the leading "= "; fails on an error answer. */
    public String send(String command) throws IOException {
        in.println(command);
        List<String> lines = new ArrayList<>();
        String line;
        while ((line = out.readLine()) != null) {
            if (line.isEmpty() && !lines.isEmpty()) {
                break;
            }
            if (!line.isEmpty()) {
                lines.add(line);
            }
        }
        if (lines.isEmpty()) {
            throw new IOException("KataGo ended while answering " + command);
        }
        String answer = String.join("\n", lines);
        if (!answer.startsWith("=")) {
            throw new IOException("KataGo refused '" + command + "': " + answer);
        }
        return answer.substring(1).strip();
    }

    /** The CPU seconds KataGo's process has used so far (user and system, from /proc). */
    public double cpuSeconds() throws IOException {
        String stat = Files.readString(Path.of("/proc", Long.toString(process.pid()), "stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // After the name: state is field 3 of stat, utime 14 and stime 15, in clock ticks (USER_HZ, 100 on Linux).
        return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / 100.0;
    }

    @Override
    public void close() throws IOException {
        in.println("quit");
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
