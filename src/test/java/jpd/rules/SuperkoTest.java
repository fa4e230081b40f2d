package jpd.rules;

import static jpd.rules.Color.BLACK;
import static jpd.rules.Color.WHITE;
import static jpd.rules.Positions.move;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The consequences of the generalized superko listed in RULES.md §4. */
class SuperkoTest {

    static final String KO = """
            . X O . .
            X O . O .
            . X O . .
            . . . . .
            . . . . .
            """;

    /** Black can suicide at B6, White at F6. */
    static final String SUICIDE_POINTS = """
            . O . . . X .
            O . O . X . X
            . O . . . X .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            """;

    static void assertPlayed(MoveResult result) {
        assertEquals(MoveResult.PLAYED, result);
    }

    static void assertIllegal(IllegalReason reason, MoveResult result) {
        assertEquals(MoveResult.Illegal.of(reason), result);
    }

    @Test
    void koCannotBeRetakenAtOnce() {
        Game game = Positions.game(KO);
        assertPlayed(game.play(BLACK, move("C4")));
        assertIllegal(IllegalReason.SUPERKO, game.play(WHITE, move("B4")));
    }

    @Test
    void koCanBeRetakenAcrossOwnVirtualMoveEvenAfterOpponentPassed() {
        Game game = Positions.game(KO);
        assertPlayed(game.play(BLACK, move("C4")));
        assertPlayed(game.play(WHITE, Move.VIRTUAL));
        assertPlayed(game.play(BLACK, Move.PASS));
        assertPlayed(game.play(WHITE, move("B4")));
        assertEquals(1, game.captured(BLACK));
        assertEquals(1, game.captured(WHITE));
    }

    @Test
    void koCanBeRetakenAfterAThreatElsewhere() {
        Game game = Positions.game(KO);
        assertPlayed(game.play(BLACK, move("C4")));
        assertPlayed(game.play(WHITE, move("E1")));
        assertPlayed(game.play(BLACK, Move.PASS));
        assertPlayed(game.play(WHITE, move("B4")));
    }

    @Test
    void singleStoneSuicideIsIllegalRightAfterOpponentPass() {
        Game game = Positions.game(SUICIDE_POINTS);
        assertPlayed(game.play(BLACK, move("A1")));
        assertPlayed(game.play(WHITE, Move.PASS));
        assertIllegal(IllegalReason.SUPERKO, game.play(BLACK, move("B6")));
    }

    @Test
    void singleStoneSuicideIsLegalAfterAnOrdinaryMove() {
        Game game = Positions.game(SUICIDE_POINTS);
        assertPlayed(game.play(BLACK, move("A1")));
        assertPlayed(game.play(WHITE, move("G1")));
        assertPlayed(game.play(BLACK, move("B6")));
        assertEquals(1, game.captured(BLACK));
        assertTrue(game.board().isEmpty(Positions.at("B6")));
    }

    @Test
    void singleStoneSuicideIsIllegalRightAfterOpponentSingleStoneSuicide() {
        Game game = Positions.game(SUICIDE_POINTS);
        assertPlayed(game.play(BLACK, move("B6")));
        assertIllegal(IllegalReason.SUPERKO, game.play(WHITE, move("F6")));
    }

    @Test
    void virtualMoveIsIllegalRightAfterOpponentPassVirtualOrSuicide() {
        Game afterPass = Positions.game(SUICIDE_POINTS);
        assertPlayed(afterPass.play(BLACK, Move.PASS));
        assertIllegal(IllegalReason.VIRTUAL_BOARD_SEEN, afterPass.play(WHITE, Move.VIRTUAL));

        Game afterVirtual = Positions.game(SUICIDE_POINTS);
        assertPlayed(afterVirtual.play(BLACK, Move.VIRTUAL));
        assertIllegal(IllegalReason.VIRTUAL_BOARD_SEEN, afterVirtual.play(WHITE, Move.VIRTUAL));

        Game afterSuicide = Positions.game(SUICIDE_POINTS);
        assertPlayed(afterSuicide.play(BLACK, move("B6")));
        assertIllegal(IllegalReason.VIRTUAL_BOARD_SEEN, afterSuicide.play(WHITE, Move.VIRTUAL));
    }

