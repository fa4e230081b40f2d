package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import jpd.regress.RegressionConfig;
import jpd.regress.RegressionResult;
import jpd.regress.RegressionRunner;
import org.junit.jupiter.api.Test;

/**
 * The regression suites in gtp-tests/ run against the real {@code jpd gtp} process: those at the
 * top with the default options, those in a folder named after an option with that option.
 */
class GtpTestSuitesTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    @Test
    void everySuitePassesWithoutSurprises() throws IOException {
        int passed = assertSuitesPass(Path.of("gtp-tests"));
        assertTrue(passed >= 200, "most checks ran: " + passed);
    }

    @Test
    void theKeepVirtualOnReplaySuitesPassWithThatOption() throws IOException {
        int passed = assertSuitesPass(Path.of("gtp-tests", "keep-virtual-on-replay"), "--keep-virtual-on-replay");
        assertTrue(passed >= 10, "the checks ran: " + passed);
    }

    /** Runs the .tst files of this folder against {@code jpd gtp} with these options; returns how many checks passed. */
    private static int assertSuitesPass(Path folder, String... options) throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> suites = Files.list(folder)) {
            suites.filter(file -> file.toString().endsWith(".tst")).sorted().forEach(files::add);
        }
        assertTrue(!files.isEmpty(), "suites in " + folder);
        List<String> engine = new ArrayList<>(RegressCommand.selfCommand());
        engine.addAll(List.of(options));
        ByteArrayOutputStream report = new ByteArrayOutputStream();
        RegressionResult result = new RegressionRunner(new RegressionConfig(engine, TIMEOUT),
                new PrintStream(report, true, StandardCharsets.UTF_8)).run(files);
        String text = report.toString(StandardCharsets.UTF_8);
        List<String> problems = text.lines()
                .filter(line -> line.contains("FAILED:") || line.contains("PASSED:") || line.contains("ERROR")
                        || line.contains("warning"))
                .toList();
        assertEquals(List.of(), problems, text);
        assertTrue(result.completed() && !result.tally().hasUnexpected(), text);
        String total = text.lines().filter(line -> line.startsWith("total:")).findFirst().orElse("");
        return Integer.parseInt(total.replaceAll(".*\\), (\\d+) passed.*", "$1"));
    }
}
