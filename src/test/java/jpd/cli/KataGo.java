package jpd.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The real KataGo of {@code ../shared/katago} (or {@code $KATAGO_DIR}) for the tests: its small network, one search
 * thread, a few visits a move and fixed seeds. A test using it is skipped only when KataGo cannot run here.
 */
final class KataGo {
    private static final Path DIR = Path.of(System.getenv().getOrDefault("KATAGO_DIR", "../shared/katago"))
            .toAbsolutePath().normalize();
    private static final Path PROGRAM = DIR.resolve("katago");
    private static String whyNot;

    private KataGo() {
    }

    /** KataGo's GTP command line at this many visits a move; skips the test, with the reason, when it cannot run. */
    static List<String> command(int visits) {
        String reason = whyItCannotRun();
        assumeTrue(reason.isEmpty(), reason);
        return List.of(PROGRAM.toString(), "gtp", "-model", DIR.resolve("g170-b6c96-s175395328-d26788732.bin.gz").toString(),
                "-config", DIR.resolve("gtp.cfg").toString(), "-override-config",
                "maxVisits=" + visits + ",numSearchThreads=1,nnRandSeed=46,searchRandSeed=46");
    }

    /** The same as one string, for {@code --engine} and {@code jpd match}. */
    static String commandLine(int visits) {
        return String.join(" ", command(visits));
    }

    /** Empty when {@code katago version} runs, else one line saying why not. */
    private static synchronized String whyItCannotRun() {
        if (whyNot == null) {
            whyNot = check();
        }
        return whyNot;
    }

    private static String check() {
        if (!Files.isExecutable(PROGRAM)) {
            return "KataGo is not at " + PROGRAM + " (set KATAGO_DIR)";
        }
        try {
            Process version = new ProcessBuilder(List.of(PROGRAM.toString(), "version")).redirectErrorStream(true).start();
            version.getOutputStream().close();
            String output = new String(version.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!version.waitFor(60, TimeUnit.SECONDS)) {
                version.destroyForcibly();
                return "KataGo cannot run here: 'katago version' did not finish";
            }
            List<String> lines = new ArrayList<>(output.lines().toList());
            return version.exitValue() == 0 ? ""
                    : "KataGo cannot run here (apt-get install libzip4?): " + (lines.isEmpty() ? "" : lines.get(0));
        } catch (IOException | InterruptedException e) {
            return "KataGo cannot run here: " + e.getMessage();
        }
    }
}
