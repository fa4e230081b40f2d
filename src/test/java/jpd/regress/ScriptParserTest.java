package jpd.regress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class ScriptParserTest {

    private static List<ScriptCommand> parse(String text) throws ScriptParseException {
        return ScriptParser.parse(text.lines().toList());
    }

    private static String parseError(String text) {
        return assertThrows(ScriptParseException.class, () -> parse(text)).getMessage();
    }

    @Test
    void readsNumberedAndPlainCommandsSkippingCommentsAndBlankLines() throws ScriptParseException {
        List<ScriptCommand> commands = parse("""
                # a comment
                loadsgf games/x.sgf 61

                  90 reg_genmove black   # why this move
                #? [B14|D17]
                95 komi 6.5
                """);
        assertEquals(3, commands.size());
        assertEquals(new ScriptCommand(2, OptionalInt.empty(), "loadsgf games/x.sgf 61", Optional.empty()),
                commands.get(0));
        ScriptCommand test = commands.get(1);
        assertEquals(4, test.line());
        assertEquals("90 reg_genmove black", test.gtpLine());
        assertEquals("reg_genmove black", test.command());
        assertEquals("[B14|D17]", test.expectation().orElseThrow().written());
        assertEquals(Optional.empty(), commands.get(2).expectation());
        assertEquals("95 komi 6.5", commands.get(2).gtpLine());
    }

    @Test
    void readsNegationMarkersAndMustFail() throws ScriptParseException {
        List<ScriptCommand> commands = parse("""
                1 genmove b
                #? [!P13]
                2 genmove b
                #?  [M16]*
                3 genmove b
                #? [M16]&
                4 play b Z99
                #? [?]
                """);
        Expectation negated = commands.get(0).expectation().orElseThrow();
        Expectation.Matches matches = assertInstanceOf(Expectation.Matches.class, negated.check());
        assertTrue(matches.negated());
        assertEquals("P13", matches.pattern().pattern());
        assertEquals(Expectation.Marker.NONE, negated.marker());
        assertEquals(Expectation.Marker.EXPECTED_TO_FAIL, commands.get(1).expectation().orElseThrow().marker());
        assertEquals(Expectation.Marker.IGNORED, commands.get(2).expectation().orElseThrow().marker());
        assertInstanceOf(Expectation.Fails.class, commands.get(3).expectation().orElseThrow().check());
    }

    @Test
    void theLastBracketClosesSoRegexesMayContainBrackets() throws ScriptParseException {
        Expectation expected = parse("7 genmove b\n#? [[A-D]4]*").get(0).expectation().orElseThrow();
        assertEquals("[A-D]4", ((Expectation.Matches) expected.check()).pattern().pattern());
        assertEquals(Expectation.Marker.EXPECTED_TO_FAIL, expected.marker());
    }

    @Test
    void anExpectationNeedsANumberedCommandBeforeIt() {
        assertEquals("line 1: '#?' must follow a numbered command", parseError("#? [x]"));
        assertEquals("line 2: '#?' must follow a numbered command", parseError("name\n#? [x]"));
        assertEquals("line 3: a second '#?' for test 5", parseError("5 name\n#? [x]\n#? [y]"));
    }

    @Test
    void malformedExpectationsAreErrors() {
        assertEquals("line 2: expected '#? [regex]', got '#? x'", parseError("1 name\n#? x"));
        assertEquals("line 2: expected '#? [regex]', got '#? [x'", parseError("1 name\n#? [x"));
        assertEquals("line 2: only '*' or '&' may follow ']': '[x]+'", parseError("1 name\n#? [x]+"));
        assertTrue(parseError("1 name\n#? [(]").startsWith("line 2: bad regex '('"));
    }

    @Test
    void aNumberNeedsACommand() {
        assertEquals("line 1: test number 12 without a command", parseError("12"));
        assertEquals("line 1: test number too large: 99999999999", parseError("99999999999 name"));
    }
}
