package jpd.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which rules each engine family is told, and the komi that follows the virtual stones. */
class EngineProfileTest {
    private static final Set<String> KATAGO_COMMANDS = Set.of("kata-set-rules", "kgs-rules", "kata-analyze");

    @Test
    void kataGoIsKnownByItsOwnCommandBeforeItsKgsRulesAndGetsTerritory() {
        EngineProfile profile = EngineProfile.choose("KataGo", KATAGO_COMMANDS, EngineRules.AUTO);
        assertEquals("KataGo", profile.family());
        assertEquals(List.of(EngineProfile.KATAGO_TERRITORY), profile.rulesCommands());
        assertTrue(profile.komiFollowsVirtual());
        assertEquals(profile, EngineProfile.choose("a KataGo fork", KATAGO_COMMANDS, EngineRules.AUTO));
    }

    @Test
    void eachFamilyGetsItsNearestRules() {
        EngineProfile gnuGo = EngineProfile.choose("GNU Go", Set.of("final_status_list"), EngineRules.AUTO);
        assertEquals(EngineRules.TERRITORY, gnuGo.scoring());
        assertEquals(List.of(), gnuGo.rulesCommands());
        EngineProfile pachi = EngineProfile.choose("Pachi", Set.of("kgs-rules"), EngineRules.AUTO);
        assertEquals(List.of("kgs-rules japanese"), pachi.rulesCommands());
        EngineProfile leela = EngineProfile.choose("Leela Zero", Set.of("lz-analyze"), EngineRules.AUTO);
        assertEquals(EngineRules.AREA, leela.scoring());
        assertEquals(6.5, leela.komi(6.5, 2, 0));
        EngineProfile unknown = EngineProfile.choose("Other", Set.of("genmove"), EngineRules.AUTO);
        assertEquals(EngineRules.NONE, unknown.scoring());
        EngineProfile speaksKgs = EngineProfile.choose("Other", Set.of("kgs-rules"), EngineRules.AUTO);
        assertEquals(List.of("kgs-rules japanese"), speaksKgs.rulesCommands());
        EngineProfile jpd = EngineProfile.choose("jpd-gtp", Set.of("jpd-rules", "kata-analyze"), EngineRules.AUTO);
        assertEquals(EngineRules.NONE, jpd.scoring());
    }

    @Test
    void anOverrideIsObeyedAndSaysWhenNoCommandExistsForIt() {
        EngineProfile area = EngineProfile.choose("KataGo", KATAGO_COMMANDS, EngineRules.AREA);
        assertEquals(List.of(EngineProfile.KATAGO_AREA), area.rulesCommands());
        assertEquals(6.5, area.komi(6.5, 3, 1));
        EngineProfile none = EngineProfile.choose("KataGo", KATAGO_COMMANDS, EngineRules.NONE);
        assertEquals(List.of(), none.rulesCommands());
        EngineProfile gnuArea = EngineProfile.choose("GNU Go", Set.of(), EngineRules.AREA);
        assertTrue(gnuArea.description().contains("no rules command is known"), gnuArea.description());
        assertEquals(List.of("kgs-rules chinese"),
                EngineProfile.choose("Pachi", Set.of("kgs-rules"), EngineRules.AREA).rulesCommands());
    }

    @Test
    void eachVirtualStoneIsAPointForTheOpponent() {
        EngineProfile profile = EngineProfile.choose("KataGo", KATAGO_COMMANDS, EngineRules.TERRITORY);
        assertEquals(9.5, profile.komi(6.5, 3, 0));
        assertEquals(4.5, profile.komi(6.5, 0, 2));
        assertTrue(profile.description().startsWith("engine rules for KataGo: territory (kata-set-rules"),
                profile.description());
    }

    @Test
    void aBadNameIsAClearError() {
        IllegalArgumentException error = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> EngineRules.parse("japanese"));
        assertEquals("unknown engine rules 'japanese' (known: auto, area, territory, none)", error.getMessage());
    }
}
