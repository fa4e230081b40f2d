package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jpd.sgf.GameRecord;
import jpd.testing.LogCapture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

class MatchRunnerTest {

    @TempDir
    Path out;
    @RegisterExtension
    final LogCapture log = new LogCapture();

    @Test
    void alternatingMatchWritesLegalRecordsWithTheRightPlayers() throws Exception {
        MatchConfig config = MatchTesting.config(MatchTesting.random(),
                MatchScriptEngine.command("name=scripted", "moves=A1,pass"), 4, out);

        Summary summary = new MatchRunner(config, null).run();

        List<String> rows = Files.readAllLines(out.resolve("results.csv"));
        assertEquals(GameResult.HEADER, rows.get(0));
        assertEquals(5, rows.size());
        for (int index = 1; index <= 4; index++) {
            GameResult result = GameResult.parse(rows.get(index));
            assertEquals(index, result.index());
            GameRecord record = GameRecord.read(out.resolve(String.format("game-%04d.sgf", index)));
            assertEquals(java.util.Optional.empty(), record.firstIllegal(), "game " + index);
            boolean scriptedBlack = index % 2 == 0;
            assertEquals(scriptedBlack ? "scripted 1" : "jpd-gtp 0.1.0", record.info().blackPlayer());
            assertEquals(scriptedBlack ? "jpd-gtp 0.1.0" : "scripted 1", record.info().whitePlayer());
            assertEquals(result.black(), record.info().blackPlayer());
            assertEquals(result.result(), record.info().result());
            assertFalse(result.result().isEmpty());
        }
        assertEquals(4, summary.games());
        assertEquals("jpd-gtp 0.1.0", summary.nameA());
        assertTrue(Files.readString(out.resolve("summary.txt")).contains("Elo difference"));
        String report = Files.readString(new MatchReport(out).write(false));
        assertEquals(2, report.split("<svg").length - 1);
        for (int index = 1; index <= 4; index++) {
            assertTrue(report.contains(String.format("<a href=\"game-%04d.sgf\">%d</a>", index, index)), report);
        }
        assertFalse(report.contains("<script"));
    }

    @Test
    void aChainCalledDeadByTheFirstPasserGoesThroughADisputeAndTheFirstPasserPrevails() throws Exception {
        // Black walls column C, White column D; Black says White's wall is dead. White answers Black's pass in
        // the dispute with E3, which turns the pass into a virtual stone, then passes: Black is the first
        // passer of the second stop too, so its claims settle the points still disputed (RULES.md §6).
        List<String> black = MatchScriptEngine.command("name=liar", "moves=C1,C2,C3,C4,C5", "dead=D1");
        List<String> white = MatchScriptEngine.command("name=defender", "moves=D1,D2,D3,D4,D5,pass,E3");
        MatchConfig config = new MatchConfig(black, white, 1, false, 5, 0.5, jpd.rules.RuleSet.DEFAULT, 100, out, 1,
                1, Shard.ALL, FailurePolicy.VOID, java.time.Duration.ofSeconds(30), true,
                jpd.player.TimeControl.NONE, false, 0, List.of());

        new MatchRunner(config, null).run();

        GameResult result = ResultStore.read(out).get(0);
        assertEquals(1, result.disputes());
        assertEquals(1, result.virtualBlack());
        // Black: 20 points of territory less 1 virtual stone; White: 6 dead stones.
        assertEquals("B+24.5", result.result());
        String sgf = Files.readString(out.resolve("game-0001.sgf"));
        assertTrue(sgf.contains("black (liar 1) says dead D1 D2 D3 D4 D5, seki none"), sgf);
        assertTrue(sgf.contains("Disputed: play resumes, black first."), sgf);
        assertTrue(sgf.contains("white refuses to stop: black's pass becomes a virtual move"), sgf);
        assertTrue(sgf.contains("Still disputed: black's claims prevail"), sgf);
        GameRecord record = GameRecord.parse(sgf);
        String lastComment = record.moveComments().get(record.actions().size());
        assertTrue(lastComment.contains("Score report:\nrules: art2014"), lastComment);
        assertTrue(lastComment.contains("\nvirtual_black: 1\n"), lastComment);
        assertTrue(lastComment.contains("\nresult: B+24.5\n"), lastComment);
        assertEquals(java.util.Optional.empty(), GameRecord.parse(sgf).firstIllegal());
    }

