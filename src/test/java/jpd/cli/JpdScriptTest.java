package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/jpd} (which {@code scripts/selfplay} runs) building a stale jar, in a copy of the checkout with
 * a Maven that writes colour codes as Maven 3.8 does, and a java that only says its name: the build shows nothing
 * when it works, and its words without colour codes when it fails.
 */
class JpdScriptTest {
    private static final String ESC = "\u001b";

    @TempDir
    Path root;
    private Path bin;

    @BeforeEach
    void copyTheScriptAndFakeTheTools() throws Exception {
        Path scripts = Files.createDirectories(root.resolve("scripts"));
        Files.copy(Path.of("scripts", "jpd"), scripts.resolve("jpd"));
        Files.createDirectories(root.resolve("src"));
        Files.writeString(root.resolve("pom.xml"), "<project/>");
        bin = Files.createDirectories(root.resolve("bin"));
        executable(bin.resolve("mvn"), "#!/bin/sh\nprintf '\\033[0m\\033[0m'\nprintf '\\033[0m' >&2\n"
                + "if [ -n \"$FAIL_BUILD\" ]; then printf '\\033[1;31m[ERROR]\\033[m a compilation error\\n'; exit 1; fi\n"
                + "mkdir -p target && touch target/jpd.jar\n");
        executable(bin.resolve("java"), "#!/bin/sh\necho 'jpd-gtp 1'\n");
    }

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

    private record Result(int exitCode, String stdout, String stderr) {
    }

    private Result run(boolean failBuild) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("bash", root.resolve("scripts/jpd").toString(), "--version");
        builder.environment().put("PATH", bin + ":" + System.getenv("PATH"));
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
