package jpd.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jpd.player.Player;
import jpd.player.Players;
import jpd.player.PlayoutStatusEstimator;
import jpd.player.playouts.PlayoutPlayer;
import jpd.player.playouts.SearchConfig;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class GameCommandsTest {
    private final GtpHarness gtp = GtpHarness.start();

    @Test
    void showboardDrawsCoordinatesStonesCountsPhaseAndSideToMove() {
        gtp.ok("boardsize 5");
        gtp.ok("play b C3");
        gtp.ok("play w virtual");
        gtp.ok("play b B3");
        assertEquals("""

                   A B C D E
                 5 . . . . . 5
                 4 . . . . . 4
                 3 . X X . . 3
                 2 . . . . . 2
                 1 . . . . . 1
                   A B C D E
                captured: black 0 white 0
                virtual: black 0 white 1
                moves: black 2 white 1
                phase: play
                to move: white""", gtp.ok("showboard"));
    }

    @Test
    void boardsizeAcceptsTwoToTwentyFiveAndClearsTheGame() {
        gtp.ok("play b E5");
        gtp.ok("boardsize 25");
        assertTrue(gtp.ok("showboard").contains("\n   A B C D E F G H J K L M N O P Q R S T U V W X Y Z\n25 . "));
        assertTrue(gtp.ok("showboard").contains("moves: black 0 white 0"));
        gtp.ok("boardsize 2");
        for (String bad : new String[] {"1", "26", "0", "-3", "99999999999999999999"}) {
            assertEquals("unacceptable size", gtp.error("boardsize " + bad), bad);
        }
        assertEquals("syntax error: not an integer '9x'", gtp.error("boardsize 9x"));
    }

    @Test
    void clearBoardKeepsSizeAndRules() {
        gtp.ok("jpd-rules art2014-simple");
        gtp.ok("play b D4");
        gtp.ok("clear_board");
        assertEquals("art2014-simple komi_rule=fixed", gtp.ok("jpd-rules"));
        assertTrue(gtp.ok("showboard").contains("moves: black 0 white 0"));
        assertTrue(gtp.ok("showboard").contains(" 9 . . . "));
    }

    @Test
    void komiTakesFiniteNumbersOnly() {
        gtp.ok("komi 0.5");
        assertTrue(gtp.ok("jpd-score_report").contains("komi: 0.5\n"));
        gtp.ok("komi -3");
        assertTrue(gtp.ok("jpd-score_report").contains("komi: -3\n"));
        for (String bad : new String[] {"1e400", "nan", "NaN", "inf", "Infinity", "0x10", "1d", "1e5", "abc"}) {
            assertTrue(gtp.error("komi " + bad).contains("'" + bad + "'") || bad.equals("1e5"), bad);
        }
        assertEquals("komi out of range: at most 1000 either way", gtp.error("komi 1e5"));
        assertTrue(gtp.ok("jpd-score_report").contains("komi: -3\n"));
    }

    @Test
    void playAcceptsEitherColourAndNamesTheReasonOfAnIllegalMove() {
        gtp.ok("play white E5");
        gtp.ok("play W d4");
        gtp.ok("play B pass");
        assertEquals("illegal move: point is occupied", gtp.error("play b E5"));
        assertEquals("invalid vertex 'J10'", gtp.error("play b J10"));
        assertEquals("invalid vertex 'I5'", gtp.error("play b I5"));
        assertEquals("invalid color 'x'", gtp.error("play x E5"));
    }

    @Test
    void koRetakeIsRefusedWithTheRuleAsReason() {
        // Black captures at the ko; White may not retake at once (§4).
        for (String move : new String[] {"b D5", "w E5", "b C4", "w F4", "b D3", "w E3", "b E4", "w D4"}) {
            gtp.ok("play " + move);
        }
        assertEquals("illegal move: superko: the opponent would face a position he has faced", gtp.error("play b E4"));
    }

    @Test
    void virtualMovesFollowTheRules() {
        gtp.ok("play b virtual");
        assertEquals("illegal move: virtual move on a board the opponent has faced", gtp.error("play w virtual"));
        gtp.ok("clear_board");
        gtp.ok("jpd-rules art-novirtual");
        assertEquals("illegal move: virtual moves are not allowed under these rules", gtp.error("play b virtual"));
    }

    @Test
    void genmovePlaysTheAnswerAndRegGenmoveDoesNot() {
        String move = gtp.ok("reg_genmove b");
        assertTrue(move.matches("[A-HJ][1-9]"), move);
        assertTrue(gtp.ok("showboard").contains("moves: black 0 white 0"));
        String played = gtp.ok("genmove b");
        assertEquals("0", gtp.ok("is_legal w " + played));
        assertTrue(gtp.ok("showboard").contains("moves: black 1 white 0"));
        assertTrue(gtp.ok("showboard").contains("to move: white"));
    }

    @Test
    void genmoveOffersVirtualMovesOnlyWithExtendedMoves() {
        Recording player = new Recording(Move.VIRTUAL);
        GtpHarness engine = GtpHarness.start(new GtpConfig(9, 6.5, RuleSet.DEFAULT, 1), player);
        assertEquals("the player chose a virtual move, but extended moves are off", engine.error("genmove b"));
        assertEquals(Optional.of(false), player.allowedVirtual);
        engine.ok("jpd-extended_moves on");
        assertEquals("virtual", engine.ok("genmove b"));
        assertEquals(Optional.of(true), player.allowedVirtual);
        assertTrue(engine.ok("showboard").contains("virtual: black 1 white 0"));
        engine.ok("jpd-extended_moves OFF");
        engine.error("genmove w");
        assertEquals("syntax error: expected on or off, got 'maybe'", engine.error("jpd-extended_moves maybe"));
    }

    @Test
    void genmoveAnswersResignAndRefusesAnIllegalChoice() {
        GtpHarness resigning = GtpHarness.start(new GtpConfig(9, 6.5, RuleSet.DEFAULT, 1), new Recording(null));
        assertEquals("resign", resigning.ok("genmove w"));
        assertTrue(resigning.ok("showboard").contains("to move: black"));
        GtpHarness stubborn = GtpHarness.start(new GtpConfig(9, 6.5, RuleSet.DEFAULT, 1),
                new Recording(Move.at(jpd.rules.Point.of(0, 0))));
        stubborn.ok("play b A1");
        assertEquals("the player chose an illegal move A1: point is occupied", stubborn.error("genmove w"));
    }

    @Test
    void undoRestoresThePreviousPosition() {
        assertEquals("cannot undo", gtp.error("undo"));
        String empty = gtp.ok("showboard");
        gtp.ok("play b C3");
        assertNotEquals(empty, gtp.ok("showboard"));
        gtp.ok("undo");
        assertEquals(empty, gtp.ok("showboard"));
        assertEquals("cannot undo", gtp.error("undo"));
    }

    @Test
    void isLegalAnswersOneOrZeroWithoutPlaying() {
        assertEquals("1", gtp.ok("is_legal b C3"));
        gtp.ok("play b C3");
        assertEquals("0", gtp.ok("is_legal w C3"));
        assertEquals("1", gtp.ok("is_legal w virtual"));
        assertEquals("1", gtp.ok("is_legal b pass"));
        assertTrue(gtp.ok("showboard").contains("moves: black 1 white 0"));
        assertEquals("invalid vertex 'Z1'", gtp.error("is_legal b Z1"));
    }

    /** A player double that always answers the same move (null: resign) and notes what it was allowed. */
    static final class Recording implements Player {
        private final Move answer;
        Optional<Boolean> allowedVirtual = Optional.empty();

        Recording(Move answer) {
            this.answer = answer;
        }

        @Override
        public Optional<Move> chooseMove(GameView game, Color color, boolean allowVirtual) {
            allowedVirtual = Optional.of(allowVirtual);
            return Optional.ofNullable(answer);
        }
    }

    /**
     * Issue 47 item 3: White's own pass waits for Black's answer (RULES.md §11.4), so no action of White's is legal:
     * every move generation says so with an error and changes nothing; Black's answer is a legal action.
     */
    @Test
    void aColourWhosePassIsPendingGetsAnErrorFromEveryMoveGenerationAndItsOpponentALegalAction() {
        for (Player player : List.of(Players.random(3, new PlayoutStatusEstimator(3, 8)),
                new PlayoutPlayer(new SearchConfig(200, 100, 1, 3, 0.05, false)))) {
            GtpHarness harness = GtpHarness.start(new GtpConfig(9, 6.5, RuleSet.DEFAULT, 3), player);
            harness.ok("boardsize 3");
            harness.play("b B2", "w pass", "b pass");
            harness.ok("jpd-dispute");
            harness.play("w pass");
            String before = harness.state();
            List<String> generations = new ArrayList<>(List.of("genmove w", "reg_genmove w"));
            if (player instanceof PlayoutPlayer) {
                generations.addAll(List.of("kata-genmove_analyze w 1", "genmove_analyze w", "lz-genmove_analyze w 1"));
            }
            for (String generation : generations) {
                assertEquals("white has no legal action: its own pass is pending until black answers it (a move, or a"
                        + " pass that stops play)", harness.error(generation), generation);
                assertEquals(before, harness.state(), generation);
            }
            String move = harness.ok("reg_genmove b");
            assertEquals("1", harness.ok("is_legal b " + move), move);
        }
    }
}