    @Test
    void virtualMoveIsLegalOnABoardTheOpponentHasNotFaced() {
        Game game = Positions.game(KO);
        assertPlayed(game.play(BLACK, move("C4")));
        assertPlayed(game.play(WHITE, Move.VIRTUAL));
        assertPlayed(game.play(BLACK, move("E1")));
        int whiteMovesBefore = game.moves(WHITE);
        assertPlayed(game.play(WHITE, Move.VIRTUAL));
        assertEquals(2, game.virtualStones(WHITE));
        assertEquals(whiteMovesBefore + 1, game.moves(WHITE));
    }

    // ---- triple ko: every cycle ends ---------------------------------------------------------

    @Test
    void tripleKoCycleEndsUnderGeneralizedSuperko() {
        Game game = Positions.tripleKo(RuleSet.DEFAULT);
        long start = game.wholePositionHash();
        assertTrue(Positions.playFiveKoCaptures(game));
        assertIllegal(IllegalReason.SUPERKO, game.play(WHITE, Positions.SIXTH_KO_CAPTURE));
        assertTrue(game.hasFacedWhole(BLACK, start));
    }

    @Test
    void tripleKoCycleIsADrawUnderTheSimplifiedVariant() {
        Game game = Positions.tripleKo(RuleSet.parse("art2014-simple", java.util.List.of()));
        assertTrue(Positions.playFiveKoCaptures(game));
        assertPlayed(game.play(WHITE, Positions.SIXTH_KO_CAPTURE));
        assertEquals(Phase.ENDED, game.phase());
        assertEquals(Ending.DRAW, game.ending().orElseThrow());
    }

    @Test
    void tripleKoUnderNovirtualKoRules() {
        for (String ko : new String[] {"situational", "positional"}) {
            Game game = Positions.tripleKo(RuleSet.parse("art-novirtual", java.util.List.of("ko=" + ko)));
            assertTrue(Positions.playFiveKoCaptures(game));
            assertIllegal(IllegalReason.SUPERKO, game.play(WHITE, Positions.SIXTH_KO_CAPTURE));
        }
        Game simple = Positions.tripleKo(RuleSet.parse("art-novirtual", java.util.List.of("ko=simple")));
        assertTrue(Positions.playFiveKoCaptures(simple));
        assertPlayed(simple.play(WHITE, Positions.SIXTH_KO_CAPTURE));
        assertEquals(Ending.VOID, simple.ending().orElseThrow());
    }

    @Test
    void simpleKoRulesStillForbidImmediateRetake() {
        for (String rules : new String[] {"art2014-simple", "art-novirtual ko=simple"}) {
            String[] words = rules.split(" ");
            RuleSet ruleSet = RuleSet.parse(words[0], java.util.Arrays.asList(words).subList(1, words.length));
            Game game = Positions.game(KO, ruleSet, BLACK);
            assertPlayed(game.play(BLACK, move("C4")));
            assertIllegal(IllegalReason.KO, game.play(WHITE, move("B4")));
        }
    }

    @Test
    void novirtualForbidsVirtualMoves() {
        Game game = new Game(5, RuleSet.parse("art-novirtual", java.util.List.of()));
        assertIllegal(IllegalReason.VIRTUAL_NOT_ALLOWED, game.play(BLACK, Move.VIRTUAL));
    }

    @Test
    void occupiedAndOffBoardAreRefusedWithoutChange() {
        Game game = Positions.game(KO);
        String before = game.stateFingerprint();
        assertIllegal(IllegalReason.OCCUPIED, game.play(BLACK, move("B5")));
        assertIllegal(IllegalReason.OFF_BOARD, game.play(BLACK, Move.at(5, 0)));
        assertEquals(before, game.stateFingerprint());
    }
}
