package jpd.sgf;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SgfParserTest {

    @Test
    void mainLineFollowsTheFirstVariationAtEachBranch() throws SgfException {
        List<SgfNode> nodes = SgfParser.mainLine("(;SZ[9];B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee]))");

        List<String> moves = nodes.stream().skip(1)
                .map(node -> node.properties().get(0).name() + node.properties().get(0).value()).toList();
        assertEquals(List.of("Baa", "Wbb", "Bcc"), moves);
    }

    @Test
    void lastLineFollowsTheLastVariationAtEachBranch() throws SgfException {
        String text = "(;SZ[9];B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee](;B[ff];W[gg])(;B[hh](;W[ii])(;W[jj];B[kk]))))";

        assertEquals(List.of("Baa", "Wee", "Bhh", "Wjj", "Bkk"), moves(SgfParser.lastLine(text)));
        assertEquals(List.of("Baa", "Wbb", "Bcc"), moves(SgfParser.mainLine(text)));
        assertEquals(List.of("Baa", "Wbb"), moves(SgfParser.lastLine("(;SZ[9];B[aa];W[bb])")));
    }

    private static List<String> moves(List<SgfNode> nodes) {
        return nodes.stream().skip(1)
                .map(node -> node.properties().get(0).name() + node.properties().get(0).value()).toList();
    }

    @Test
    void deeplyNestedVariationsDoNotExhaustTheStack() throws SgfException {
        int depth = 100_000;
        String text = "(;SZ[19]" + "(;B[aa]".repeat(depth) + ")".repeat(depth + 1);

        assertEquals(depth + 1, SgfParser.mainLine(text).size());
    }

    @Test
    void aMainLineOverTheLimitIsRefusedWhereItGoesOverAndVariationsAreNotCounted() {
        String moves = ";B[aa];W[bb]".repeat(SgfParser.MAX_MAIN_LINE_ITEMS / 4);
        SgfException refused = assertThrows(SgfException.class, () -> SgfParser.mainLine("(;SZ[19]" + moves + ")"));
        assertEquals(new TextPosition(1, 8 + 6 * (SgfParser.MAX_MAIN_LINE_ITEMS / 2 - 1) + 1), refused.position());
        assertDoesNotThrow(() -> SgfParser.mainLine("(;SZ[19](;B[cc])(" + moves + "))"));
    }

    @Test
    void valuesResolveEscapesSoftLineBreaksAndLineEndings() throws SgfException {
        String text = "(;C[a \\] b \\\\ c \\: d soft\\\r\nbreak\r\nhard]AB[aa][bb] [cc])";

        SgfNode root = SgfParser.mainLine(text).get(0);

        assertEquals("a ] b \\ c : d softbreak\nhard", root.property("C").orElseThrow().value());
        assertEquals(List.of("aa", "bb", "cc"), root.property("AB").orElseThrow().values());
    }

    @Test
    void oldPropertyNamesLoseTheirLowerCaseLetters() throws SgfException {
        SgfNode root = SgfParser.mainLine("(;AddBlack[aa]\n  PLayer[W])").get(0);

        assertEquals(List.of("AB", "PL"), root.properties().stream().map(SgfProperty::name).toList());
        assertEquals(new TextPosition(2, 3), root.properties().get(1).position());
    }

    @Test
    void laterGameTreesAreCheckedButIgnored() throws SgfException {
        assertEquals(2, SgfParser.mainLine("(;SZ[9];B[aa])\n(;SZ[19])").size());
        SgfException error = assertThrows(SgfException.class, () -> SgfParser.mainLine("(;SZ[9])\n(;SZ[19]"));
        assertEquals(new TextPosition(2, 9), error.position());
    }

    @Test
    void unclosedBracketIsReportedWhereItOpens() {
        SgfException error = assertThrows(SgfException.class, () -> SgfParser.mainLine("(;FF[4]\n;C[no end)"));

        assertEquals("line 2, column 3: missing ']' to close this '['", error.getMessage());
    }

    @Test
    void missingClosingParenthesisIsReportedAtTheEnd() {
        SgfException error = assertThrows(SgfException.class, () -> SgfParser.mainLine("(;FF[4]\n;B[aa]\n"));

        assertEquals(new TextPosition(3, 1), error.position());
        assertTrue(error.getMessage().contains("missing ')'"), error.getMessage());
    }

    @Test
    void strayCharactersAreNamed() {
        SgfException inNode = assertThrows(SgfException.class, () -> SgfParser.mainLine("(;FF[4] 12)"));
        SgfException noValue = assertThrows(SgfException.class, () -> SgfParser.mainLine("(;FF;B[aa])"));
        SgfException afterVariation = assertThrows(SgfException.class,
                () -> SgfParser.mainLine("(;FF[4](;B[aa]);W[bb])"));
        SgfException emptyTree = assertThrows(SgfException.class, () -> SgfParser.mainLine("()"));

        assertEquals("line 1, column 9: unexpected '1' where a property name should be", inNode.getMessage());
        assertEquals("line 1, column 5: missing '[' after property FF, found ';'", noValue.getMessage());
        assertEquals("line 1, column 16: unexpected ';' after the variations", afterVariation.getMessage());
        assertEquals("line 1, column 2: missing ';' to start a node, found ')'", emptyTree.getMessage());
    }
}
