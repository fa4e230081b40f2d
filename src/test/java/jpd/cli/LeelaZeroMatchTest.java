package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Arrays;
import jpd.sgf.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Full 19x19 games under art2014 through {@code jpd match} with the real Leela Zero wrapped by
 * {@code jpd gtp --engine}: every move legal, every game scored after agreed or disputed statuses (or
 * resigned), never voided.
 */
class LeelaZeroMatchTest {
    private static final Path GNUGO = Path.of("/usr/games/gnugo");

    @TempDir
    Path out;

    @Test
    void leelaThroughJpdPlaysAFullGameAgainstGnuGo() throws Exception {
        assumeTrue(Files.isExecutable(GNUGO), "GNU Go is not installed");
        assertLegalScoredGame(leelaThroughJpd(), GNUGO + " --mode gtp --level 0");
    }

    @Test
    void leelaThroughJpdPlaysAFullGameAgainstTheBuiltInPlayer() throws Exception {
        assertLegalScoredGame(leelaThroughJpd(), jpd("--player playouts --playouts 30 --seed 1"));
    }

    private static String leelaThroughJpd() throws Exception {
        return jpd("--engine \"" + LeelaZero.command(20) + "\"");
    }

    private static String jpd(String options) {
        return String.join(" ", RegressCommand.selfCommand()) + " " + options;
    }

    private void assertLegalScoredGame(String black, String white) throws Exception {
        CommandRun run = CommandRun.of(new MatchCommand(), "--black", black, "--white", white, "--size", "19",
                "--games", "1", "--out", out.toString(), "--quiet");
        assertEquals(ExitCode.OK, run.exitCode(), run.out() + run.err());
        List<String> table = Files.readAllLines(out.resolve("results.csv"));
        assertEquals(2, table.size(), run.out());
        List<String> columns = Arrays.asList(table.get(0).split(",", -1));
        String[] result = table.get(1).split(",", -1);
        assertEquals("0", result[columns.indexOf("illegal_black")], table.get(1));
        assertEquals("0", result[columns.indexOf("illegal_white")], table.get(1));
        assertEquals("", result[columns.indexOf("errors")], table.get(1));
        GameRecord record = GameRecord.read(out.resolve("game-0001.sgf"));
        assertEquals(Optional.empty(), record.firstIllegal(), table.get(1));
        String ending = record.info().result();
        assertTrue(ending.matches("[BW]\\+R") || ending.matches("([BW]\\+[0-9.]+|0)") && statusesSettled(),
                ending + " " + table.get(1));
    }

    /** Whether the referee noted agreed statuses, or a dispute settled by play, at the game's end. */
    private boolean statusesSettled() throws Exception {
        String sgf = Files.readString(out.resolve("game-0001.sgf"));
        return sgf.contains("Agreed.") || sgf.contains("Still disputed");
    }
}
