package jpd.rules;

import static jpd.rules.Color.BLACK;
import static jpd.rules.Color.WHITE;
import static jpd.rules.Positions.move;
import static jpd.rules.SuperkoTest.assertIllegal;
import static jpd.rules.SuperkoTest.assertPlayed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Stopping, disputes (RULES.md §5–6) and each decision of §11. */
class DecisionsTest {

    private static final RuleSet NOVIRTUAL = RuleSet.parse("art-novirtual", List.of());

    /** A 5x5 game where both players passed; Black passed first. */
    private static Game stoppedByBlack(RuleSet rules) {
        Game game = new Game(5, rules);
        assertPlayed(game.play(BLACK, move("C3")));
        assertPlayed(game.play(WHITE, move("D3")));
        assertPlayed(game.play(BLACK, Move.PASS));
        assertPlayed(game.play(WHITE, Move.PASS));
        return game;
    }

    // §11.1
    @Test
    void anActionOutOfTurnIsCheckedLikeAnyMoveOfThatColour() {
        Game game = Positions.game(SuperkoTest.SUICIDE_POINTS);
        assertPlayed(game.play(WHITE, move("A1")));
        assertEquals(BLACK, game.toMove());
        assertPlayed(game.play(WHITE, move("G1")));
        assertEquals(BLACK, game.toMove());
        // White's suicide out of turn would give Black the board Black faces now.
        assertIllegal(IllegalReason.SUPERKO, game.play(WHITE, move("F6")));
    }

    // §11.2
    @Test
    void setupRestartsTheHistoryAndCountsAsMoves() {
        Game game = Positions.game(SuperkoTest.KO, RuleSet.DEFAULT, WHITE);
        assertEquals(1, game.facedPositionCount(WHITE));
        assertEquals(0, game.facedPositionCount(BLACK));
        assertEquals(3, game.moves(BLACK));
        assertEquals(4, game.moves(WHITE));
        assertPlayed(game.play(WHITE, move("E5")));
        assertThrows(IllegalStateException.class, () -> game.setup(Map.of(), BLACK));
        assertThrows(IllegalArgumentException.class, () -> new Game(3, RuleSet.DEFAULT)
                .setup(Positions.stones(". X .\nX O X\n. X ."), BLACK));
    }

    // §11.3
    @Test
    void twoPassesStopWhateverTheirColours() {
        Game game = new Game(5, RuleSet.DEFAULT);
        assertPlayed(game.play(WHITE, Move.PASS));
        assertPlayed(game.play(WHITE, Move.PASS));
        assertEquals(Phase.STOPPED, game.phase());
        assertEquals(Optional.of(WHITE), game.firstPasser());

        Game other = stoppedByBlack(RuleSet.DEFAULT);
        assertEquals(Phase.STOPPED, other.phase());
        assertEquals(Optional.of(BLACK), other.firstPasser());
    }

    @Test
    void disputeResumesWithTheFirstPasserToMove() {
        Game game = stoppedByBlack(RuleSet.DEFAULT);
        assertTrue(game.resumeDispute());
        assertEquals(Phase.DISPUTE, game.phase());
        assertEquals(BLACK, game.toMove());
        assertFalse(game.resumeDispute());
    }

    // §11.4
    @Test
    void aPendingPassForbidsThePasserToActAgain() {
        Game game = stoppedByBlack(RuleSet.DEFAULT);
        game.resumeDispute();
        assertPlayed(game.play(BLACK, Move.PASS));
        assertEquals(Optional.of(BLACK), game.pendingPasser());
        assertIllegal(IllegalReason.PASS_PENDING, game.play(BLACK, move("A1")));
        assertIllegal(IllegalReason.PASS_PENDING, game.play(BLACK, Move.PASS));
        assertIllegal(IllegalReason.MUST_ANSWER_PASS, game.play(WHITE, Move.VIRTUAL));
    }

