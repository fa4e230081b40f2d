package jpd.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * Runs a test class in a child JVM with options of its own (one the test JVM must not have, say), on the test JVM's
 * class path. The child's stdout and stderr are caught: the caller asserts on them, and what it does not expect
 * goes to the test's own output (surefire's CLASS-output.txt), not to the build's.
 *
 * <p>Use: {@code ForkedTests.run(SomeTest.class, "--add-modules", "jdk.incubator.vector")}, assert on {@link
 * Result#stderr()}, then {@link Result#assertPassed()}.
 */
public final class ForkedTests {
    /** The child's last stdout lines start with this: its counts, then one line per skipped test. */
    private static final String COUNTS = "forked tests: ";
    private static final String SKIPPED = "forked test skipped: ";

    private ForkedTests() {
    }

    /** What the child JVM did: its exit code and everything it wrote. */
    public record Result(String testClass, int exitCode, String stdout, String stderr) {
        /**
         * Fails unless the child found tests and all passed, with its output in the message; a test the child
         * skipped (an assumption) skips the caller with the same reason.
         */
        public void assertPassed() {
            System.out.print(stdout);
            List<String> skipped = stdout.lines().filter(line -> line.startsWith(SKIPPED)).toList();
            String counts = stdout.lines().filter(line -> line.startsWith(COUNTS)).findFirst().orElse("no counts");
            assertEquals(0, exitCode, () -> testClass + " failed in the child JVM (" + counts + "):\n" + stdout
                    + stderr);
            assumeTrue(skipped.isEmpty(), () -> String.join("; ", skipped));
        }
    }

    /** Runs the test class in a JVM started with these options, and waits for it. */
    public static Result run(Class<?> testClass, String... jvmOptions) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(jvmOptions));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ForkedTests.class.getName(),
                testClass.getName()));
        Path out = Files.createTempFile("forked-tests", ".out");
        Path err = Files.createTempFile("forked-tests", ".err");
        try {
            Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                    .redirectInput(ProcessBuilder.Redirect.PIPE).start();
            process.getOutputStream().close();
            int exitCode = process.waitFor();
            return new Result(testClass.getName(), exitCode, Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /**
     * The child: runs the named test classes on the JUnit Platform, prints the failures, the counts and a line per
     * skipped test; exits with 0 when tests were found and none failed, else 1.
     */
    public static void main(String[] testClasses) {
        LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request();
        for (String name : testClasses) {
            request.selectors(selectClass(name));
        }
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        List<String> skipped = new ArrayList<>();
        TestExecutionListener skips = new TestExecutionListener() {
            @Override
            public void executionFinished(TestIdentifier test, TestExecutionResult result) {
                if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
                    skipped.add(test.getDisplayName() + ": " + result.getThrowable().map(Throwable::getMessage)
                            .orElse("no reason given"));
                }
            }
        };
        Launcher launcher = LauncherFactory.create();
        launcher.execute(request.build(), summary, skips);
        TestExecutionSummary counts = summary.getSummary();
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        counts.printFailuresTo(out, 30);
        out.printf("%s%d found, %d succeeded, %d failed, %d skipped%n", COUNTS, counts.getTestsFoundCount(),
                counts.getTestsSucceededCount(), counts.getTotalFailureCount(), counts.getTestsAbortedCount());
        skipped.forEach(line -> out.println(SKIPPED + line));
        out.flush();
        System.exit(counts.getTestsFoundCount() > 0 && counts.getTotalFailureCount() == 0 ? 0 : 1);
    }
}
