package jpd.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class RuleSetTest {

    @Test
    void equalRuleSetsAreEqualAndHashAlike() {
        RuleSet parsed = RuleSet.parse("art-novirtual", List.of("ko=simple", "komi_rule=B"));
        RuleSet built = new RuleSet(RuleSet.Name.ART_NOVIRTUAL, RuleSet.Ko.SIMPLE, RuleSet.KomiRule.B);
        assertEquals(built, parsed);
        assertEquals(built.hashCode(), parsed.hashCode());
    }

    @Test
    void eachComponentMakesADifference() {
        RuleSet base = new RuleSet(RuleSet.Name.ART_NOVIRTUAL, RuleSet.Ko.SIMPLE, RuleSet.KomiRule.FIXED);
        assertNotEquals(base, new RuleSet(RuleSet.Name.ART_NOVIRTUAL, RuleSet.Ko.POSITIONAL, RuleSet.KomiRule.FIXED));
        assertNotEquals(base, new RuleSet(RuleSet.Name.ART_NOVIRTUAL, RuleSet.Ko.SIMPLE, RuleSet.KomiRule.A));
        assertNotEquals(RuleSet.DEFAULT, new RuleSet(RuleSet.Name.ART2014_SIMPLE, RuleSet.Ko.TWO_TURN,
                RuleSet.KomiRule.FIXED));
        assertNotEquals(RuleSet.DEFAULT, "art2014");
    }
}
