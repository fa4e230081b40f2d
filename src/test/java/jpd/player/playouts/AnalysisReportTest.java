package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jpd.player.AnalysisDialect;
import jpd.player.AnalysisLine;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class AnalysisReportTest {
    private static final double KOMI = 6.5;
    private static final Pattern LEELA = Pattern.compile(
            "info move (\\S+) visits (\\d+) winrate (\\d+) prior (\\d+) lcb (\\d+) order (\\d+) pv( \\S+)+");

    /** White to move on 7x7 after Black's C3. */
    private static SearchRoot whiteToMove() {
        Game game = new Game(7, RuleSet.DEFAULT);
        game.play(Color.BLACK, Positions.move("C3"));
        return SearchRoot.of(game, Color.WHITE, KOMI, false);
    }

    @Test
    void leelaZeroLinesListTheVisitedMovesMostVisitedFirstWithWinRatesInTenThousandths() {
        SearchRoot root = whiteToMove();
        Search search = Search.start(root, 1, 1, null, Double.NaN)[0];
        Node node = search.root();
        int d4 = node.indexOf(root.codeOf(Positions.move("D4")));
        int e5 = node.indexOf(root.codeOf(Positions.move("E5")));
        node.update(e5, 0, 0, -3);
        for (int i = 0; i < 10; i++) {
            node.update(d4, i < 7 ? 1 : 0, i < 7 ? 1 : 0, 2);
        }
        AnalysisLine line = new AnalysisReport(root, AnalysisDialect.LEELA_ZERO, 10, false)
                .line(List.of(search));
        assertEquals(List.of("D4", "E5"), line.candidates());
        Matcher first = LEELA.matcher(line.text());
        assertTrue(first.lookingAt(), line.text());
        // The win rate 7/10 and its lower bound 0.7 - 1.96 * sqrt(0.7 * 0.3 / 10) = 0.4160.
        assertEquals("D4 10 7000 4160 0", String.join(" ", first.group(1), first.group(2), first.group(3),
                first.group(5), first.group(6)), line.text());
        assertTrue(line.text().contains("info move E5 visits 1 winrate 0 "), line.text());
        assertEquals(1, new AnalysisReport(root, AnalysisDialect.LEELA_ZERO, 1, false)
                .line(List.of(search)).candidates().size(), "maxmoves 1");
    }

    @Test
    void kataGoLinesGiveTheMarginAsScoreLeadAndOwnershipFromTheSideToMove() {
        SearchRoot root = whiteToMove();
        Search search = Search.start(root, 1, 1, null, Double.NaN)[0];
        search.watch(new SearchWatch(0, true, (r, s) -> { }));
        search.run(300, Long.MAX_VALUE);
        AnalysisLine line = new AnalysisReport(root, AnalysisDialect.KATAGO, 100, true).line(List.of(search));
        String text = line.text();
        assertFalse(line.candidates().isEmpty(), text);
        assertFalse(line.candidates().contains("C3"), "an occupied point is no candidate");
        Matcher winRates = Pattern.compile(" winrate (\\S+) scoreMean (\\S+) scoreStdev \\S+ scoreLead (\\S+) ")
                .matcher(text);
        int candidates = 0;
        while (winRates.find()) {
            double winRate = Double.parseDouble(winRates.group(1));
            assertTrue(winRate >= 0 && winRate <= 1, text);
            assertEquals(winRates.group(2), winRates.group(3), "scoreLead is the mean margin");
            candidates++;
        }
        assertEquals(line.candidates().size(), candidates, text);
        String[] ownership = text.substring(text.indexOf("ownership ") + "ownership ".length()).split(" ");
        assertEquals(49, ownership.length, text);
        double[] black = search.ownership();
        // The first value is A7, the top left; the 15th is A5; White's view is the negation of Black's.
        assertEquals(-black[root.board().cell(0, 6)], Double.parseDouble(ownership[0]), 1e-4);
        assertEquals(-black[root.board().cell(0, 4)], Double.parseDouble(ownership[14]), 1e-4);
        assertEquals(-black[root.board().cell(2, 2)], Double.parseDouble(ownership[4 * 7 + 2]), 1e-4);
        int mostBlack = 0;
        for (int i = 1; i < ownership.length; i++) {
            mostBlack = Double.parseDouble(ownership[i]) < Double.parseDouble(ownership[mostBlack]) ? i : mostBlack;
        }
        assertEquals(4 * 7 + 2, mostBlack, "Black's stone is the point most Black's, the lowest for White: " + text);
    }
}
