package jpd.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jpd.player.Player;
import jpd.player.Players;
import jpd.player.PlayoutStatusEstimator;
import jpd.player.playouts.PlayoutPlayer;
import jpd.player.playouts.SearchConfig;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** {@code jpd gtp --gogui}: GoGui's board with the tray row, clicks as turns, marks and acceptance after a stop. */
class GoGuiCommandsTest {
    private final GtpHarness gtp = GtpHarness.startGoGui(new GtpConfig(5, 0.5, RuleSet.DEFAULT, 3));

    private void stopWithAnInvader() {
        gtp.play(GtpHarness.WALLS_AND_INVADER);
    }

    @Test
    void theRulerIsNotGoAndItsBoardHasTheTrayRow() {
        assertEquals("ArtisticGo", gtp.ok("gogui-rules_game_id"));
        assertEquals("6", gtp.ok("gogui-rules_board_size"));
        gtp.ok("boardsize 10");
        assertEquals("10", gtp.ok("gogui-rules_board_size"));
        assertTrue(gtp.ok("showboard").contains("J"), "a 9x9 game");
        assertEquals("unacceptable size", gtp.error("boardsize 2"));
        assertEquals("10", gtp.ok("gogui-rules_board_size"));
    }

    @Test
    void aTrayClickIsAVirtualMoveDrawnOnTheTray() {
        gtp.ok("play b C3");
        gtp.ok("play w B6");
        assertEquals("virtual_white: 1", gtp.ok("jpd-score_report").lines().filter(line -> line.startsWith("virtual_white"))
                .findFirst().orElseThrow());
        gtp.ok("play b D4");
        gtp.ok("play w C2");
        assertTrue(gtp.ok("gogui-rules_legal_moves").endsWith("pass A6 B6 C6 D6 E6 F6"));
        gtp.ok("play b virtual");
        assertEquals("X....O\n......\n...X..\n..X...\n..O...\n......", gtp.ok("gogui-rules_board"));
        assertTrue(gtp.ok("gogui-rules_legal_moves").endsWith("pass"), "no virtual move right after one");
        assertTrue(gtp.error("play w F2").contains("column F is outside the game"));
    }

    @Test
    void aClickOfTheColourNotToMoveChangesNothing() {
        gtp.ok("play b C3");
        String before = gtp.state();
        assertEquals("illegal move: white is to move (with --gogui every click is a turn)", gtp.error("play b C3"));
        assertEquals("illegal move: white is to move (with --gogui every click is a turn)", gtp.error("play b D4"));
        assertEquals(before, gtp.state());
        assertEquals("white", gtp.ok("gogui-rules_side_to_move"));
    }

    @Test
    void afterTheStopStonesAreMarkedAndTwoTrayClicksEndTheGame() {
        stopWithAnInvader();
        assertEquals("black", gtp.ok("gogui-rules_side_to_move"));
        String legal = gtp.ok("gogui-rules_legal_moves");
        assertTrue(legal.contains("A3") && legal.contains("A1") && legal.contains("F6") && legal.contains("F1")
                && legal.endsWith(" pass"), legal);
        gtp.ok("play b A3");
        assertFalse(gtp.ok("gogui-rules_legal_moves").contains("pass"), "only the first passer proposes to stop again");
        assertTrue(gtp.error("play w pass").startsWith("illegal move: only the first passer, black, may resume play"));
        assertTrue(gtp.ok("gogui-rules_board_gfx").contains("MARK A3\n"));
        assertEquals("white", gtp.ok("gogui-rules_side_to_move"));
        assertFalse(gtp.ok("gogui-rules_legal_moves").contains("F1"), "only the first passer resumes play");
        assertTrue(gtp.error("play w F1").startsWith("illegal move: only the first passer, black, may resume play"));
        gtp.ok("play w E6");
        gtp.ok("play b A6");
        assertFalse(gtp.ok("gogui-rules_legal_moves").contains("F"), "only moves now");
        String result = gtp.ok("gogui-rules_final_result");
        assertTrue(result.contains("dead 1") && result.endsWith("Statuses: agreed"), result);
        assertTrue(result.contains("result " + gtp.ok("final_score")), result);
        assertTrue(gtp.error("play w B6").contains("the game is over"));
        assertEquals("the game is over", gtp.error("genmove w"));
    }

