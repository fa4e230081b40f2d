package jpd.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RequestTest {

    @Test
    void idNameAndArgumentsAreSplitAtRunsOfSpaces() {
        assertEquals(new Request(Optional.of("12"), "play", List.of("b", "D4")), Request.parse("12  play b   D4"));
        assertEquals(new Request(Optional.empty(), "name", List.of()), Request.parse(" name "));
    }

    @Test
    void onlyAllDigitWordsAreIds() {
        assertEquals(new Request(Optional.empty(), "1a", List.of("x")), Request.parse("1a x"));
        assertEquals(new Request(Optional.of("007"), "", List.of()), Request.parse("007"));
        assertEquals(new Request(Optional.empty(), "-1", List.of("name")), Request.parse("-1 name"));
    }
}
