package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The real {@code jpd gtp}: by default a pass is a pass and clear_board starts a new game,
 * whatever was undone or cleared before; with --keep-virtual-on-replay a pass replayed where
 * the session made a virtual move stays that move, and stderr says so once per conversion.
 */
class ReplayedPassesTest {
    private static final String CONVERSION = "kept 'play ";

    /** RULES.md §11.4 after an undone virtual move: White's pass is pending, so White may not move. */
    private static final String PENDING_PASS = """
            boardsize 5
            play b pass
            play b pass
            play b D5
            play w virtual
            undo
            play w pass
            play w B5
            """;

    /** Issue 18's variation detour: the virtual move at action 3 is replayed as a pass after another branch. */
    private static final String DETOUR = """
            play b E5
            play w C3
            play b virtual
            play w D4
            undo
            undo
            play b A1
            undo
            play b pass
            play w D4
            """;

    private static final String SECOND_GAME = """
            play b E5
            play w pass
            play b C3
            play w D4
            play b pass
            play w C7
            """;

    private static final String QUERIES = "printsgf\nshowboard\njpd-score_report\n";

    @Test
    void byDefaultAPassIsAPassWhereAnUndoneLineHadAVirtualMove() throws Exception {
        EngineProcess.Run run = EngineProcess.run(PENDING_PASS, "gtp");
        List<String> answers = answers(run);
        assertEquals(8, answers.size(), run.out());
        assertTrue(answers.subList(0, 7).stream().allMatch("="::equals), run.out());
        assertTrue(answers.get(7).startsWith("? illegal move: own pass pending"), run.out());
        assertEquals(0, conversions(run), run.stderr());
    }

    @Test
    void byDefaultClearBoardStartsANewGameThatGetsExactlyTheMovesSent() throws Exception {
        String firstGame = "play b E5\nplay w virtual\nplay b C3\nplay w D4\nplay b virtual\nplay w G7\n";
        EngineProcess.Run both = EngineProcess.run(firstGame + "clear_board\n" + SECOND_GAME + QUERIES,
                "gtp", "--size", "9");
        EngineProcess.Run alone = EngineProcess.run(SECOND_GAME + QUERIES, "gtp", "--size", "9");
        List<String> afterBoth = answers(both);
        List<String> afterAlone = answers(alone);
        assertEquals(afterAlone.subList(afterAlone.size() - 3, afterAlone.size()),
                afterBoth.subList(afterBoth.size() - 3, afterBoth.size()));
        assertTrue(afterBoth.get(afterBoth.size() - 1).contains("virtual_black: 0\n"), both.out());
        assertEquals(0, conversions(both), both.stderr());
    }

    @Test
    void withTheOptionTheReplayedPassStaysTheVirtualMove() throws Exception {
        EngineProcess.Run run = EngineProcess.run(PENDING_PASS, "gtp", "--keep-virtual-on-replay");
        List<String> answers = answers(run);
        assertTrue(answers.stream().allMatch("="::equals), run.out());
        assertEquals(1, conversions(run), run.stderr());
    }

    @Test
    void aVariationDetourKeepsTheVirtualMoveOnlyWithTheOption() throws Exception {
        String report = DETOUR + "jpd-score_report\n";
        EngineProcess.Run kept = EngineProcess.run(report, "gtp", "--size", "9", "--keep-virtual-on-replay");
        assertTrue(kept.out().contains("virtual_black: 1\n"), kept.out());
        assertEquals(1, conversions(kept), kept.stderr());
        EngineProcess.Run plain = EngineProcess.run(report, "gtp", "--size", "9");
        assertTrue(plain.out().contains("virtual_black: 0\n"), plain.out());
        assertEquals(0, conversions(plain), plain.stderr());
    }

