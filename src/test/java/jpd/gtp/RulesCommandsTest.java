package jpd.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RulesCommandsTest {
    private final GtpHarness gtp = GtpHarness.start();

    @Test
    void rulesCanBeReadAndSwitchedOnAnEmptyGameOnly() {
        assertEquals("art2014 komi_rule=fixed", gtp.ok("jpd-rules"));
        gtp.ok("jpd-rules art-novirtual ko=simple komi_rule=A");
        assertEquals("art-novirtual ko=simple komi_rule=A", gtp.ok("jpd-rules"));
        gtp.ok("play b D4");
        assertEquals("rules can change only before the first move or stone", gtp.error("jpd-rules art2014"));
        gtp.ok("jpd-rules art-novirtual ko=simple komi_rule=A");
        assertTrue(gtp.ok("showboard").contains("moves: black 1 white 0"));
        assertEquals("art-novirtual ko=simple komi_rule=A", gtp.ok("jpd-rules"));
    }

    @Test
    void setupStonesAlsoFreezeTheRules() {
        gtp.ok("fixed_handicap 2");
        assertEquals("rules can change only before the first move or stone", gtp.error("jpd-rules art2014-simple"));
    }

    @Test
    void badRulesAreRefusedWithTheParserMessage() {
        assertEquals("unknown rules 'chinese' (art2014, art2014-simple or art-novirtual)", gtp.error("jpd-rules chinese"));
        assertEquals("option ko applies only to art-novirtual", gtp.error("jpd-rules art2014 ko=simple"));
        assertEquals("art2014 komi_rule=fixed", gtp.ok("jpd-rules"));
    }

    @Test
    void rulesParamShowsAndChangesOneOptionAtATime() {
        assertEquals("[list/art2014/art2014-simple/art-novirtual] name art2014\n[list/fixed/A/B] komi_rule fixed",
                gtp.ok("jpd-rules_param"));
        gtp.ok("jpd-rules_param komi_rule B");
        gtp.ok("jpd-rules_param name art-novirtual");
        gtp.ok("jpd-rules_param ko positional");
        assertEquals("art-novirtual ko=positional komi_rule=B", gtp.ok("jpd-rules"));
        assertTrue(gtp.ok("jpd-rules_param").contains("[list/situational/positional/simple] ko positional"));
        assertEquals("syntax error: expected name or ko or komi_rule, got 'size'", gtp.error("jpd-rules_param size 9"));
    }

    @Test
    void twoPassesStopAndDisputeResumesWithTheFirstPasser() {
        gtp.ok("play b D4");
        gtp.ok("play w pass");
        assertEquals("play", gtp.ok("jpd-phase"));
        assertEquals("play is not stopped", gtp.error("jpd-dispute"));
        gtp.ok("play b pass");
        assertEquals("stopped", gtp.ok("jpd-phase"));
        assertTrue(gtp.ok("jpd-score_report").endsWith("first_passer: white"));
        gtp.ok("jpd-dispute");
        assertEquals("dispute", gtp.ok("jpd-phase"));
        assertTrue(gtp.ok("showboard").endsWith("to move: white"));
        assertEquals("play is not stopped", gtp.error("jpd-dispute"));
        // A pass in the dispute phase waits for an answer (§11.4); a real answer converts it (§6).
        gtp.ok("play w pass");
        assertEquals("illegal move: own pass pending: the opponent must answer first", gtp.error("play w E5"));
        assertEquals("illegal move: a pass must be answered by a real move or a pass", gtp.error("play b virtual"));
        gtp.ok("play b E5");
        assertTrue(gtp.ok("showboard").contains("virtual: black 0 white 1"));
    }

    @Test
    void undoAfterDisputeUndoesThePassThatStoppedPlay() {
        gtp.ok("play b pass");
        gtp.ok("play w pass");
        gtp.ok("jpd-dispute");
        gtp.ok("undo");
        assertEquals("play", gtp.ok("jpd-phase"));
        assertTrue(gtp.ok("showboard").endsWith("to move: white"));
        gtp.ok("play w pass");
        assertEquals("stopped", gtp.ok("jpd-phase"));
    }

    @Test
    void aMoveWhileStoppedStartsADispute() {
        gtp.ok("play b pass");
        gtp.ok("play w pass");
        gtp.ok("play b C3");
        assertEquals("dispute", gtp.ok("jpd-phase"));
        gtp.ok("undo");
        assertEquals("stopped", gtp.ok("jpd-phase"));
    }

    @Test
    void legalMovesListVerticesPassAndVirtualForTheSideToMove() {
        gtp.ok("boardsize 2");
        assertEquals("A1 B1 A2 B2 pass virtual", gtp.ok("jpd-legal_moves"));
        gtp.ok("play b A1");
        assertEquals("B1 A2 B2 pass virtual", gtp.ok("jpd-legal_moves"));
        gtp.ok("play w virtual");
        // Black may not answer a virtual move with one: White has faced this board (§4.2).
        assertEquals("B1 A2 B2 pass", gtp.ok("jpd-legal_moves"));
    }

    @Test
    void aSimpleKoCycleEndsTheGameAsVoid() {
        gtp.ok("jpd-rules art-novirtual ko=simple");
        gtp.ok("boardsize 2");
        // The last move captures three stones and brings back the board White faced after move 1.
        for (String move : new String[] {"b A1", "w B2", "b B1", "w A2", "b A1", "w B1"}) {
            gtp.ok("play " + move);
        }
        assertEquals("play", gtp.ok("jpd-phase"));
        gtp.ok("play b A1");
        assertEquals("ended", gtp.ok("jpd-phase"));
        assertEquals("Void", gtp.ok("final_score"));
        assertEquals("the game has ended", gtp.error("genmove w"));
        assertEquals("illegal move: the game has ended", gtp.error("play w pass"));
        assertEquals("", gtp.ok("jpd-legal_moves"));
        gtp.ok("undo");
        assertEquals("play", gtp.ok("jpd-phase"));
    }
}
