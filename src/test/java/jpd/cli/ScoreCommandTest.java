package jpd.cli;

import static jpd.cli.CheckCommandTest.file;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScoreCommandTest {

    @Test
    void scoresTheFinalPositionWithTheFilesKomi() {
        CommandRun run = CommandRun.of(new ScoreCommand(), file("nine-captures.sgf"));

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.containsAll(List.of("rules: art2014 komi_rule=fixed", "komi: 7", "captured_white: 3",
                "territory_black: 3", "points_black: 3", "points_white: -3", "result: W+1",
                "first_passer: white")), run.out());
    }

    @Test
    void agreementAndKomiFromTheCommandLine() {
        CommandRun run = CommandRun.of(new ScoreCommand(), file("nine-captures.sgf"),
                "--dead", "j1", "--komi", "0.5", "--claim-white", "E5");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.containsAll(List.of("komi: 0.5", "dead_white: 3", "territory_white: 1")), run.out());
    }

    /** A record of jpd match (jpd against GNU Go, 2026-12-05): TB and TW hold the points of the agreed count. */
    @Test
    void theRecordsTerritoryMarksGiveTheStatusesItWasScoredWith() {
        CommandRun run = CommandRun.of(new ScoreCommand(), file("agreed-marks.sgf"));

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.containsAll(List.of("dead_black: 2", "dead_white: 0", "result: B+1.5")), run.out());
        assertEquals("", run.err(), "the file's RE is B+1.5 too");
    }

    /**
     * A self-play record whose agreed dead stone E7 stands on a point neither side gets once it is gone: no mark
     * names it, so the count differs from RE, and a note says so and how to give the statuses.
     */
    @Test
    void aResultTheMarksCannotReachIsNotedAndTheStatusesGivenReachIt() {
        CommandRun fromMarks = CommandRun.of(new ScoreCommand(), file("agreed-dead-on-shared-point.sgf"));
        CommandRun given = CommandRun.of(new ScoreCommand(), file("agreed-dead-on-shared-point.sgf"),
                "--dead", "C1", "B3", "E7");

        assertEquals(ExitCode.OK, fromMarks.exitCode(), fromMarks.err());
        assertTrue(fromMarks.out().contains("\nresult: B+26.5\n"), fromMarks.out());
        assertTrue(fromMarks.err().startsWith("note: the file's own result is B+25.5, this count's B+26.5"),
                fromMarks.err());
        assertTrue(given.out().contains("\nresult: B+25.5\n"), given.out());
        assertEquals("", given.err());
    }

    @Test
    void badVertexIsAUsageError() {
        CommandRun offBoard = CommandRun.of(new ScoreCommand(), file("nine-captures.sgf"), "--dead", "K10");
        CommandRun emptyPoint = CommandRun.of(new ScoreCommand(), file("nine-captures.sgf"), "--seki", "E5");
        CommandRun bothClaims = CommandRun.of(new ScoreCommand(), file("nine-captures.sgf"),
                "--claim-black", "E5", "--claim-white", "E5");

        assertEquals(new CommandRun(ExitCode.USAGE, "", "invalid vertex 'K10'\n"), offBoard);
        assertEquals(new CommandRun(ExitCode.USAGE, "", "seki point E5 is empty\n"), emptyPoint);
        assertEquals(new CommandRun(ExitCode.USAGE, "", "point E5 is claimed by both colours\n"), bothClaims);
    }

    @Test
    void illegalGameCannotBeScored() {
        CommandRun run = CommandRun.of(new ScoreCommand(), file("superko.sgf"));

        assertEquals(ExitCode.FAILED, run.exitCode());
        assertTrue(run.err().startsWith("move 10 (white B8): illegal: superko"), run.err());
    }

    /** Seed 000 §17 example 2: Black wins by the seki eyes under art2014 and loses by them under Japanese rules. */
    @Test
    void systemsTableCountsTheSekiEyesOnlyWhereTheSystemDoes() {
        CommandRun run = CommandRun.of(new ScoreCommand(), "gtp-tests/sgf/seki-eyes.sgf", "--seki", "A3", "D5", "A4",
                "--systems", "--system-komi", "japanese=0.5");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(List.of(
                "system    Black  White  komi  result",
                "artistic      1      0   0.5   B+0.5",
                "chinese      13     12   7.5   W+6.5",
                "japanese      0      1   0.5   W+1.5",
                "aga          12     11   7.5   W+6.5",
                "ing          13     12     8     W+7",
                ""), lines.subList(0, 7), run.out());
        assertTrue(lines.containsAll(List.of("japanese_seki_points: 2", "chinese_territory_black: 2",
                "aga_pass_stones_white: 1")), run.out());
    }

    @Test
    void badSystemKomiIsAUsageError() {
        CommandRun unknown = CommandRun.of(new ScoreCommand(), "gtp-tests/sgf/seki-eyes.sgf", "--systems",
                "--system-komi", "fischer=7");
        CommandRun withoutSystems = CommandRun.of(new ScoreCommand(), "gtp-tests/sgf/seki-eyes.sgf",
                "--system-komi", "ing=7");

        assertEquals(ExitCode.USAGE, unknown.exitCode());
        assertEquals("unknown counting system in 'fischer=7' (use artistic, chinese, japanese, aga or ing)\n",
                unknown.err());
        assertEquals(new CommandRun(ExitCode.USAGE, "", "--system-komi needs --systems\n"), withoutSystems);
    }
}