    @Test
    void aPlayoutPlayerThatCannotWinResignsAndTheRefereeRecordsIt() throws Exception {
        // Black gives 60 points of komi on 7x7: no board can win that back.
        MatchConfig config = new MatchConfig(MatchTesting.builtin(2000), MatchTesting.random(), 1,
                false, 7, 60, jpd.rules.RuleSet.DEFAULT, 200, out, 1, 1, Shard.ALL, FailurePolicy.VOID,
                java.time.Duration.ofSeconds(30), true, jpd.player.TimeControl.NONE, false, 0, List.of());

        new MatchRunner(config, null).run();

        GameResult result = ResultStore.read(out).get(0);
        assertEquals("W+R", result.result());
        assertTrue(result.moves() >= 49 / 4, "resigned after " + result.moves() + " actions");
        String sgf = Files.readString(out.resolve("game-0001.sgf"));
        assertTrue(sgf.contains("RE[W+R]"));
        GameRecord record = GameRecord.parse(sgf);
        assertEquals("black resigns: white wins.", record.moveComments().get(record.actions().size()));
    }

    @Test
    void anIllegalMoveIsCountedAndReplacedByAPass() throws Exception {
        List<String> black = MatchScriptEngine.command("name=occupier", "moves=C3,C3");
        List<String> white = MatchScriptEngine.command("name=passer");
        MatchConfig config = new MatchConfig(black, white, 1, false, 5, 0.5, jpd.rules.RuleSet.DEFAULT, 100, out, 1,
                1, Shard.ALL, FailurePolicy.VOID, java.time.Duration.ofSeconds(30), true,
                jpd.player.TimeControl.NONE, false, 0, List.of());

        new MatchRunner(config, null).run();

        GameResult result = ResultStore.read(out).get(0);
        assertEquals(1, result.illegalBlack());
        assertEquals(0, result.illegalWhite());
        assertTrue(Files.readString(out.resolve("game-0001.sgf")).contains("counted as an illegal move"));
    }

    @Test
    void anEngineThatCannotStartStopsTheMatchBeforeAnyGame() throws Exception {
        List<String> missing = List.of(out.resolve("no-such-engine").toString());
        MatchConfig config = MatchTesting.config(MatchScriptEngine.command("name=fine"), missing, 2, out);

        java.io.IOException failure = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> new MatchRunner(config, null).run());

        assertTrue(failure.getMessage().startsWith("engine B cannot start: Cannot run program"), failure.getMessage());
        assertTrue(failure.getMessage().contains(missing.get(0)), failure.getMessage());
        assertEquals(List.of(), ResultStore.read(out));
    }

    @Test
    void aHungEngineForfeitsItsGameAndIsStartedAfreshForTheNext() throws Exception {
        // Engine A hangs at its second genmove in every process: as Black in game 1, as White in game 2.
        List<String> hanging = MatchScriptEngine.command("name=hanging", "moves=A1,B1", "hang=2");
        MatchConfig config = new MatchConfig(hanging, MatchScriptEngine.command("name=fine"), 2, true, 5, 0.5,
                jpd.rules.RuleSet.DEFAULT, 100, out, 1, 1, Shard.ALL, FailurePolicy.FORFEIT,
                java.time.Duration.ofSeconds(5), true, jpd.player.TimeControl.NONE, false, 0, List.of());

        Summary summary = new MatchRunner(config, null).run();

        List<GameResult> results = ResultStore.read(out);
        assertEquals("W+F", results.get(0).result());
        assertEquals("B+F", results.get(1).result());
        assertTrue(results.get(0).errors().contains("black engine failed"), results.get(0).errors());
        assertEquals(2, summary.winsB());
        assertTrue(Files.readString(out.resolve("game-0002.sgf")).contains("RE[B+F]"));
        log.assertLogged("WARN", "game 1: black engine failed: no answer to 'genmove black' within 5.0 s");
        log.assertLogged("WARN", "game 2: white engine failed: no answer to 'genmove white' within 5.0 s");
    }
}
