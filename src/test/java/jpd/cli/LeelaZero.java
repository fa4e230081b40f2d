package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The real Leela Zero 0.17 (Debian's {@code leela-zero}) for the tests, with a random network that
 * {@code scripts/lz-tiny-net} writes into {@code target/} once: legal, fast, weak 19x19 Go.
 */
final class LeelaZero {
    private static final Path LEELAZ = Path.of("/usr/games/leelaz");
    private static final Path NETWORK = Path.of("target", "lz-tiny-net.txt").toAbsolutePath();

    private LeelaZero() {
    }

    /** The command line of Leela Zero at this many visits per move; skips the test when Leela Zero is not installed. */
    static String command(int visits) throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(LEELAZ), "Leela Zero is not installed (apt-get install leela-zero)");
        synchronized (LeelaZero.class) {
            if (!Files.exists(NETWORK)) {
                Path partial = NETWORK.resolveSibling(NETWORK.getFileName() + ".part");
                Process write = new ProcessBuilder("python3", "scripts/lz-tiny-net", partial.toString())
                        .inheritIO().start();
                assertEquals(0, write.waitFor(), "scripts/lz-tiny-net failed");
                Files.move(partial, NETWORK);
            }
        }
        return String.join(" ", List.of(LEELAZ.toString(), "-g", "--cpu-only", "--noponder", "-q", "-t", "1",
                "-w", NETWORK.toString(), "-v", Integer.toString(visits)));
    }
}
