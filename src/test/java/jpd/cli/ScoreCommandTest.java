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
}
