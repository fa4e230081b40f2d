package jpd.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class AnalysisLineTest {
    /** Leela Zero 0.17 writes every candidate of a moment on one line. */
    private static final String LEELA = "info move D4 visits 12 winrate 4810 prior 89 lcb 4500 order 0 pv D4 Q16 "
            + "info move pass visits 1 winrate 4735 prior 9 lcb 0 order 1 pv pass "
            + "info move c3 visits 1 winrate 4700 prior 5 lcb 0 order 2 pv C3 D4";

    @Test
    void readsEveryCandidateOfALeelaZeroLineAndWritesTheLineBackAsItWas() {
        AnalysisLine line = AnalysisLine.parse(LEELA);
        assertEquals(List.of("D4", "PASS", "C3"), line.candidates());
        assertEquals(LEELA, line.text());
    }

    @Test
    void dropsCandidatesWholeAndKeepsWholeBoardSections() {
        AnalysisLine line = AnalysisLine.parse("info move A1 visits 3 winrate 0.5 pv A1 B2 info move B1 visits 2 "
                + "winrate 0.4 pv B1 ownership 0.5 -0.5 0.1 0.2");
        AnalysisLine kept = line.keep(move -> !move.equals("A1"));
        assertEquals("info move B1 visits 2 winrate 0.4 pv B1 ownership 0.5 -0.5 0.1 0.2", kept.text());
        assertSame(line, line.keep(move -> true));
        assertTrue(AnalysisLine.parse("info move A1 visits 1 pv A1").keep(move -> false).isEmpty());
    }

    @Test
    void keepsOnlyWhatIsLegalForTheColourInTheGame() {
        Game game = new Game(9, RuleSet.DEFAULT);
        game.play(Color.BLACK, Positions.move("D4"));
        AnalysisLine line = AnalysisLine.parse(LEELA).keepLegal(game, Color.WHITE);
        assertEquals(List.of("PASS", "C3"), line.candidates());
    }

    @Test
    void makesCandidatesInTheEnginesFormat() {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("visits", "12");
        fields.put("winrate", "4810");
        String candidate = AnalysisLine.candidate("D4", fields, List.of("D4", "Q16"));
        assertEquals("info move D4 visits 12 winrate 4810 pv D4 Q16", candidate);
        AnalysisLine line = AnalysisLine.of(List.of(candidate, AnalysisLine.candidate("C3", Map.of(), List.of("C3"))));
        assertEquals(List.of("D4", "C3"), line.candidates());
        assertEquals(line.text(), AnalysisLine.parse(line.text()).text());
    }
}
