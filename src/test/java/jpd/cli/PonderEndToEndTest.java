package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code --ponder} through the real program: the player searches on after each genmove and stops at the next
 * command, whichever it is, and at the end of the input; the protocol sees nothing of it. Pondering changes the tree
 * the next genmove starts from, so the moves may differ from a run without it: they are checked for legality (the
 * front end refuses an illegal one), and the pondering for having run, from the player's log.
 */
class PonderEndToEndTest {
    private static final List<String> INFO_LOG =
            List.of("-Dorg.slf4j.simpleLogger.log.jpd.player.playouts.PlayoutPlayer=info");
    private static final Pattern MOVE = Pattern.compile("= [A-HJ-T]([1-9])\n\n");
    private static final Pattern PONDERED = Pattern.compile("pondered (\\d+) simulations on (BLACK|WHITE)'s turn");

    private static EngineProcess start() throws Exception {
        return EngineProcess.start(INFO_LOG, "gtp", "--size", "9", "--seed", "5", "--player", "playouts", "--playouts", "300",
                "--threads", "2", "--ponder");
    }

    /** The colours whose turn was pondered, in order, each after at least one simulation. */
    private static String ponderedTurns(EngineProcess.Run run) {
        StringBuilder turns = new StringBuilder();
        Matcher pondered = PONDERED.matcher(run.stderr());
        while (pondered.find()) {
            assertTrue(Long.parseLong(pondered.group(1)) >= 1, run.stderr());
            turns.append(pondered.group(2).charAt(0));
        }
        return turns.toString();
    }

    @Test
    void genmovePlayUndoAndQuitAnswerAsAlwaysWhileThePlayerPondersBetweenThem() throws Exception {
        EngineProcess.Run run;
        try (EngineProcess engine = start()) {
            String first = engine.ask("genmove b");
            assertTrue(MOVE.matcher(first).matches(), first);
            String reply = first.startsWith("= E5") ? "D4" : "E5";
            assertEquals("=\n\n", engine.ask("play w " + reply));
            assertTrue(MOVE.matcher(engine.ask("genmove b")).matches());
            assertEquals("=\n\n", engine.ask("undo"));
            assertTrue(MOVE.matcher(engine.ask("genmove w")).matches());
            assertEquals("=\n\n", engine.ask("quit"));
            run = engine.finish();
        }
        assertEquals(0, run.exitCode(), run.stderr());
        assertEquals("", run.out(), "nothing on stdout after quit's answer");
        assertFalse(run.showsJavaFailure(), run.stderr());
        assertEquals("WWB", ponderedTurns(run), "after each genmove, until the next command");
    }

    @Test
    void theEndOfTheInputStopsThePondering() throws Exception {
        EngineProcess.Run run;
        try (EngineProcess engine = start()) {
            assertTrue(MOVE.matcher(engine.ask("genmove b")).matches());
            run = engine.finish();
        }
        assertEquals(0, run.exitCode(), run.stderr());
        assertEquals("", run.out());
        assertEquals("W", ponderedTurns(run));
    }
}