    @Test
    void aRefusedPassBecomesAVirtualMoveOfThePasser() {
        Game game = stoppedByBlack(RuleSet.DEFAULT);
        game.resumeDispute();
        int blackMoves = game.moves(BLACK);
        assertPlayed(game.play(BLACK, Move.PASS));
        assertPlayed(game.play(WHITE, move("A1")));
        assertEquals(1, game.virtualStones(BLACK));
        assertEquals(blackMoves + 1, game.moves(BLACK));
        assertEquals(Optional.empty(), game.pendingPasser());
    }

    @Test
    void anAnswerToAPassIsCheckedWithTheConvertedVirtualStone() {
        Game game = Positions.game(SuperkoTest.SUICIDE_POINTS);
        assertPlayed(game.play(BLACK, Move.PASS));
        assertPlayed(game.play(WHITE, Move.PASS));
        game.resumeDispute();
        assertPlayed(game.play(BLACK, Move.PASS));
        // White's suicide leaves the board Black has faced, but Black now holds a virtual stone.
        assertPlayed(game.play(WHITE, move("F6")));
        assertEquals(1, game.virtualStones(BLACK));
    }

    @Test
    void anAcceptedPassStopsAgainWithTheNewFirstPasser() {
        Game game = stoppedByBlack(RuleSet.DEFAULT);
        game.resumeDispute();
        assertPlayed(game.play(BLACK, move("A1")));
        assertPlayed(game.play(WHITE, Move.PASS));
        assertPlayed(game.play(BLACK, Move.PASS));
        assertEquals(Phase.STOPPED, game.phase());
        assertEquals(Optional.of(WHITE), game.firstPasser());
        assertEquals(0, game.virtualStones(WHITE));
        assertEquals(1, game.disputeRealMoves(BLACK));
    }

    // §11.5
    @Test
    void aMoveWhileStoppedResumesTheDisputeAsIfAsked() {
        Game implicit = stoppedByBlack(RuleSet.DEFAULT);
        assertPlayed(implicit.play(BLACK, move("A1")));
        Game explicit = stoppedByBlack(RuleSet.DEFAULT);
        explicit.resumeDispute();
        assertPlayed(explicit.play(BLACK, move("A1")));
        assertEquals(explicit.stateFingerprint(), implicit.stateFingerprint());
        assertEquals(Phase.DISPUTE, implicit.phase());
    }

    @Test
    void anIllegalMoveWhileStoppedChangesNothing() {
        Game game = stoppedByBlack(RuleSet.DEFAULT);
        String before = game.stateFingerprint();
        assertIllegal(IllegalReason.OCCUPIED, game.play(BLACK, move("C3")));
        assertEquals(before, game.stateFingerprint());
        assertEquals(Phase.STOPPED, game.phase());
        assertFalse(game.isLegal(WHITE, move("D3")));
        assertTrue(game.isLegal(BLACK, move("A1")));
        assertEquals(before, game.stateFingerprint());
    }

    // §11.6
    @Test
    void afterADrawOnlyUndoWorks() {
        Game game = Positions.tripleKo(RuleSet.parse("art2014-simple", List.of()));
        assertTrue(Positions.playFiveKoCaptures(game));
        assertPlayed(game.play(WHITE, Positions.SIXTH_KO_CAPTURE));
        assertIllegal(IllegalReason.GAME_ENDED, game.play(BLACK, Move.PASS));
        assertFalse(game.resumeDispute());
        assertTrue(game.undo());
        assertEquals(Phase.PLAY, game.phase());
        assertEquals(Optional.empty(), game.ending());
    }

    // §11.7 (counting of dispute moves; the bonus itself is scored in ScorerTest)
    @Test
    void novirtualPassesAreFreeAndHistoryIsClearedAtTheStop() {
        Game game = Positions.game(SuperkoTest.KO, NOVIRTUAL, BLACK);
        assertPlayed(game.play(BLACK, move("C4")));
        assertPlayed(game.play(WHITE, Move.PASS));
        assertPlayed(game.play(BLACK, Move.PASS));
        assertEquals(Optional.of(WHITE), game.firstPasser());
        game.resumeDispute();
        // A new initial position: White may retake the ko at once.
        assertPlayed(game.play(WHITE, move("B4")));
        assertPlayed(game.play(BLACK, Move.PASS));
        assertPlayed(game.play(WHITE, move("E1")));
        assertEquals(0, game.virtualStones(BLACK));
        assertEquals(2, game.disputeRealMoves(WHITE));
    }

