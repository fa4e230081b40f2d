package jpd.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.IllegalReason;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.rules.Point;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class SgfGameRecordTest {

    @Test
    void gameWithCapturesReplays() throws Exception {
        GameRecord record = SgfFiles.read("nine-captures.sgf");

        assertEquals(9, record.size());
        assertEquals(7.0, record.komi());
        assertEquals(RuleSet.DEFAULT, record.rules());
        assertEquals(new GameInfo("黑方", "白方", "", "九路对局：两次提子"), record.info());
        assertEquals(Map.of(7, "Black captures one stone.", 13, "提两子"), record.moveComments());
        assertEquals(15, record.actions().size());
        assertEquals(new Action(Color.BLACK, Move.at(Point.of(3, 4))), record.actions().get(0));

        Game game = record.toGame();
        assertEquals(3, game.captured(Color.WHITE));
        assertNull(game.board().colorAt(Point.of(0, 8)), "A9 was captured");
        assertEquals(Phase.STOPPED, game.phase());
    }

    @Test
    void virtualMovesAndADisputeAfterTwoPasses() throws Exception {
        GameRecord record = SgfFiles.read("virtual-dispute.sgf");

        assertEquals(new Action(Color.WHITE, Move.VIRTUAL), record.actions().get(1));
        assertEquals(Move.PASS, record.actions().get(4).move());
        assertEquals("Both passed: play stops. Black disputes.", record.moveComments().get(6));

        Game game = record.toGame();
        assertEquals(1, game.virtualStones(Color.WHITE));
        assertEquals(1, game.virtualStones(Color.BLACK), "the refused pass became a virtual stone");
        assertEquals(Phase.STOPPED, game.phase());
        assertEquals(Color.BLACK, game.firstPasser().orElseThrow());
        assertEquals(Phase.PLAY, record.toGame(5).phase(), "loadsgf 6: before the second pass");
    }

    @Test
    void handicapSetupWithPlayerToMoveAndForeignRules() throws Exception {
        GameRecord record = SgfFiles.read("handicap.sgf");

        assertEquals(2, record.handicap());
        assertEquals(Map.of(Point.of(3, 15), Color.BLACK, Point.of(15, 3), Color.BLACK), record.setupStones());
        assertEquals(Color.WHITE, record.setupToMove());
        assertEquals(RuleSet.DEFAULT, record.rules(), "RU[Chinese] is not ours");
        Game game = record.toGame(0);
        assertEquals(Color.WHITE, game.toMove());
        assertEquals(2, game.moves(Color.BLACK));
        assertEquals(3, record.toGame().moves(Color.BLACK));
    }

    @Test
    void handicapWithoutPlayerToMoveMeansWhite() throws SgfException {
        assertEquals(Color.WHITE, GameRecord.parse("(;SZ[9]HA[2]AB[cc][gg])").setupToMove());
        assertEquals(Color.BLACK, GameRecord.parse("(;SZ[9]AB[cc][gg])").setupToMove());
    }

    @Test
    void variationsAreIgnoredAndTextIsUnescaped() throws Exception {
        GameRecord record = SgfFiles.read("variations.sgf");

        assertEquals("Escapes: a ] bracket, a \\ backslash, and a soft break.", record.info().comment());
        assertEquals(Map.of(Point.of(0, 8), Color.BLACK, Point.of(1, 8), Color.BLACK, Point.of(0, 7), Color.BLACK,
                Point.of(1, 7), Color.BLACK, Point.of(4, 4), Color.WHITE), record.setupStones());
        assertEquals(List.of("C7", "D6", "C5"), record.actions().stream().map(a -> a.move().toString()).toList());
        assertEquals(Map.of(2, "main line"), record.moveComments());
    }

    @Test
    void rulesWithOptionsAndDefaults() throws SgfException {
        assertEquals(RuleSet.parse("art-novirtual", List.of("ko=simple")),
                GameRecord.parse("(;RU[art-novirtual ko=simple])").rules());
        assertEquals(RuleSet.parse("art2014-simple", List.of()), GameRecord.parse("(;RU[ART2014-simple])").rules());
        GameRecord plain = GameRecord.parse("(;FF[4])");
        assertEquals(19, plain.size());
        assertEquals(6.5, plain.komi());
        SgfException badOption = assertThrows(SgfException.class, () -> GameRecord.parse("(;KM[5]\nRU[art2014 ko=simple])"));
        assertTrue(badOption.getMessage().startsWith("line 2, column 1: option ko"), badOption.getMessage());
    }

    @Test
    void oldPassesAndVirtualMoves() throws SgfException {
        GameRecord small = GameRecord.parse("(;SZ[19];B[tt];W[tt]VIRTUAL[];B[])");
        GameRecord large = GameRecord.parse("(;SZ[21];B[tt])");

        assertEquals(List.of(Move.PASS, Move.VIRTUAL, Move.PASS), small.actions().stream().map(Action::move).toList());
        assertEquals(Move.at(Point.of(19, 1)), large.actions().get(0).move());
    }

    @Test
    void malformedFilesNameLineAndColumn() {
        assertEquals("line 3, column 3: missing ']' to close this '['", messageOf("unclosed-bracket.sgf"));
        assertEquals("line 2, column 3: missing '(' to start a game tree, found ';'", messageOf("missing-paren.sgf"));
        assertEquals("line 3, column 9: point 'jj' is off the 9x9 board", messageOf("off-board.sgf"));
        assertEquals("line 2, column 11: board size must be a whole number 2..25: SZ[30]", messageOf("bad-size.sgf"));
    }

    @Test
    void unsupportedContentIsAnError() {
        assertEquals("line 2, column 7: setup after moves is not supported (AB after move 1)",
                parseError("(;SZ[9];B[aa]\n;W[bb]AB[cc])"));
        assertEquals("line 1, column 14: a node with both B and W", parseError("(;SZ[9];B[aa]W[bb])"));
        assertEquals("line 1, column 14: VIRTUAL on a real move", parseError("(;SZ[9];B[aa]VIRTUAL[])"));
        assertEquals("line 1, column 3: not a game of Go: GM[2]", parseError("(;GM[2])"));
        assertEquals("line 1, column 9: komi must be a number: KM[six]", parseError("(;SZ[9] KM[six])"));
        assertEquals("line 1, column 9: bad setup: setup leaves a chain without liberties",
                parseError("(;SZ[9] AB[aa]AW[ab][ba])"));
    }

    @Test
    void aPointSetUpTwiceInOneNodeIsAnErrorWhereTheSecondSetupIs() throws SgfException {
        assertEquals("line 2, column 2: conflicting setup: AW sets aa, which AB of this node sets already",
                parseError("(;SZ[9]AB[aa]\n AW[aa])"));
        assertEquals("line 1, column 8: conflicting setup: AB sets bb, which AB of this node sets already",
                parseError("(;SZ[9]AB[aa:bb][bb])"));
        assertEquals("line 1, column 17: conflicting setup: AE sets ab, which AB of this node sets already",
                parseError("(;SZ[9]AB[aa:bb]AE[ab])"));
        assertEquals(Map.of(Point.of(0, 8), Color.WHITE), GameRecord.parse("(;SZ[9]AB[aa];AW[aa])").setupStones());
    }

    @Test
    void illegalActionNamesMoveColourVertexAndReason() throws Exception {
        GameRecord record = SgfFiles.read("superko.sgf");

        IllegalAction illegal = record.firstIllegal().orElseThrow();

        assertEquals(new IllegalAction(10, new Action(Color.WHITE, Move.at(Point.of(1, 7))), IllegalReason.SUPERKO),
                illegal);
        assertEquals("move 10 (white B8): illegal: " + IllegalReason.SUPERKO.message(), illegal.describe());
        IllegalActionException thrown = assertThrows(IllegalActionException.class, record::toGame);
        assertEquals(illegal, thrown.illegalAction());
        assertEquals(9, record.toGame(9).actions().size(), "the position before the retake loads");
        assertEquals(IllegalReason.KO,
                record.withRules(RuleSet.parse("art2014-simple", List.of())).firstIllegal().orElseThrow().reason());
    }

    @Test
    void toGameRefusesCountsOutsideTheRecord() throws Exception {
        GameRecord record = SgfFiles.read("superko.sgf");

        assertThrows(IllegalArgumentException.class, () -> record.toGame(-1));
        assertThrows(IllegalArgumentException.class, () -> record.toGame(11));
    }

    @Test
    void setupMayBeEmptiedBeforeTheFirstMove() throws SgfException {
        GameRecord record = GameRecord.parse("(;SZ[9]AB[aa:cc];AE[bb]PL[W];W[ee])");

        assertEquals(8, record.setupStones().size());
        assertNull(record.setupStones().get(Point.of(1, 7)));
        assertEquals(Color.WHITE, record.setupToMove());
    }

    @Test
    void writesALiveGameWithResultAndTerritory() {
        Game game = new Game(5, RuleSet.DEFAULT);
        game.setup(Map.of(Point.of(0, 0), Color.BLACK), Color.WHITE);
        game.play(Color.WHITE, Move.at(Point.of(2, 2)));
        game.play(Color.BLACK, Move.VIRTUAL);
        game.play(Color.WHITE, Move.PASS);
        GameRecord record = GameRecord.of(game, 7)
                .withInfo(GameInfo.NONE.withResult("W+1"))
                .withTerritory(Map.of(Point.of(4, 4), Color.WHITE, Point.of(0, 1), Color.BLACK));

        assertEquals("(;FF[4]GM[1]CA[UTF-8]AP[jpd-gtp]SZ[5]KM[7]RU[art2014]AB[ae]PL[W]RE[W+1]\n"
                + ";W[cc];B[]VIRTUAL[];W[]TB[ad]TW[ea])\n", record.toSgf());
    }

    private static String messageOf(String file) {
        return assertThrows(SgfException.class, () -> SgfFiles.read(file)).getMessage();
    }

    private static String parseError(String sgf) {
        return assertThrows(SgfException.class, () -> GameRecord.parse(sgf)).getMessage();
    }

    @Test
    void unknownCharsetFallsBackToUtf8() throws IOException {
        byte[] latin = "(;CA[ISO-8859-1]C[caf\u00e9])".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        byte[] unknown = "(;CA[klingon]C[caf\u00e9])".getBytes(java.nio.charset.StandardCharsets.UTF_8);

        assertEquals("(;CA[ISO-8859-1]C[café])", SgfCharset.decode(latin));
        assertEquals("(;CA[klingon]C[café])", SgfCharset.decode(unknown));
    }
}
