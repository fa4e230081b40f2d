package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import jpd.engine.GtpClient;
import org.junit.jupiter.api.Test;

/** {@code jpd gtp --engine} with the real GNU Go (installed by CI): a whole 9x9 game on stdin and stdout. */
class GnuGoAdapterTest {
    private static final Path GNUGO = Path.of("/usr/games/gnugo");
    private static final List<String> GNUGO_COMMAND = List.of(GNUGO.toString(), "--mode", "gtp", "--level", "1");

    @Test
    void aWholeGameEndsWithTwoPassesAndIsScoredByUsWithGnuGosDeadStones() throws Exception {
        assumeTrue(Files.isExecutable(GNUGO), "GNU Go is not installed");
        List<String> moves = new ArrayList<>();
        try (EngineProcess jpd = EngineProcess.start("gtp", "--size", "9", "--seed", "1",
                "--engine", String.join(" ", GNUGO_COMMAND))) {
            String color = "b";
            while (!jpd.ask("jpd-phase").equals("= stopped\n\n")) {
                String answer = jpd.ask("genmove " + color);
                assertTrue(answer.matches("= ([A-HJ][1-9]|pass)\n\n"), answer);
                moves.add("play " + color + " " + answer.substring(2).strip());
                color = color.equals("b") ? "w" : "b";
                assertTrue(moves.size() < 300, "the game does not end");
            }
            assertTrue(moves.get(moves.size() - 1).endsWith("pass") && moves.get(moves.size() - 2).endsWith("pass"));
            String score = jpd.ask("final_score");
            assertTrue(score.matches("= ([BW]\\+\\d+(\\.5)?|0)\n\n"), score);
            String report = jpd.ask("jpd-score_report");
            assertTrue(report.contains("\nresult: " + score.substring(2).strip() + "\n"), report);
            Set<String> dead = vertices(jpd.ask("final_status_list dead").substring(1));
            assertEquals(gnuGoDeadStones(moves), dead);
            assertTrue(report.contains("dead_black: ") && report.contains("dead_white: "), report);
            assertEquals(dead.size(), count(report, "dead_black") + count(report, "dead_white"));
        }
    }

    @Test
    void nameAndVersionAreGnuGosOwnMarkedWithOurRulesUnlessNamed() throws Exception {
        assumeTrue(Files.isExecutable(GNUGO), "GNU Go is not installed");
        String gnuGoVersion;
        try (jpd.engine.EngineProcess gnugo = jpd.engine.EngineProcess.start(GNUGO_COMMAND, null)) {
            gnuGoVersion = GtpClient.start(gnugo, Duration.ofSeconds(30)).send("version").text().strip();
        }
        try (EngineProcess jpd = EngineProcess.start("gtp", "--engine", String.join(" ", GNUGO_COMMAND))) {
            assertEquals("= GNU Go (jpd art2014)\n\n", jpd.ask("name"));
            assertEquals("= " + gnuGoVersion + " (jpd-gtp 0.1.0)\n\n", jpd.ask("version"));
            jpd.ask("jpd-rules art2014-simple");
            assertEquals("= GNU Go (jpd art2014-simple)\n\n", jpd.ask("name"));
        }
        try (EngineProcess jpd = EngineProcess.start("gtp", "--engine", String.join(" ", GNUGO_COMMAND),
                "--name", "Club Go:7")) {
            assertEquals("= Club Go\n\n= 7\n\n", jpd.ask("name") + jpd.ask("version"));
        }
    }

    /** GNU Go's own dead stones after the same moves, asked directly. */
    private static Set<String> gnuGoDeadStones(List<String> moves) throws Exception {
        try (jpd.engine.EngineProcess gnugo = jpd.engine.EngineProcess.start(GNUGO_COMMAND, null)) {
            GtpClient client = GtpClient.start(gnugo, Duration.ofSeconds(30));
            client.send("boardsize 9");
            client.send("clear_board");
            for (String move : moves) {
                assertTrue(client.send(move).success(), move);
            }
            return vertices(client.send("final_status_list dead").text());
        }
    }

    private static Set<String> vertices(String text) {
        Set<String> vertices = new TreeSet<>(Arrays.asList(text.strip().toUpperCase().split("\\s+")));
        vertices.remove("");
        return vertices;
    }

    private static int count(String report, String key) {
        return Integer.parseInt(report.split(key + ": ")[1].split("\n")[0].strip());
    }
}