    // §11.10
    @Test
    void undoBringsAConvertedPassBackAsAPendingPass() {
        Game game = stoppedByBlack(RuleSet.DEFAULT);
        game.resumeDispute();
        assertPlayed(game.play(BLACK, Move.PASS));
        String pending = game.stateFingerprint();
        assertPlayed(game.play(WHITE, move("A1")));
        assertTrue(game.undo());
        assertEquals(pending, game.stateFingerprint());
        assertEquals(Optional.of(BLACK), game.pendingPasser());
        assertEquals(0, game.virtualStones(BLACK));
    }

    @Test
    void undoOfAMoveThatResumedPlayReturnsToTheStoppedState() {
        Game game = stoppedByBlack(RuleSet.DEFAULT);
        String stopped = game.stateFingerprint();
        assertPlayed(game.play(BLACK, move("A1")));
        assertTrue(game.undo());
        assertEquals(stopped, game.stateFingerprint());
        assertEquals(Phase.STOPPED, game.phase());
    }

    @Test
    void undoRightAfterDisputeUndoesThePassThatStoppedPlay() {
        Game game = new Game(5, RuleSet.DEFAULT);
        assertPlayed(game.play(BLACK, move("C3")));
        assertPlayed(game.play(WHITE, move("D3")));
        assertPlayed(game.play(BLACK, Move.PASS));
        String onePass = game.stateFingerprint();
        assertPlayed(game.play(WHITE, Move.PASS));
        game.resumeDispute();
        assertTrue(game.undo());
        assertEquals(onePass, game.stateFingerprint());
        assertEquals(Phase.PLAY, game.phase());
    }

    @Test
    void setupStonesAreNotUndone() {
        Game game = Positions.game(SuperkoTest.KO);
        assertFalse(game.undo());
        assertPlayed(game.play(BLACK, move("E5")));
        assertTrue(game.undo());
        assertFalse(game.undo());
        assertEquals(3, game.moves(BLACK));
    }

    // §11.11
    @Test
    void rightAfterAStopNobodyMayOpenTheDisputeWithAVirtualMove() {
        for (Color opener : Color.values()) {
            Game game = stoppedByBlack(RuleSet.DEFAULT);
            assertIllegal(IllegalReason.VIRTUAL_BOARD_SEEN, game.play(opener, Move.VIRTUAL));
            assertEquals(Phase.STOPPED, game.phase());
        }
        Game game = stoppedByBlack(RuleSet.DEFAULT);
        assertPlayed(game.play(BLACK, Move.PASS));
        assertEquals(Phase.DISPUTE, game.phase());
        assertPlayed(game.play(WHITE, move("A1")));
        assertEquals(1, game.virtualStones(BLACK));
    }

    @Test
    void komiRuleAKnowsWhoPassedOrPlayedVirtualFirst() {
        Game game = new Game(5, RuleSet.DEFAULT);
        assertPlayed(game.play(BLACK, move("C3")));
        assertPlayed(game.play(WHITE, Move.VIRTUAL));
        assertPlayed(game.play(BLACK, Move.PASS));
        assertEquals(Optional.of(WHITE), game.firstToPassOrVirtual());
    }

    @Test
    void actionsListsWhatWasPlayed() {
        Game game = stoppedByBlack(RuleSet.DEFAULT);
        game.resumeDispute();
        assertPlayed(game.play(BLACK, move("A1")));
        List<Action> actions = game.actions();
        assertEquals(5, actions.size());
        assertEquals(new Action(BLACK, Move.PASS), actions.get(2));
        assertEquals(new Action(BLACK, move("A1")), actions.get(4));
    }
}
