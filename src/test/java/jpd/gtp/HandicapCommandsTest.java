package jpd.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class HandicapCommandsTest {
    private final GtpHarness gtp = GtpHarness.start(new GtpConfig(19, 0.5, RuleSet.DEFAULT, 5));

    @Test
    void fixedHandicapPlacesGnuGoPointsInBoardOrder() {
        List<String> expected = List.of(
                "D4 Q16",
                "D4 D16 Q16",
                "D4 Q4 D16 Q16",
                "D4 Q4 K10 D16 Q16",
                "D4 Q4 D10 Q10 D16 Q16",
                "D4 Q4 D10 K10 Q10 D16 Q16",
                "D4 K4 Q4 D10 Q10 D16 K16 Q16",
                "D4 K4 Q4 D10 K10 Q10 D16 K16 Q16");
        for (int count = 2; count <= 9; count++) {
            gtp.ok("clear_board");
            assertEquals(expected.get(count - 2), gtp.ok("fixed_handicap " + count), "handicap " + count);
        }
        assertTrue(gtp.ok("showboard").contains("moves: black 9 white 0"));
        assertTrue(gtp.ok("showboard").endsWith("to move: white"));
    }

    @Test
    void smallBoardsUseTheThirdLineAndAllowFewerStones() {
        gtp.ok("boardsize 9");
        assertEquals("C3 G3 C7 G7", gtp.ok("fixed_handicap 4"));
        gtp.ok("boardsize 8");
        assertEquals("invalid handicap", gtp.error("fixed_handicap 5"));
        gtp.ok("boardsize 5");
        assertEquals("invalid handicap", gtp.error("fixed_handicap 2"));
    }

    /** GoGui 1.6 draws fixed handicap stones where its BoardConstants puts them: the fourth line only from 13. */
    @Test
    void fourStonesLieWhereGoGuiPutsThemOnEverySize() {
        List<String> corners = List.of(
                "C3 E3 C5 E5", "C3 F3 C6 F6", "C3 G3 C7 G7", "C3 H3 C8 H8", "C3 J3 C9 J9", "C3 K3 C10 K10",
                "D4 K4 D10 K10", "D4 L4 D11 L11", "D4 M4 D12 M12", "D4 N4 D13 N13", "D4 O4 D14 O14",
                "D4 P4 D15 P15", "D4 Q4 D16 Q16");
        for (int size = 7; size <= 19; size++) {
            gtp.ok("boardsize " + size);
            assertEquals(corners.get(size - 7), gtp.ok("fixed_handicap 4"), "size " + size);
        }
        gtp.ok("boardsize 12");
        assertEquals("C3 K10", gtp.ok("fixed_handicap 2"));
    }

    @Test
    void fixedHandicapRefusesBadCountsAndAFilledBoard() {
        assertEquals("invalid handicap", gtp.error("fixed_handicap 1"));
        assertEquals("invalid handicap", gtp.error("fixed_handicap 10"));
        assertEquals("syntax error: not an integer 'two'", gtp.error("fixed_handicap two"));
        gtp.ok("play b pass");
        assertEquals("board not empty", gtp.error("fixed_handicap 2"));
    }

    @Test
    void placeFreeHandicapUsesFixedPointsThenRandomOnes() {
        assertEquals("D4 Q4 D16 Q16", gtp.ok("place_free_handicap 4"));
        assertEquals("board not empty", gtp.error("place_free_handicap 2"));
        gtp.ok("boardsize 5");
        String points = gtp.ok("place_free_handicap 24");
        assertEquals(24, new HashSet<>(Arrays.asList(points.split(" "))).size());
        assertTrue(gtp.ok("showboard").contains("moves: black 24 white 0"));
        gtp.ok("clear_board");
        assertEquals("invalid handicap", gtp.error("place_free_handicap 25"));
        assertEquals("invalid handicap", gtp.error("place_free_handicap 1"));
    }

    @Test
    void setFreeHandicapTakesDistinctVerticesOnAnEmptyBoard() {
        assertEquals("syntax error: expected at least 2 arguments, got 1", gtp.error("set_free_handicap D4"));
        assertEquals("duplicate vertex D4", gtp.error("set_free_handicap D4 d4"));
        assertEquals("invalid vertex 'Z4'", gtp.error("set_free_handicap D4 Z4"));
        assertTrue(gtp.ok("showboard").contains("moves: black 0 white 0"));
        gtp.ok("set_free_handicap D4 Q16 K10");
        assertTrue(gtp.ok("showboard").contains("moves: black 3 white 0"));
        assertEquals("cannot undo", gtp.error("undo"));
        assertEquals("board not empty", gtp.error("set_free_handicap A1 B1"));
        gtp.ok("boardsize 2");
        assertEquals("invalid handicap: at least one point must stay empty", gtp.error("set_free_handicap A1 B1 A2 B2"));
    }
}
