package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The regression suites in gtp-tests/ run with {@code jpd regress} against the real {@code jpd gtp} process. */
class GtpTestSuitesTest {

    @Test
    void everySuitePassesWithoutSurprises() throws IOException {
        List<String> files = new ArrayList<>();
        try (Stream<Path> suites = Files.list(Path.of("gtp-tests"))) {
            suites.filter(file -> file.toString().endsWith(".tst")).sorted().forEach(file -> files.add(file.toString()));
        }
        assertTrue(files.size() >= 8, "the suites are there: " + files);
        ByteArrayOutputStream report = new ByteArrayOutputStream();
        int exit = new CommandLine(new RegressCommand(new PrintStream(report, true, StandardCharsets.UTF_8)))
                .execute(files.toArray(String[]::new));
        String text = report.toString(StandardCharsets.UTF_8);
        List<String> problems = text.lines()
                .filter(line -> line.contains("FAILED:") || line.contains("PASSED:") || line.contains("ERROR")
                        || line.contains("warning"))
                .toList();
        assertEquals(List.of(), problems, text);
        assertEquals(ExitCode.OK, exit, text);
        String total = text.lines().filter(line -> line.startsWith("total:")).findFirst().orElse("");
        int passed = Integer.parseInt(total.replaceAll(".*\\), (\\d+) passed.*", "$1"));
        assertTrue(passed >= 200, "most checks ran: " + total);
    }
}
