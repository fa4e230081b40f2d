package jpd.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class CommandLineSplitterTest {

    @Test
    void whitespaceSeparatesPlainWords() {
        assertEquals(List.of("gnugo", "--mode", "gtp"), CommandLineSplitter.split("  gnugo \t--mode   gtp "));
    }

    @Test
    void blankLineHasNoArguments() {
        assertEquals(List.of(), CommandLineSplitter.split("   "));
    }

    @Test
    void singleQuotesKeepEverythingLiteral() {
        assertEquals(List.of("java", "-cp", "/my dir/a.jar:b\\c \"x\""),
                CommandLineSplitter.split("java -cp '/my dir/a.jar:b\\c \"x\"'"));
    }

    @Test
    void doubleQuotesUnescapeOnlyQuoteAndBackslash() {
        assertEquals(List.of("say \"hi\" \\ C:\\x"), CommandLineSplitter.split("\"say \\\"hi\\\" \\\\ C:\\x\""));
    }

    @Test
    void backslashOutsideQuotesEscapesTheNextCharacter() {
        assertEquals(List.of("a b", "c'd"), CommandLineSplitter.split("a\\ b c\\'d"));
    }

    @Test
    void quotedPartsJoinTheWordAroundThem() {
        assertEquals(List.of("--config=my file.cfg", "x"), CommandLineSplitter.split("--config='my file'.cfg x"));
    }

    @Test
    void emptyQuotesMakeAnEmptyArgument() {
        assertEquals(List.of("a", "", "b", ""), CommandLineSplitter.split("a '' b \"\""));
    }

    @Test
    void unclosedQuotesAndTrailingBackslashAreErrors() {
        assertThrows(IllegalArgumentException.class, () -> CommandLineSplitter.split("gnugo 'oops"));
        assertThrows(IllegalArgumentException.class, () -> CommandLineSplitter.split("gnugo \"oops"));
        assertThrows(IllegalArgumentException.class, () -> CommandLineSplitter.split("gnugo \\"));
    }
}
