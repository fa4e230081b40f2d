package jpd.player.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.Move;
import jpd.rules.Point;
import jpd.testing.LogCapture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** KataGo's analysis commands through the adapter, with the scripted engine speaking KataGo's format. */
class EngineAnalysisTest {
    @TempDir
    Path state;
    @RegisterExtension
    final LogCapture log = new LogCapture();

    @Test
    void kataGenmoveAnalyzeStreamsTheLinesWithoutForbiddenCandidatesAndPlaysTheMoveHere() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.PASS, "kata")) {
            adapter.ok("play b A1");
            String answer = adapter.send("kata-genmove_analyze w 50 ownership true\n");

            assertTrue(answer.endsWith("\n\n"), answer);
            List<String> lines = Arrays.asList(answer.strip().split("\n"));
            assertEquals(3, lines.size(), answer);
            assertEquals("=", lines.get(0));
            String info = lines.get(1);
            // A1 is taken: that candidate is gone, the engine's other one (its genmove point) stays, as written.
            assertFalse(info.contains("move A1"), info);
            assertTrue(info.startsWith("info move B1 visits 1 utility 0.1 winrate 0.55 scoreMean 2.5"), info);
            List<String> ownership = Arrays.asList(info.substring(info.indexOf("ownership ") + 10).split(" "));
            assertEquals(81, ownership.size(), info);
            assertEquals("play B1", lines.get(2));
            assertEquals(new Action(Color.WHITE, Move.at(Point.tryParse("B1", 9).orElseThrow())),
                    adapter.session.game().lastAction().orElseThrow());
            assertTrue(ScriptedEngine.log(state).contains("kata-genmove_analyze w 50 ownership true"));
            ExternalPlayerTest.assertEngineMirrorsTheGame(adapter);
        }
    }

    @Test
    void anEngineThatPondersAfterItsMoveIsStoppedAndTheAnswerEndsWithTheMove() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.PASS, "kata", "ponder")) {
            String answer = adapter.send("kata-genmove_analyze b 10\n");

            assertTrue(answer.startsWith("=\ninfo move A1 visits 1 "), answer);
            assertTrue(answer.endsWith("\nplay A1\n\n"), answer);
            // The pondering was ended and its answer read: the engine takes commands again, in step with us.
            assertEquals("b A1", adapter.ok("fake-moves"));
            ExternalPlayerTest.assertEngineMirrorsTheGame(adapter);
        }
    }

    @Test
    void anEngineThatStallsInAGenmoveVariantIsRestartedAndItsMissingMoveGoesThroughThePolicy() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.PASS, "kata",
                "stall:kata-genmove_analyze:1")) {
            adapter.ok("play b E5");
            String answer = adapter.send("kata-genmove_analyze w 10\n");

            assertTrue(answer.startsWith("=\ninfo move A1 visits 1 pv A1\n"), answer);
            assertTrue(answer.endsWith("\nplay pass\n\n"), answer);
            log.assertLogged("WARN", "was cut short");
            log.assertLogged("WARN", "restarting engine");
            assertEquals(new Action(Color.WHITE, Move.PASS), adapter.session.game().lastAction().orElseThrow());
            ExternalPlayerTest.assertEngineMirrorsTheGame(adapter);
        }
    }

    @Test
    void anIllegalMoveOfKataGenmoveAnalyzeGoesThroughThePolicy() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.PASS, "kata", "kataplay=A1")) {
            adapter.ok("play b A1");
            String answer = adapter.send("kata-genmove_analyze w\n");

            assertTrue(answer.endsWith("\nplay pass\n\n"), answer);
            log.assertLogged("WARN", "genmove WHITE is illegal here", "policy pass");
            assertEquals(new Action(Color.WHITE, Move.PASS), adapter.session.game().lastAction().orElseThrow());
            ExternalPlayerTest.assertEngineMirrorsTheGame(adapter);
        }
    }

    @Test
    void kataAnalyzeStreamsUntilTheNextCommandAndShowsOnlyLegalCandidates() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.PASS, "kata")) {
            String free = adapter.send("kata-analyze b 10\nname\n");
            assertTrue(free.startsWith("=\ninfo move A1 visits 0 "), free);
            assertTrue(free.endsWith("\n\n= ScriptedEngine (jpd art2014)\n\n"), free);

            adapter.ok("play w A1");
            String taken = adapter.send("kata-analyze b 10\nname\n");
            assertTrue(taken.startsWith("=\ninfo move B1 visits 0 "), taken);
            assertFalse(taken.contains("move A1"), taken);
            assertTrue(taken.endsWith("\n\n= ScriptedEngine (jpd art2014)\n\n"), taken);
            // The stream was ended with a command of ours: the engine's position is still the game's.
            ExternalPlayerTest.assertEngineMirrorsTheGame(adapter);
        }
    }
}
