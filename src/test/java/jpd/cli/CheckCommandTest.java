package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jpd.rules.IllegalReason;
import jpd.sgf.SgfFiles;
import org.junit.jupiter.api.Test;

class CheckCommandTest {

    @Test
    void legalGameIsOk() {
        CommandRun run = CommandRun.of(new CheckCommand(), file("virtual-dispute.sgf"));

        assertEquals(new CommandRun(ExitCode.OK, "OK (10 moves)\n", ""), run);
    }

    @Test
    void koRecaptureBreaksSuperko() {
        CommandRun run = CommandRun.of(new CheckCommand(), file("superko.sgf"));

        assertEquals(new CommandRun(ExitCode.FAILED,
                "move 10 (white B8): illegal: " + IllegalReason.SUPERKO.message() + "\n", ""), run);
    }

    @Test
    void otherRulesGiveAnotherReason() {
        CommandRun run = CommandRun.of(new CheckCommand(), file("superko.sgf"), "--rules", "art2014-simple");

        assertEquals("move 10 (white B8): illegal: " + IllegalReason.KO.message() + "\n", run.out());
        assertEquals(ExitCode.FAILED, run.exitCode());
    }

    @Test
    void virtualMovesAreIllegalWithoutThem() {
        CommandRun run = CommandRun.of(new CheckCommand(), file("virtual-dispute.sgf"), "--rules", "art-novirtual");

        assertEquals("move 2 (white virtual): illegal: " + IllegalReason.VIRTUAL_NOT_ALLOWED.message() + "\n",
                run.out());
    }

    @Test
    void malformedFileIsAUsageError() {
        CommandRun run = CommandRun.of(new CheckCommand(), file("off-board.sgf"));

        assertEquals(ExitCode.USAGE, run.exitCode());
        assertEquals(file("off-board.sgf") + ": line 3, column 9: point 'jj' is off the 9x9 board\n", run.err());
        assertEquals("", run.out());
    }

    @Test
    void missingFileIsAnIoFailure() {
        CommandRun run = CommandRun.of(new CheckCommand(), "no/such/game.sgf");

        assertEquals(new CommandRun(ExitCode.IO_FAILURE, "", "cannot read no/such/game.sgf: no such file or directory\n"), run);
    }

    @Test
    void unknownRulesAndMissingArgumentsAreUsageErrors() {
        CommandRun unknownRules = CommandRun.of(new CheckCommand(), file("superko.sgf"), "--rules", "japanese");
        CommandRun noFile = CommandRun.of(new CheckCommand());

        assertEquals(ExitCode.USAGE, unknownRules.exitCode());
        assertEquals("unknown rules 'japanese' (art2014, art2014-simple or art-novirtual)\n", unknownRules.err());
        assertEquals(ExitCode.USAGE, noFile.exitCode());
    }

    static String file(String name) {
        return SgfFiles.path(name).toString();
    }
}
