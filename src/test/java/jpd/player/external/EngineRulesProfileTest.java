package jpd.player.external;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import jpd.engine.EngineRules;
import jpd.testing.LogCapture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** What the synchronizer tells an engine about the rules: its profile's commands once, a komi that follows. */
class EngineRulesProfileTest {
    private static final String TERRITORY =
            "kata-set-rules {\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\",\"tax\":\"NONE\",\"suicide\":true,\"hasButton\":false}";
    private static final String AREA =
            "kata-set-rules {\"ko\":\"SIMPLE\",\"scoring\":\"AREA\",\"tax\":\"NONE\",\"suicide\":true,\"hasButton\":false}";

    @TempDir
    Path state;
    @RegisterExtension
    final LogCapture log = new LogCapture();

    @Test
    void kataGoGetsTerritoryRulesAndAKomiThatFollowsTheVirtualStonesThroughUndo() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.PASS, "name=KataGo")) {
            adapter.ok("genmove b");
            adapter.ok("play w virtual");
            // White's virtual stone is a point for Black: Black gives one point less.
            adapter.ok("genmove b");
            adapter.ok("play w C3");
            adapter.ok("play b virtual");
            adapter.ok("genmove w");
            // Taken back to before Black's virtual move: the komi is sent again.
            adapter.ok("undo");
            adapter.ok("undo");
            adapter.ok("undo");
            adapter.ok("genmove w");
        }
        List<String> sent = ScriptedEngine.log(state);
        assertEquals(1, sent.stream().filter(TERRITORY::equals).count(), sent.toString());
        assertEquals(List.of("komi 6.5", "komi 5.5", "komi 6.5", "komi 5.5"),
                sent.stream().filter(line -> line.startsWith("komi")).toList());
        log.assertLogged("INFO", "engine rules for KataGo: territory", "komi + virtual(B) - virtual(W)");
    }

    @Test
    void areaRulesKeepTheKomiAsGiven() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.PASS, EngineRules.AREA,
                "name=KataGo")) {
            adapter.ok("play b E5");
            adapter.ok("play w virtual");
            adapter.ok("genmove b");
        }
        List<String> sent = ScriptedEngine.log(state);
        assertEquals(1, sent.stream().filter(AREA::equals).count(), sent.toString());
        assertEquals(List.of("komi 6.5"), sent.stream().filter(line -> line.startsWith("komi")).toList());
    }

    @Test
    void komiRuleAIsAppliedBeforeTheVirtualStonesMoveIt() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.PASS, "name=KataGo")) {
            adapter.ok("jpd-rules art2014 komi_rule=A");
            adapter.ok("play b E5");
            adapter.ok("play w virtual");
            adapter.ok("genmove b");
        }
        // White made the first virtual move: komi 7.5 under rule A, less White's virtual stone.
        assertEquals("komi 6.5", ScriptedEngine.log(state).stream().filter(line -> line.startsWith("komi"))
                .reduce((first, second) -> second).orElseThrow());
    }

    @Test
    void anUnknownEngineIsToldNoRules() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.PASS)) {
            adapter.ok("play b E5");
            adapter.ok("play w virtual");
            adapter.ok("genmove b");
        }
        List<String> sent = ScriptedEngine.log(state);
        assertEquals(List.of(), sent.stream().filter(line -> line.contains("rules")).toList());
        assertEquals(List.of("komi 6.5"), sent.stream().filter(line -> line.startsWith("komi")).toList());
        log.assertLogged("INFO", "engine rules for an unknown engine: none");
    }
}