    /** Issue 47 item 1, GoGui's Pass as plain {@code jpd gtp} plays it: RULES.md §6, §11.11. */
    @Test
    void theFirstPasserMayPassAgainWhileStoppedAndTheRefusedPassBecomesAVirtualStone() {
        gtp.ok("boardsize 6");
        gtp.play("b C3", "w D4", "b pass", "w pass");
        assertTrue(gtp.ok("gogui-rules_legal_moves").endsWith(" pass"), "GoGui enables its Pass for the first passer");
        gtp.ok("play b pass");
        assertEquals("dispute", gtp.ok("jpd-phase"));
        assertEquals("white", gtp.ok("gogui-rules_side_to_move"));
        assertTrue(gtp.ok("gogui-rules_legal_moves").endsWith("E5 pass"), "White refuses with a move or agrees with a pass");
        gtp.ok("play w C2");
        assertTrue(gtp.ok("jpd-score_report").contains("\nvirtual_black: 1\n"), "the refused pass is Black's virtual stone");
        assertEquals("X.....", gtp.ok("gogui-rules_board").lines().findFirst().orElseThrow());
    }

    @Test
    void afterTheResumeClickThePassStopsAgainWhenTheOpponentPassesToo() {
        gtp.ok("boardsize 6");
        gtp.play("b C3", "w D4", "b pass", "w pass", "b F2");
        assertTrue(gtp.ok("gogui-rules_legal_moves").endsWith(" pass"));
        gtp.ok("play b pass");
        gtp.ok("play w pass");
        assertEquals("stopped", gtp.ok("jpd-phase"));
        assertTrue(gtp.ok("jpd-score_report").contains("\nvirtual_black: 0\n"), "an accepted pass costs nothing");
    }

    /** Issue 47 item 2: White resumed play where no real move of White's is legal (2x2 game). */
    @Test
    void genmoveAfterAResumeWithNoLegalRealMovePasses() {
        for (Player player : List.of(Players.random(3, new PlayoutStatusEstimator(3, 8)),
                new PlayoutPlayer(new SearchConfig(200, 100, 1, 3, 0.05, false)))) {
            GtpHarness harness = GtpHarness.startGoGui(new GtpConfig(5, 0.5, RuleSet.DEFAULT, 3), player);
            harness.ok("boardsize 3");
            harness.play("b A1", "w B1", "b B2", "w pass", "b pass", "w C2");
            String legal = harness.ok("gogui-rules_legal_moves");
            assertEquals("pass", legal, "no real move: A2 is a suicide right after Black's pass");
            assertEquals(legal, harness.ok("genmove w"), player.getClass().getSimpleName());
            assertEquals("dispute", harness.ok("jpd-phase"));
        }
    }

    @Test
    void undoTakesBackAcceptancesAndMarksOneByOne() {
        stopWithAnInvader();
        gtp.ok("play b A3");
        gtp.ok("play w A6");
        gtp.ok("play b A6");
        gtp.ok("undo");
        assertFalse(gtp.ok("gogui-rules_legal_moves").isEmpty());
        assertEquals("black", gtp.ok("gogui-rules_side_to_move"));
        gtp.ok("undo");
        gtp.ok("undo");
        assertFalse(gtp.ok("gogui-rules_board_gfx").contains("MARK"));
        assertEquals("black", gtp.ok("gogui-rules_side_to_move"));
        gtp.ok("undo");
        assertEquals("play", gtp.ok("jpd-phase"));
        assertEquals("white", gtp.ok("gogui-rules_side_to_move"));
    }

    @Test
    void undoingTheMoveThatResumedPlayBringsBackTheMarks() {
        stopWithAnInvader();
        gtp.ok("play b A3");
        gtp.ok("play w A3");
        gtp.ok("play b F1");
        gtp.ok("play b A4");
        gtp.ok("undo");
        assertEquals("stopped", gtp.ok("jpd-phase"));
        String legal = gtp.ok("gogui-rules_legal_moves");
        assertTrue(legal.contains("A4") && !legal.contains("A3") && !legal.contains("F"), "still resuming: only moves " + legal);
        gtp.ok("undo");
        String after = gtp.ok("gogui-rules_legal_moves");
        assertTrue(after.endsWith("F6 F1 F2 F3 F4 F5 pass"), "the resumption is taken back " + after);
        assertTrue(gtp.ok("gogui-rules_board_gfx").startsWith("CIRCLE A3\n"), "the seki mark is back");
        assertEquals("black", gtp.ok("gogui-rules_side_to_move"));
    }

    @Test
    void aChainMarkedAgainIsSekiAndTheFirstPasserThenResumesPlay() {
        stopWithAnInvader();
        gtp.ok("play b A3");
        gtp.ok("play w A3");
        assertTrue(gtp.ok("gogui-rules_legal_moves").contains("F1"), "black may resume");
        assertTrue(gtp.ok("gogui-rules_board_gfx").startsWith("CIRCLE A3\n"), "listing the moves kept the marks");
        assertTrue(gtp.error("play b virtual").contains("click the right column first"));
        gtp.ok("play b F3");
        assertEquals("black", gtp.ok("gogui-rules_side_to_move"), "resuming is no turn");
        assertTrue(gtp.error("play b A3").contains("play resumes: click an empty point"));
        gtp.ok("play b A4");
        assertEquals("dispute", gtp.ok("jpd-phase"));
        gtp.ok("play w pass");
        gtp.ok("play b A2");
        assertTrue(gtp.ok("gogui-rules_board").startsWith(".....O\n"), "White's refused pass became a virtual stone");
        gtp.ok("play w E1");
        gtp.ok("play b B3");
        assertEquals("1 0", gtp.ok("gogui-rules_captured_count"));
    }

