package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The interop scripts of {@code scripts/interop}: the real {@code jpd gtp} driven through
 * Sabaki's own GTP client (@sabaki/gtp), as Sabaki and a GoGui ruler session drive it, also wrapping
 * the real Leela Zero for its analysis, the built-in player's own analysis, and a whole engine game under a clock
 * with analysis and resignation. Skipped only when {@code node} is missing (and the Leela Zero
 * session when Leela Zero is); installs the pinned client with {@code npm ci}.
 */
class GuiInteropTest {
    private static final Path SCRIPTS = Path.of("scripts", "interop").toAbsolutePath();
    private static final long TIMEOUT_SECONDS = 180;
    /**
     * The scripts were written for the playout player and are pinned to it (the network player's own analysis is
     * checked in NetPlayerTest and GtpEndToEndTest).
     */
    private static final String PLAYOUT_PLAYER = "--player=playouts";
    /** The Sabaki session checks syncing, not strength: a small search keeps its genmoves quick (25 s down to 3 s). */
    private static final String SABAKI_PLAYOUTS = "--playouts=500";

    /** The genmove variants' searches need only be long enough to stream a few lines. */
    private static final String ANALYSIS_PLAYOUTS = "--playouts=2000";

    private record Result(int exitCode, String output) {
    }

    @BeforeAll
    static void nodeAndTheClient() throws Exception {
        boolean hasNode;
        try {
            hasNode = run(List.of("node", "--version")).exitCode() == 0;
        } catch (IOException missing) {
            hasNode = false;
        }
        assumeTrue(hasNode, "node is not installed: the GUI interop scripts are skipped");
        if (!Files.isDirectory(SCRIPTS.resolve("node_modules"))) {
            Result install = run(List.of("npm", "ci", "--no-audit", "--no-fund"));
            assertEquals(0, install.exitCode(), "npm ci in scripts/interop failed (is the npm registry reachable?):\n"
                    + install.output());
        }
    }

    @Test
    void aSabakiSessionSyncsPlaysAndPassesArePasses() throws Exception {
        assertScript(List.of("sabaki-session.js"), PLAYOUT_PLAYER, SABAKI_PLAYOUTS);
    }

    @Test
    void aSabakiSessionWithKeepVirtualOnReplayKeepsVirtualMovesThroughUndoClearBoardAndDetours() throws Exception {
        assertScript(List.of("sabaki-session.js"), PLAYOUT_PLAYER, SABAKI_PLAYOUTS, "--keep-virtual-on-replay");
    }

    @Test
    void aGoGuiRulerSessionGivesTheTranscript() throws Exception {
        assertScript(List.of("gogui-ruler.js", "gogui-ruler.transcript"));
    }

    @Test
    void theBuiltInPlayersAnalysisStreamsToSabakisClientAndItsGenmoveVariantsPlay() throws Exception {
        assertScript(List.of("builtin-analysis.js"), PLAYOUT_PLAYER, ANALYSIS_PLAYOUTS);
    }

    /** Default options: the game's clock decides each move's time; the script adds what its resignation engines need. */
    @Test
    void aSabakiEngineGameKeepsTheClockStreamsAnalysisAndResignsOnlyWhenAllowed() throws Exception {
        assertScript(List.of("sabaki-builtin-game.js"), PLAYOUT_PLAYER);
    }

    @Test
    void leelaZeroThroughJpdStreamsItsAnalysisToSabakisClient() throws Exception {
        String leela = LeelaZero.command(50);
        List<String> command = new ArrayList<>(List.of("node", "leela-analysis.js"));
        command.addAll(RegressCommand.selfCommand());
        command.addAll(List.of("--engine", leela));
        assertPasses(command);
    }

    @Test
    void kataGoThroughJpdStreamsKataAnalyzeAndKataGenmoveAnalyzeToSabakisClient() throws Exception {
        List<String> command = new ArrayList<>(List.of("node", "kata-analysis.js"));
        command.addAll(RegressCommand.selfCommand());
        command.addAll(List.of("--size", "9", "--engine", KataGo.commandLine(8)));
        assertPasses(command);
    }

    /** Runs the script and its arguments on {@code jpd gtp --size 9 --seed 1} with these further engine options. */
    private static void assertScript(List<String> scriptAndArgs, String... engineOptions) throws Exception {
        List<String> command = new ArrayList<>(List.of("node"));
        command.addAll(scriptAndArgs);
        command.addAll(RegressCommand.selfCommand());
        command.addAll(List.of("--size", "9", "--seed", "1"));
        command.addAll(List.of(engineOptions));
        assertPasses(command);
    }

    private static void assertPasses(List<String> command) throws Exception {
        Result result = run(command);
        assertEquals(0, result.exitCode(), result.output());
        assertTrue(result.output().contains(": ok ("), result.output());
    }

    /** Runs a command in scripts/interop to its end; stderr is merged into the output. */
    private static Result run(List<String> command) throws Exception {
        Process process = new ProcessBuilder(command).directory(SCRIPTS.toFile()).redirectErrorStream(true).start();
        process.getOutputStream().close();
        CompletableFuture<String> output = CompletableFuture.supplyAsync(() -> {
            try {
                return new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(command + " did not finish in " + TIMEOUT_SECONDS + " s");
        }
        return new Result(process.exitValue(), output.get(TIMEOUT_SECONDS, TimeUnit.SECONDS));
    }
}
