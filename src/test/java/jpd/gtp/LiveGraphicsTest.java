package jpd.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jpd.player.AnalysisLine;
import jpd.rules.Color;
import org.junit.jupiter.api.Test;

class LiveGraphicsTest {

    @Test
    void aLineIsDrawnAsTheBestVariationTheOtherMovesWinRatesAndTheVisits() {
        AnalysisLine line = AnalysisLine.parse("info move D4 visits 812 winrate 5419 prior 208 lcb 4997 order 0"
                + " pv D4 C5 PASS info move E5 visits 100 winrate 4951 prior 300 lcb 4000 order 1 pv E5"
                + " info move C5 visits 10 winrate 4000 prior 300 lcb 4000 order 2 pv C5");
        assertEquals("""
                gogui-gfx:
                VAR w D4 b C5 w PASS
                LABEL E5 50
                TEXT white: 922 visits, D4 wins 54.2%

                """, LiveGraphics.block(line, Color.WHITE), "C5, on the variation's stone, is not labelled");
        assertEquals("gogui-gfx:\nVAR b A1\nTEXT black: 3 visits, A1 wins 50.0%\n\n", LiveGraphics.block(
                AnalysisLine.parse("info move A1 visits 3 winrate 5000 prior 1 lcb 1 order 0 pv A1"), Color.BLACK));
    }

    @Test
    void aKataGoLineShowsItsWinRatesAndTheLeadOfTheSideToMove() {
        AnalysisLine line = AnalysisLine.parse("info move E5 visits 31 edgeVisits 31 utility -0.2 winrate 0.4475"
                + " scoreMean -2.5 scoreStdev 11 scoreLead -2.54 prior 0.27 lcb 0.42 order 0 pv E5 C5"
                + " info move F5 visits 8 edgeVisits 8 utility -0.3 winrate 0.4466 scoreLead -3 prior 0.07 order 1 pv F5");
        assertEquals("""
                gogui-gfx:
                VAR b E5 w C5
                LABEL F5 45
                TEXT black: 39 visits, E5 wins 44.8%, white leads by 2.5

                """, LiveGraphics.block(line, Color.BLACK));
    }

    @Test
    void onlyTheFiveMostVisitedOthersAreLabelled() {
        StringBuilder text = new StringBuilder();
        for (String move : new String[] {"A1", "B1", "C1", "D1", "E1", "F1"}) {
            text.append("info move ").append(move).append(" visits 10 winrate 5000 prior 1 lcb 1 order 0 pv ")
                    .append(move).append(' ');
        }
        text.append("info move G1 visits 1 winrate 100 prior 1 lcb 1 order 6 pv G1");
        String block = LiveGraphics.block(AnalysisLine.parse(text.toString()), Color.BLACK);
        assertEquals("LABEL B1 50 C1 50 D1 50 E1 50 F1 50", block.lines().toList().get(2));
        assertEquals("TEXT black: 61 visits, A1 wins 50.0%", block.lines().toList().get(3));
    }

    @Test
    void aCandidateWithoutItsFiguresCannotBeDrawn() {
        assertThrows(RuntimeException.class, () -> LiveGraphics.block(
                AnalysisLine.parse("info move D4 visits many winrate 5419 pv D4"), Color.BLACK));
        assertThrows(RuntimeException.class, () -> LiveGraphics.block(
                AnalysisLine.parse("info move D4 order 0 pv D4"), Color.BLACK));
    }
}