    /**
     * Issue 47 item 7: after clear_board a pass where the last game had a virtual move that its line went on after may
     * begin a new game or a replay. As the game's first action, before a replay has re-sent any move, it is a pass at
     * once; the next move tells them apart: one that followed the virtual move makes the pass that virtual move again.
     */
    @Test
    void withTheOptionANewGamesFirstPassIsAPassUntilTheNextMoveShowsAReplay() throws Exception {
        String lastGame = "boardsize 5\nplay b virtual\nplay w C3\nclear_board\nplay b pass\njpd-score_report\n";
        String passedOver = "'play black pass' begins the game as a pass, though this session made a virtual move there"
                + " before: a next move that followed that one makes it the virtual move again, a genmove first finds a"
                + " pass (--keep-virtual-on-replay)";
        EngineProcess.Run newGame = EngineProcess.run(lastGame + "play w D4\njpd-score_report\n", "gtp",
                "--keep-virtual-on-replay");
        List<String> answers = answers(newGame);
        assertTrue(answers.get(answers.size() - 3).contains("\nvirtual_black: 0\n"), "a pass right away: " + newGame.out());
        assertTrue(answers.get(answers.size() - 1).contains("\nvirtual_black: 0\n")
                && answers.get(answers.size() - 1).contains("\nmoves_white: 1\n"), newGame.out());
        assertEquals(List.of("[main] WARN jpd.gtp.PlayedLines - " + passedOver),
                newGame.stderr().lines().filter(line -> line.contains("WARN")).toList(), newGame.stderr());
        EngineProcess.Run replay = EngineProcess.run(lastGame + "play w C3\njpd-score_report\n", "gtp",
                "--keep-virtual-on-replay");
        answers = answers(replay);
        assertTrue(answers.get(answers.size() - 3).contains("\nvirtual_black: 0\n")
                && answers.get(answers.size() - 1).contains("\nvirtual_black: 1\n")
                && answers.get(answers.size() - 1).contains("\nmoves_white: 1\n"), replay.out());
        assertEquals(1, replay.stderr().lines().filter(line -> line.contains("kept 'play black pass' (action 1) as the"
                + " virtual move played there before: white C3 followed it, so this is a replay")).count(), replay.stderr());
    }

    /** A client's sync right after a virtual move made as the game's first action: nothing followed it, so it is kept. */
    @Test
    void withTheOptionAFirstVirtualMoveThatEndedItsLineIsKeptAtOnce() throws Exception {
        EngineProcess.Run run = EngineProcess.run("boardsize 5\nplay b virtual\nclear_board\nplay b pass\n"
                + "jpd-score_report\n", "gtp", "--keep-virtual-on-replay");
        assertTrue(run.out().contains("\nvirtual_black: 1\n"), run.out());
        assertEquals(1, conversions(run), run.stderr());
    }

    /** Deeper in a replay the pass stays the virtual move until a move leaves the line: a new game is a pass after all. */
    @Test
    void withTheOptionALaterPassIsTheVirtualMoveUntilTheNextMoveLeavesTheLine() throws Exception {
        String lastGame = "boardsize 5\nplay b B2\nplay w virtual\nplay b C3\nclear_board\nplay b B2\nplay w pass\n";
        EngineProcess.Run newGame = EngineProcess.run(lastGame + "play b D4\njpd-score_report\n", "gtp",
                "--keep-virtual-on-replay");
        assertTrue(newGame.out().contains("\nvirtual_white: 0\n"), newGame.out());
        assertEquals(1, newGame.stderr().lines().filter(line -> line.contains("'play white pass' (action 2) is a pass"
                + " after all: black D4 never followed the virtual move kept for it")).count(), newGame.stderr());
        EngineProcess.Run replay = EngineProcess.run(lastGame + "play b C3\njpd-score_report\n", "gtp",
                "--keep-virtual-on-replay");
        assertTrue(replay.out().contains("\nvirtual_white: 1\n"), replay.out());
        assertEquals(1, conversions(replay), replay.stderr());
    }

    /** Every answer, without its closing empty line. */
    private static List<String> answers(EngineProcess.Run run) {
        return Arrays.asList(run.out().split("\n\n"));
    }

    private static long conversions(EngineProcess.Run run) {
        return run.stderr().lines().filter(line -> line.contains(CONVERSION)).count();
    }
}
