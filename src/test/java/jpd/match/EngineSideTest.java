package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class EngineSideTest {
    /**
     * An engine's first answers may take longer than the answers in play (a network loading, a JVM starting on a
     * loaded machine): they get at least GtpClient.START_LIMIT, whatever --engine-timeout says.
     */
    @Test
    void anEngineSlowerToStartThanTheAnswerTimeoutIsWaitedFor() throws Exception {
        // Its first answer comes 1.5 s late, beyond the 0.5 s an answer in play may take.
        try (EngineSide side = EngineSide.start(MatchScriptEngine.command("name=slow", "slowstart=1500"),
                Duration.ofMillis(500), jpd.engine.EngineRules.NONE)) {
            assertEquals("slow 1", side.name());
            assertTrue(side.knows("genmove"));
        }
    }
}
