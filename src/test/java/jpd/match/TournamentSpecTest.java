package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which pairs a tournament plays, what its folder keeps, and how its engines are named. */
class TournamentSpecTest {
    @TempDir
    Path out;

    private static Tournament of(Tournament.Kind kind, int anchor, String... names) {
        return new Tournament(kind, List.of(names), java.util.Arrays.stream(names).map(name -> List.of("run", name))
                .toList(), anchor, 1);
    }

    private static List<String> pairs(Tournament tournament) {
        return tournament.pairs().stream().map(Tournament::pairFolder).toList();
    }

    @Test
    void aRoundRobinPlaysEveryPairAndAGauntletTheFirstEngineAgainstEachOther() {
        assertEquals(List.of("pair-01-02", "pair-01-03", "pair-01-04", "pair-02-03", "pair-02-04", "pair-03-04"),
                pairs(of(Tournament.Kind.ROUND_ROBIN, 0, "a", "b", "c", "d")));
        assertEquals(List.of("pair-01-02", "pair-01-03", "pair-01-04"),
                pairs(of(Tournament.Kind.GAUNTLET, 0, "a", "b", "c", "d")));
    }

    @Test
    void theFolderKeepsTheTournamentRefusesAnotherAndTakesANewAnchor() throws Exception {
        Tournament tournament = of(Tournament.Kind.GAUNTLET, 1, "a", "b", "c");
        tournament.open(out);
        Tournament read = Tournament.read(out);
        assertEquals(tournament.names(), read.names());
        assertEquals(tournament.kind(), read.kind());
        assertEquals(1, read.anchor());
        of(Tournament.Kind.GAUNTLET, 2, "a", "b", "c").open(out);
        assertEquals(2, Tournament.read(out).anchor());
        IllegalStateException other = assertThrows(IllegalStateException.class,
                () -> of(Tournament.Kind.ROUND_ROBIN, 0, "a", "b", "c").open(out));
        assertTrue(other.getMessage().endsWith("holds another tournament (see tournament.txt); use another --out folder"));
        assertThrows(IllegalArgumentException.class, () -> of(Tournament.Kind.ROUND_ROBIN, 0, "a", "a"));
        Files.writeString(out.resolve(Tournament.FILE), "kind: swiss\n");
        assertThrows(java.io.IOException.class, () -> Tournament.read(out));
    }

    @Test
    void enginesAreNamedByTheirLabelElseByWhatTheyAnswerAndEqualNamesAreNumbered() throws Exception {
        List<String> names = EngineNames.of(List.of(Optional.empty(), Optional.of("mine"), Optional.empty()),
                List.of(MatchTesting.random(), MatchTesting.random(), MatchTesting.random()), Duration.ofSeconds(60));
        assertEquals(List.of("jpd-gtp 0.1.0 #1", "mine", "jpd-gtp 0.1.0 #2"), names);
    }
}
