package jpd.player.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jpd.player.PlayoutStatusEstimator;
import jpd.player.RandomPlayer;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.testing.LogCapture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The adapter against a scripted engine that crashes, hangs, answers garbage, refuses moves and proposes illegal ones. */
class ExternalPlayerTest {
    @TempDir
    Path state;
    @RegisterExtension
    final LogCapture log = new LogCapture();

    @Test
    void cputimeAddsTheEnginesOwnToOurs() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.BUILTIN, "cputime=100.25")) {
            double seconds = Double.parseDouble(adapter.ok("cputime"));
            assertTrue(seconds > 100.25 && seconds < 200, "the engine's 100.25 s and this JVM's own: " + seconds);
        }
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.BUILTIN)) {
            double seconds = Double.parseDouble(adapter.ok("cputime"));
            assertTrue(seconds > 0 && seconds < 100, "without the engine's cputime, ours alone: " + seconds);
        }
        assertEquals(1, ScriptedEngine.log(state).stream().filter(line -> line.equals("cputime")).count(),
                "asked only of the engine that lists it");
    }

    @Test
    void aGameEndsLegallyThroughCrashHangGarbageAndRefusals() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.BUILTIN,
                "crash:genmove:3", "hang:genmove:4", "garbage:genmove:5", "crash:play:7")) {
            RandomPlayer black = new RandomPlayer(new Random(2), new PlayoutStatusEstimator(2, 16));
            int turns = 0;
            while (adapter.session.game().phase() == Phase.PLAY) {
                Move move = black.chooseMove(adapter.session.game(), Color.BLACK, false).orElseThrow();
                adapter.ok("play b " + move);
                if (adapter.session.game().phase() != Phase.PLAY) {
                    break;
                }
                String answer = adapter.ok("genmove w");
                assertTrue(answer.matches("[A-HJ][1-9]|pass"), answer);
                assertTrue(++turns < 300, "the game does not end");
            }
            assertEquals(Phase.STOPPED, adapter.session.game().phase());
            assertEngineMirrorsTheGame(adapter);
            assertTrue(adapter.ok("final_score").matches("[BW]\\+[0-9.]+|0"));
        }
        List<String> sent = ScriptedEngine.log(state);
        assertEquals(4, sent.stream().filter(line -> line.equals("list_commands")).count(), "three restarts");
        log.assertLogged("WARN", "engine failure: engine exited before answering 'genmove w'", "restarting");
        log.assertLogged("WARN", "engine failure: no answer to 'genmove w' within");
        // Worded as loadsgf words answers, never as a Java record (Unusable[text=...]).
        log.assertLogged("WARN", "answer to genmove WHITE is unusable here: '= @@ garbage @@'; policy");
        assertFalse(log.text().contains("Unusable["), log.text());
        log.assertLogged("WARN", "engine failure: engine exited before answering 'play b");
    }

    @Test
    void aRefusedPlayMakesTheSynchronizerStartFromScratch() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.BUILTIN, "refuse:play:2")) {
            adapter.ok("play b C3");
            adapter.ok("genmove w");
            adapter.ok("play b D4");
            adapter.ok("play w E5");
            assertEquals("B1", adapter.ok("genmove b"));
            assertEngineMirrorsTheGame(adapter);
            List<String> sent = ScriptedEngine.log(state);
            assertEquals(2, sent.stream().filter(line -> line.equals("clear_board")).count(), sent.toString());
            assertEquals(2, sent.stream().filter(line -> line.equals("play b D4")).count(), sent.toString());
        }
    }

    @Test
    void handicapStonesReachAnEngineWithoutSetFreeHandicapAsPlays() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.BUILTIN)) {
            adapter.ok("set_free_handicap C3 G7");
            assertTrue(adapter.ok("genmove w").matches("[A-HJ][1-9]|pass"));
            List<String> sent = ScriptedEngine.log(state);
            assertTrue(sent.contains("play b C3") && sent.contains("play b G7"), sent.toString());
        }
    }

    @Test
    void anEngineThatFailsTwiceLeavesGenmoveToThePolicyAndIsTriedAgainNextTime() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.PASS,
                "crash:genmove:2", "crash:genmove:1")) {
            // The second genmove crashes the engine, and again the first genmove of the restarted one.
            adapter.ok("play b E5");
            adapter.ok("genmove w");
            assertEquals("=7 pass\n\n", adapter.send("7 genmove b\n"));
            assertTrue(adapter.ok("genmove w").matches("[A-HJ][1-9]"));
            assertEngineMirrorsTheGame(adapter);
            log.assertLogged("WARN", "engine failure: engine exited before answering 'genmove b'");
            log.assertLogged("WARN", "genmove BLACK: engine failed and could not be recovered", "policy pass answers instead");
        }
    }

    @Test
    void anEngineThatHangsIsKilledAndTheCommandAnsweredAfterTheRestart() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.BUILTIN, "hang:genmove:1")) {
            adapter.ok("play b E5");
            long start = System.nanoTime();
            assertEquals("A1", adapter.ok("genmove w"));
            assertTrue(System.nanoTime() - start >= AdapterHarness.TIMEOUT.toNanos());
            assertEngineMirrorsTheGame(adapter);
            log.assertLogged("WARN", "engine failure: no answer to 'genmove w' within");
            log.assertLogged("WARN", "restarting engine");
        }
    }

    @ParameterizedTest
    @CsvSource({"pass, pass", "resign, resign", "builtin, ''"})
    void anIllegalKoRecaptureIsTakenBackAndReplacedByThePolicy(String policy, String expected) throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.parse(policy), "answer:genmove:1:C4")) {
            for (String move : List.of("b B4", "w D5", "b C5", "w D3", "b C3", "w E4", "b J9", "w C4", "b D4")) {
                adapter.ok("play " + move);
            }
            String answer = adapter.ok("genmove w");
            assertNotEquals("C4", answer);
            if (!expected.isEmpty()) {
                assertEquals(expected, answer);
            }
            assertEngineMirrorsTheGame(adapter);
            List<String> sent = ScriptedEngine.log(state);
            assertEquals("undo", sent.get(sent.lastIndexOf("genmove w") + 1));
            log.assertLogged("WARN", "answer to genmove WHITE is illegal here: C4; policy " + policy);
            assertFalse(log.text().contains("Played["), log.text());
        }
    }

    @Test
    void aSuicideTheEngineRefusesMakesItGetTheBoardWithoutTheHistory() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.BUILTIN, "never=A1")) {
            adapter.ok("play b A2");
            adapter.ok("play b B1");
            adapter.ok("play w A1");
            adapter.ok("play b E5");
            assertEquals("b B1, b A2, b E5", adapter.ok("fake-moves"));
            assertEquals("A1", adapter.ok("genmove w"));
            assertEquals("b B1, b A2, b E5, w A1", adapter.ok("fake-moves"));
            adapter.ok("undo");
            adapter.ok("undo");
            assertEquals("b B1, b A2", adapter.ok("fake-moves"));
            log.assertLogged("WARN", "the engine refuses a move of this game; it gets the board without the history");
        }
    }

    @Test
    void withoutUndoTheEngineIsClearedAndReplayed() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.BUILTIN, "noundo")) {
            adapter.ok("play b C3");
            adapter.ok("genmove w");
            adapter.ok("undo");
            adapter.ok("play w G7");
            assertEngineMirrorsTheGame(adapter);
            // protocol_version may end the answer to fake-moves when the next input comes before its end.
            List<String> sent = ScriptedEngine.log(state).stream().filter(line -> !line.equals("protocol_version")).toList();
            assertEquals(List.of("clear_board", "play b C3", "play w G7", "fake-moves"),
                    sent.subList(sent.size() - 4, sent.size()));
            assertFalse(sent.contains("undo"));
        }
    }

    @Test
    void theEngineFollowsPlaysGenmovesAndUndosInAnyOrder() throws Exception {
        Random random = new Random(5);
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.BUILTIN)) {
            RandomPlayer player = new RandomPlayer(new Random(6), new PlayoutStatusEstimator(2, 16));
            for (int step = 0; step < 80 && adapter.session.game().phase() == Phase.PLAY; step++) {
                Color color = adapter.session.game().toMove();
                String letter = color == Color.BLACK ? "b" : "w";
                int choice = random.nextInt(4);
                if (choice == 0 && adapter.session.game().actionCount() > 0) {
                    // Often followed by another move at the same length: the engine must not keep the old one.
                    adapter.ok("undo");
                } else if (choice == 1) {
                    adapter.ok("genmove " + letter);
                } else {
                    Move move = player.chooseMove(adapter.session.game(), color, true).orElseThrow();
                    adapter.ok("play " + letter + " " + move);
                }
                // Looked at only now and then, since each look brings the engine up to date.
                if (random.nextInt(3) == 0) {
                    assertEngineMirrorsTheGame(adapter);
                }
            }
            assertEngineMirrorsTheGame(adapter);
        }
    }

    @Test
    void engineCommandsPassThroughAndStreamedAnswersEndAtTheNextCommand() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.BUILTIN)) {
            List<String> listed = List.of(adapter.ok("list_commands").split("\n"));
            assertTrue(listed.contains("fake-analyze") && listed.contains("fake-moves"), listed.toString());
            assertFalse(listed.contains("fake-genmove_analyze"), "a command that plays is never passed through");
            assertEquals("true", adapter.ok("known_command fake-analyze"));
            adapter.ok("play b D4");
            String answers = adapter.send("3 fake-analyze\n4 name\n");
            assertTrue(answers.matches("(?s)=3\ninfo 0\n(info \\d+\n)*\n=4 ScriptedEngine \\(jpd art2014\\)\n\n"), answers);
            assertEquals("b D4", adapter.ok("fake-moves"));
        }
    }

    @Test
    void statusesComeFromTheEngineAndTheScoreFromUs() throws Exception {
        try (AdapterHarness adapter = AdapterHarness.start(state, IllegalMovePolicy.BUILTIN, "dead=C3,D3")) {
            for (String move : List.of("b C3", "b D3", "w E5", "w E4", "w F4")) {
                adapter.ok("play " + move);
            }
            assertEquals("C3 D3", adapter.ok("final_status_list dead"));
            String report = adapter.ok("jpd-score_report");
            assertTrue(report.contains("dead_black: 2"), report);
            assertTrue(report.contains("dead_white: 0"), report);
        }
    }

    /** The engine's move list (passed through) is our game's, virtual moves as passes, without two passes in a row. */
    static void assertEngineMirrorsTheGame(AdapterHarness adapter) {
        List<String> ours = new ArrayList<>();
        for (Action action : adapter.session.game().actions()) {
            String move = (action.color() == Color.BLACK ? "b " : "w ")
                    + (action.move().isReal() ? action.move() : "pass");
            if (move.endsWith("pass") && !ours.isEmpty() && ours.get(ours.size() - 1).endsWith("pass")) {
                ours.remove(ours.size() - 1);
            } else {
                ours.add(move);
            }
        }
        assertEquals(String.join(", ", ours), adapter.ok("fake-moves"));
    }
}
