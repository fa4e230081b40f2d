package jpd.scoring;

import static jpd.rules.Color.BLACK;
import static jpd.rules.Color.WHITE;
import static jpd.rules.Positions.at;
import static jpd.rules.Positions.move;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** The artistic score of RULES.md §7–9 on boards small enough to count by hand. */
class ScorerTest {

    private static final String WALLS = """
            . X O . .
            . X O . .
            . X O . .
            . X O . .
            . X O . .
            """;

    /** A Black chain A4-C4 and the White chain around it, both candidates for seki. */
    private static final String SEKI = """
            . . . O .
            X X X O .
            O O O O .
            . . . . .
            . . . . .
            """;

    private static ScoreReport score(Game game, Agreement agreement) {
        return Scorer.score(game, agreement, 6.5);
    }

    private static void assertAreasFillTheBoard(Game game, ScoreReport report) {
        assertEquals(game.size() * game.size(), report.area(BLACK) + report.area(WHITE), 1e-9);
    }

    @Test
    void territoryMinusFillBackDecides() {
        Game game = Positions.game(WALLS);
        ScoreReport report = score(game, Agreement.NONE);
        assertEquals(5, report.territory()[0]);
        assertEquals(10, report.territory()[1]);
        assertEquals(5, report.points(BLACK));
        assertEquals(10, report.points(WHITE));
        assertEquals(-11.5, report.margin());
        assertEquals("W+11.5", report.result());
        assertEquals(10, report.area(BLACK));
        assertEquals(15, report.area(WHITE));
        assertAreasFillTheBoard(game, report);
    }

    @Test
    void capturedStonesAreFilledBackIntoTheirOwnersTerritory() {
        Game game = Positions.game("""
                . X O . .
                . X O . O
                . X O O X
                . X O . .
                . X O . .
                """, RuleSet.DEFAULT, WHITE);
        assertTrue(game.play(WHITE, move("E2")).isPlayed());
        ScoreReport report = score(game, Agreement.NONE);
        assertEquals(1, report.captured()[0]);
        assertEquals(4, report.points(BLACK));
        assertEquals(7, report.points(WHITE));
        assertEquals(6, report.moves()[0]);
        assertEquals(8, report.moves()[1]);
        assertEquals(11, report.area(BLACK));
        assertEquals(14, report.area(WHITE));
    }

    @Test
    void deadStonesAndVirtualStonesAreFilledBack() {
        Game game = Positions.game("""
                . X O . .
                . X O . .
                O X O . .
                . X O . .
                . X O . .
                """);
        assertTrue(game.play(BLACK, Move.VIRTUAL).isPlayed());
        ScoreReport report = score(game, new Agreement(Set.of(at("A3")), Set.of(), Map.of()));
        assertEquals(1, report.dead()[1]);
        assertEquals(Set.of(at("A3")), report.deadStones());
        assertEquals(5, report.territory()[0]);
        assertEquals(1, report.virtual()[0]);
        assertEquals(4, report.points(BLACK));
        assertEquals(9, report.points(WHITE));
        assertAreasFillTheBoard(game, report);
    }

    @Test
    void oneSidedLibertiesOfASekiChainAreItsPoints() {
        Game game = Positions.game(SEKI);
        ScoreReport seki = score(game, new Agreement(Set.of(), Set.of(at("A4"), at("D5")), Map.of()));
        assertEquals(2, seki.territory()[0]);
        assertEquals(13, seki.territory()[1]);
        assertEquals(1, seki.shared());
        assertEquals(Set.of(at("A5"), at("B5")), seki.sekiLiberties());
        assertEquals(7, seki.area(BLACK));
        assertAreasFillTheBoard(game, seki);

        ScoreReport alive = score(game, Agreement.NONE);
        assertEquals(0, alive.territory()[0]);
        assertEquals(3, alive.shared());
    }

    @Test
    void aOneSidedLibertyNeedsEveryAdjacentChainInSeki() {
        Game game = Positions.game(SEKI);
        ScoreReport whiteOnlySeki = score(game, new Agreement(Set.of(), Set.of(at("D5")), Map.of()));
        assertEquals(0, whiteOnlySeki.territory()[0]);
        assertEquals(3, whiteOnlySeki.shared());
    }

    @Test
    void claimsWinOverEveryOtherRule() {
        Game game = Positions.game(SEKI);
        ScoreReport report = score(game, new Agreement(Set.of(), Set.of(at("A4"), at("D5")),
                Map.of(at("C5"), BLACK, at("E1"), BLACK)));
        assertEquals(4, report.territory()[0]);
        assertEquals(12, report.territory()[1]);
        assertEquals(0, report.shared());
        assertAreasFillTheBoard(game, report);
    }