    @Test
    void anEmptyPointClickedWhileStoppedIsClaimedForTheClickerUntilClickedAgain() {
        stopWithAnInvader();
        gtp.ok("play b B1");
        String gfx = gtp.ok("gogui-rules_board_gfx");
        assertTrue(gfx.startsWith("SQUARE B1\nBLACK B1\n"), "claimed, and drawn as Black's: " + gfx);
        assertEquals("white", gtp.ok("gogui-rules_side_to_move"));
        gtp.ok("play w B1");
        assertFalse(gtp.ok("gogui-rules_board_gfx").contains("B1"), "White took the claim back");
        gtp.ok("play b B1");
        gtp.ok("play w E5");
        assertTrue(gtp.ok("gogui-rules_board_gfx").startsWith("SQUARE B1 E5\n"));
        gtp.ok("play b A6");
        gtp.ok("play w A6");
        assertEquals("", gtp.ok("gogui-rules_legal_moves"));
        GtpHarness plain = GtpHarness.start(new GtpConfig(5, 0.5, RuleSet.DEFAULT, 3));
        plain.play(GtpHarness.WALLS_AND_INVADER);
        plain.ok("jpd-claim b B1");
        plain.ok("jpd-claim w E5");
        assertEquals(plain.ok("final_score"), gtp.ok("final_score"), "the claims were agreed with the end");
        assertTrue(gtp.ok("gogui-rules_final_result").contains("result " + plain.ok("final_score")));
    }

    @Test
    void claimsEndWhenPlayResumes() {
        stopWithAnInvader();
        gtp.ok("play b B1");
        gtp.ok("play w B2");
        gtp.ok("play b F5");
        gtp.ok("play b A4");
        gtp.ok("play w pass");
        gtp.ok("play b pass");
        assertEquals("stopped", gtp.ok("jpd-phase"));
        assertFalse(gtp.ok("gogui-rules_board_gfx").contains("SQUARE"), "a new stop starts with no claim");
    }

    @Test
    void theComputerClicksToo() {
        String move = gtp.ok("genmove b");
        assertTrue(move.matches("[A-F][1-6]|pass"), move);
        assertEquals("white", gtp.ok("gogui-rules_side_to_move"));
        gtp.ok("clear_board");
        stopWithAnInvader();
        String click = gtp.ok("genmove b");
        assertTrue(click.matches("[A-E][1-5]|[A-F]6"), click);
        assertEquals("white", gtp.ok("gogui-rules_side_to_move"));
    }

    @Test
    void theComputerTakesBackAClaimOfWhatItsEstimateDoesNotGiveTheClaimant() {
        stopWithAnInvader();
        gtp.ok("play b A3");
        gtp.ok("play w B1");
        assertEquals("B1", gtp.ok("genmove b"), "B1 is Black's territory: White's claim is taken back");
        gtp.ok("play w E1");
        assertEquals("A6", gtp.ok("genmove b"), "E1 is White's anyway: Black accepts");
        gtp.ok("play w A6");
        assertEquals("", gtp.ok("gogui-rules_legal_moves"));
    }

    @Test
    void theComputerAsFirstPasserResumesPlayWhenItsMarksAreChanged() {
        stopWithAnInvader();
        gtp.ok("play b A3");
        gtp.ok("play w A3");
        assertEquals("F1", gtp.ok("genmove b"), "the spare column: play resumes");
        assertFalse(gtp.ok("gogui-rules_legal_moves").contains("F"), "only moves now");
        String move = gtp.ok("genmove b");
        assertTrue(move.matches("[A-E][1-5]"), move);
        assertEquals("dispute", gtp.ok("jpd-phase"));
        assertEquals("white", gtp.ok("gogui-rules_side_to_move"));
    }

    @Test
    void theAnalyzeCommandsChangeNothing() {
        String entries = gtp.ok("gogui-analyze_commands");
        assertTrue(entries.contains("string/Score report/jpd-score_report"), entries);
        assertFalse(entries.contains("virtual") || entries.contains("jpd-dispute") || entries.contains("jpd-dead"), entries);
    }

    @Test
    void komiStaysWhatTheCommandLineSaid() {
        gtp.ok("komi 0.5");
        assertTrue(gtp.error("komi 7.5").startsWith("komi stays 0.5 with --gogui"));
    }
}
