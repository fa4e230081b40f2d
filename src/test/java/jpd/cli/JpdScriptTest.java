package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/jpd} (which {@code scripts/selfplay} runs) building a stale jar, in a copy of the checkout with
 * a Maven that writes colour codes as Maven 3.8 does, and a java that only says its name: the build shows nothing
 * when it works, and its words without colour codes when it fails. The java writes each of its command lines to a
 * log and makes the file asked for by {@code -XX:ArchiveClassesAtExit}, so that the tests see when the class data
 * sharing archive is trained and when it is used.
 */
class JpdScriptTest {
    private static final String ESC = "\u001b";

    @TempDir
    Path root;
    private Path bin;
    private Path javaLog;

    @BeforeEach
    void copyTheScriptAndFakeTheTools() throws Exception {
        Path scripts = Files.createDirectories(root.resolve("scripts"));
        Files.copy(Path.of("scripts", "jpd"), scripts.resolve("jpd"));
        Files.createDirectories(root.resolve("src"));
        Files.writeString(root.resolve("pom.xml"), "<project/>");
        bin = Files.createDirectories(root.resolve("bin"));
        executable(bin.resolve("mvn"), "#!/bin/sh\nprintf '\\033[0m\\033[0m'\nprintf '\\033[0m' >&2\n"
                + "if [ -n \"$FAIL_BUILD\" ]; then printf '\\033[1;31m[ERROR]\\033[m a compilation error\\n'; exit 1; fi\n"
                + "echo built >> \"$JAVA_LOG.mvn\"\nmkdir -p target && touch target/jpd.jar\n");
        executable(bin.resolve("java"), FAKE_JAVA);
        javaLog = root.resolve("java.log");
    }

    private static final String FAKE_JAVA = "#!/bin/sh\necho \"$*\" >> \"$JAVA_LOG\"\n"
            + "for a in \"$@\"; do case \"$a\" in -XX:ArchiveClassesAtExit=*) echo archive > \"${a#*=}\";; esac; done\n"
            + "echo 'jpd-gtp 1'\n";

    @Test
    void aBuildThatWorksSaysNothing() throws Exception {
        Result run = run(false);
        assertEquals("jpd-gtp 1\n", run.stdout());
        assertEquals("", run.stderr());
        assertEquals(0, run.exitCode());
    }

    @Test
    void aFailedBuildShowsItsWordsWithoutColourCodesAndExitsWith3() throws Exception {
        Result run = run(true);
        assertEquals("", run.stdout());
        assertTrue(run.stderr().startsWith("[ERROR] a compilation error\njpd: building target/jpd.jar failed"),
                run.stderr());
        assertFalse(run.stderr().contains(ESC), run.stderr());
        assertEquals(ExitCode.IO_FAILURE, run.exitCode());
    }

    @Test
    void theArchiveIsTrainedOnceThenUsedAtEachStart() throws Exception {
        run(false);
        List<String> first = javaRuns();
        assertEquals(2, first.size(), first.toString());
        assertTrue(first.get(0).contains("-XX:ArchiveClassesAtExit=" + root.resolve("scripts/../target/jpd.jsa.")),
                first.get(0));
        assertTrue(first.get(1).contains("-XX:SharedArchiveFile=" + root.resolve("scripts/../target/jpd.jsa")),
                first.get(1));

        Result again = run(false);
        assertEquals("jpd-gtp 1\n", again.stdout());
        assertEquals("", again.stderr());
        List<String> second = javaRuns().subList(2, javaRuns().size());
        assertEquals(List.of(first.get(1)), second);
    }

    @Test
    void anotherJavaTrainsTheArchiveAgain() throws Exception {
        run(false);
        bin = Files.createDirectories(root.resolve("other-jdk"));
        executable(bin.resolve("java"), FAKE_JAVA);
        assertTheNextRunTrainsAgain();
    }

    /** After one run that trained and ran: the next run trains the archive again, then runs. */
    private void assertTheNextRunTrainsAgain() throws Exception {
        run(false);
        List<String> runs = javaRuns();
        assertEquals(4, runs.size(), runs.toString());
        assertTrue(runs.get(2).contains("-XX:ArchiveClassesAtExit="), runs.get(2));
    }

    @Test
    void anotherWayToTheCheckoutUsesTheSameArchiveAndWritesNothingWhereItRuns() throws Exception {
        run(false);
        Path elsewhere = Files.createDirectories(root.resolve("elsewhere"));
        Result run = run(false, elsewhere, "../scripts/./jpd");
        assertEquals("jpd-gtp 1\n", run.stdout());
        List<String> runs = javaRuns();
        assertEquals(3, runs.size(), runs.toString());
        assertTrue(runs.get(2).contains("-XX:SharedArchiveFile=" + elsewhere.resolve("../scripts/./../target/jpd.jsa")),
                runs.get(2));
        try (var files = Files.list(elsewhere)) {
            assertEquals(List.of(), files.toList());
        }
    }

    @Test
    void aChangedJarTrainsTheArchiveAgain() throws Exception {
        run(false);
        Path jar = root.resolve("target/jpd.jar");
        Files.setLastModifiedTime(jar, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 5000));
        assertTheNextRunTrainsAgain();
    }

    @Test
    void aNewerMainSourceRebuildsTheJarAndANewerTestDoesNot() throws Exception {
        run(false);
        long later = System.currentTimeMillis() + 5000;
        Path test = Files.createDirectories(root.resolve("src/test/java")).resolve("ATest.java");
        Files.writeString(test, "class ATest {}");
        Files.setLastModifiedTime(test, java.nio.file.attribute.FileTime.fromMillis(later));
        run(false);
        assertEquals(1, Files.readAllLines(Path.of(javaLog + ".mvn")).size());

        Path main = Files.createDirectories(root.resolve("src/main/java/jpd")).resolve("A.java");
        Files.writeString(main, "class A {}");
        Files.setLastModifiedTime(main, java.nio.file.attribute.FileTime.fromMillis(later));
        Result run = run(false);
        assertEquals("jpd-gtp 1\n", run.stdout());
        assertEquals(2, Files.readAllLines(Path.of(javaLog + ".mvn")).size());
    }

    private List<String> javaRuns() throws Exception {
        return Files.readAllLines(javaLog);
    }

    private record Result(int exitCode, String stdout, String stderr) {
    }

    private Result run(boolean failBuild) throws Exception {
        return run(failBuild, root, root.resolve("scripts/jpd").toString());
    }

    private Result run(boolean failBuild, Path directory, String script) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("bash", script, "--version").directory(directory.toFile());
        builder.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        builder.environment().put("JAVA_LOG", javaLog.toString());
        if (failBuild) {
            builder.environment().put("FAIL_BUILD", "1");
        }
        Process process = builder.start();
        process.getOutputStream().close();
        CompletableFuture<String> stderr = CompletableFuture.supplyAsync(() -> read(process.getErrorStream()));
        String stdout = read(process.getInputStream());
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "scripts/jpd ended");
        return new Result(process.exitValue(), stdout, stderr.get(120, TimeUnit.SECONDS));
    }

    private static String read(java.io.InputStream in) {
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void executable(Path file, String text) throws Exception {
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