    @Test
    void aClaimOnALivingStoneIsRefused() {
        Game game = Positions.game(SEKI);
        Agreement agreement = new Agreement(Set.of(), Set.of(), Map.of(at("A4"), WHITE));
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> score(game, agreement));
        assertTrue(error.getMessage().contains("A4"));
        assertThrows(IllegalArgumentException.class,
                () -> score(game, new Agreement(Set.of(at("E1")), Set.of(), Map.of())));
    }

    @Test
    void aChainAgreedBothDeadAndSekiIsDead() {
        Game game = Positions.game(SEKI);
        ScoreReport report = score(game, new Agreement(Set.of(at("B4")), Set.of(at("A4")), Map.of()));
        assertEquals(3, report.dead()[0]);
        assertEquals(0, report.territory()[0]);
        assertEquals(19, report.territory()[1]);
    }

    @Test
    void komiRules() {
        Game game = new Game(5, RuleSet.parse("art2014", List.of("komi_rule=A")));
        game.play(BLACK, move("C3"));
        game.play(WHITE, Move.PASS);
        assertEquals(7.5, score(game, Agreement.NONE).komi());
        Game blackFirst = new Game(5, RuleSet.parse("art2014", List.of("komi_rule=A")));
        blackFirst.play(BLACK, Move.PASS);
        assertEquals(6.5, score(blackFirst, Agreement.NONE).komi());
        Game ruleB = new Game(5, RuleSet.parse("art2014", List.of("komi_rule=B")));
        assertEquals(7.5, Scorer.score(ruleB, Agreement.NONE, 0.5).komi());
        assertEquals(0.5, Scorer.score(new Game(5, RuleSet.DEFAULT), Agreement.NONE, 0.5).komi());
    }

    @Test
    void novirtualDisputeMovesAreCompensated() {
        Game game = Positions.game(WALLS, RuleSet.parse("art-novirtual", List.of()), BLACK);
        game.play(BLACK, Move.PASS);
        game.play(WHITE, Move.PASS);
        game.resumeDispute();
        game.play(BLACK, move("A1"));
        game.play(WHITE, Move.PASS);
        game.play(BLACK, move("A5"));
        game.play(WHITE, Move.PASS);
        game.play(BLACK, Move.PASS);
        ScoreReport report = score(game, Agreement.NONE);
        assertEquals(2, report.bonus()[0]);
        assertEquals(0, report.bonus()[1]);
        assertEquals(3 + 2, report.points(BLACK));
        assertAreasFillTheBoard(game, report);
    }

    @Test
    void repetitionEndingsGiveDrawOrVoid() {
        for (String rules : List.of("art2014-simple", "art-novirtual ko=simple")) {
            List<String> words = List.of(rules.split(" "));
            Game game = Positions.tripleKo(RuleSet.parse(words.get(0), words.subList(1, words.size())));
            assertTrue(Positions.playFiveKoCaptures(game));
            assertTrue(score(game, Agreement.NONE).result().matches("[BW]\\+[0-9.]+"));
            assertTrue(game.play(WHITE, Positions.SIXTH_KO_CAPTURE).isPlayed());
            assertEquals(rules.startsWith("art2014") ? "0" : "Void", score(game, Agreement.NONE).result());
        }
    }

    @Test
    void numbersArePrintedAsGtpScores() {
        assertEquals("7.5", ScoreReport.number(7.5));
        assertEquals("-3", ScoreReport.number(-3));
        assertEquals("0", ScoreReport.number(0));
        assertEquals("0.25", ScoreReport.number(0.25));
        assertEquals("B+1", ScoreReport.resultOf(1));
        assertEquals("W+0.5", ScoreReport.resultOf(-0.5));
    }

    @Test
    void reportHasEveryField() {
        Game game = Positions.game(WALLS);
        List<String> keys = score(game, Agreement.NONE).lines().stream()
                .map(line -> line.substring(0, line.indexOf(':'))).toList();
        for (String key : List.of("rules", "komi", "moves_black", "moves_white", "virtual_black",
                "virtual_white", "captured_black", "captured_white", "dead_black", "dead_white",
                "territory_black", "territory_white", "points_black", "points_white", "shared",
                "area_black", "area_white", "result", "first_passer")) {
            assertTrue(keys.contains(key), key);
        }
        assertTrue(score(game, Agreement.NONE).lines().contains("points_white: 10"));
    }

}
