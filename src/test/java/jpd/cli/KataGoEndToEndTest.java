package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import jpd.engine.GtpClient;
import jpd.engine.GtpResponse;
import jpd.sgf.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real KataGo through the real {@code jpd gtp --engine} and {@code jpd match} processes, a few visits a move:
 * whole games to the score, virtual moves, a dispute settled by play, and the engine rules profile's derivation
 * (docs/adapter.md): KataGo counting territory with {@code komi + virtual(B) - virtual(W)} scores what
 * {@code jpd-score_report} scores.
 */
class KataGoEndToEndTest {
    private static final int VISITS = 8;
    /** KataGo's own count of an unfinished game is a searched estimate of the lead, not an exact count. */
    private static final double LEAD_TOLERANCE = 1.5;

    @TempDir
    Path out;

    /** One game through jpd: the actions as KataGo is told them ({@code b D4}, a virtual move as {@code b pass}). */
    private static final class Game {
        final EngineProcess jpd;
        final List<String> moves = new ArrayList<>();

        Game(EngineProcess jpd) {
            this.jpd = jpd;
        }

        String toMove() {
            return moves.size() % 2 == 0 ? "b" : "w";
        }

        String genmove() throws IOException {
            String color = toMove();
            String move = answer(jpd.ask("genmove " + color));
            assertTrue(move.matches("(?i)pass|[a-hj-t][0-9]{1,2}"), "genmove " + color + ": " + move);
            moves.add(color + " " + move.toLowerCase());
            return move.toLowerCase();
        }

        void play(String move) throws IOException {
            String color = toMove();
            assertEquals("", answer(jpd.ask("play " + color + " " + move)), "play " + color + " " + move);
            moves.add(color + " " + (move.equals("virtual") ? "pass" : move));
        }

        String phase() throws IOException {
            return answer(jpd.ask("showboard")).lines().filter(line -> line.startsWith("phase: ")).findFirst()
                    .orElseThrow().substring("phase: ".length());
        }

        Map<String, String> report() throws IOException {
            Map<String, String> values = new HashMap<>();
            for (String line : answer(jpd.ask("jpd-score_report")).split("\n")) {
                String[] pair = line.split(": ", 2);
                values.put(pair[0].strip(), pair.length > 1 ? pair[1].strip() : "");
            }
            return values;
        }
    }

    @Test
    void aNineByNineGameWithVirtualMovesAndADisputeScoresAsKataGoCountsTerritoryWithTheShiftedKomi() throws Exception {
        String kataGo = KataGo.commandLine(VISITS);
        try (EngineProcess process = EngineProcess.start("gtp", "--size", "9", "--komi", "6.5", "--seed", "1",
                "--engine", kataGo)) {
            Game game = new Game(process);
            // Black makes three virtual moves early: Black's komi to KataGo grows by three.
            while (!game.phase().equals("stopped")) {
                assertTrue(game.moves.size() < 300, "no stop after 300 actions: " + game.moves);
                if (game.moves.size() == 2 || game.moves.size() == 6 || game.moves.size() == 10) {
                    game.play("virtual");
                } else {
                    game.genmove();
                }
            }
            Map<String, String> stopped = game.report();
            assertEquals("3", stopped.get("virtual_black"), stopped.toString());
            assertEquals("0", stopped.get("virtual_white"), stopped.toString());
            assertKataGoCountsTheArtisticMargin(game.moves, stopped);

            // Settled by play: the first passer moves first; when it passes, the other side plays on, which turns
            // that pass into a virtual move (§6) worth a point to the other side, and the engine's komi follows.
            String firstPasser = stopped.get("first_passer").substring(0, 1);
            assertEquals("", answer(process.ask("jpd-dispute")));
            assertEquals(firstPasser, game.toMove(), "the first passer moves first after the stop");
            int resumedAt = game.moves.size();
            boolean refused = false;
            while (!game.phase().equals("stopped")) {
                assertTrue(game.moves.size() < 400, "no second stop: " + game.moves);
                String last = game.moves.get(game.moves.size() - 1);
                if (!refused && last.equals(firstPasser + " pass") && game.moves.size() > resumedAt) {
                    game.play(aRealMove(process));
                    refused = true;
                } else {
                    game.genmove();
                }
            }
            Map<String, String> settled = game.report();
            // KataGo is seeded on one thread, jpd too: the same game each run, in which the first passer passes again.
            assertTrue(refused, "the first passer never passed again: " + game.moves);
            String key = "virtual_" + (firstPasser.equals("b") ? "black" : "white");
            assertEquals(Integer.parseInt(stopped.get(key)) + 1, Integer.parseInt(settled.get(key)),
                    "the refused pass became a virtual move: " + settled);
            assertKataGoCountsTheArtisticMargin(game.moves, settled);
            EngineProcess.Run run = process.finish();
            assertTrue(run.stderr().contains("engine rules for KataGo: territory (kata-set-rules"), run.stderr());
            assertTrue(run.stderr().lines().noneMatch(line -> line.contains("WARN")), run.stderr());
        }
    }

    /** The first real move jpd lists as legal for the side to move. */
    private static String aRealMove(EngineProcess process) throws IOException {
        return Arrays.stream(answer(process.ask("jpd-legal_moves")).split("\\s+"))
                .filter(move -> !move.equals("pass") && !move.equals("virtual")).findFirst().orElseThrow();
    }

    /**
     * A fresh KataGo told the game's moves under the territory profile, with komi moved by the virtual stones, leads
     * by what jpd's score report says: the derivation of docs/adapter.md, checked on a real game.
     */
    private static void assertKataGoCountsTheArtisticMargin(List<String> moves, Map<String, String> report)
            throws Exception {
        double komi = Double.parseDouble(report.get("komi")) + Integer.parseInt(report.get("virtual_black"))
                - Integer.parseInt(report.get("virtual_white"));
        double margin = Double.parseDouble(report.get("margin"));
        jpd.engine.EngineProcess kataGo = jpd.engine.EngineProcess.start(KataGo.command(VISITS), null);
        try {
            GtpClient client = GtpClient.start(kataGo, Duration.ofMinutes(10));
            List<String> setUp = new ArrayList<>(List.of(
                    "kata-set-rules {\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\",\"tax\":\"NONE\",\"suicide\":true,"
                            + "\"hasButton\":false}", "boardsize 9", "clear_board", "komi " + komi));
            moves.forEach(move -> setUp.add("play " + move));
            for (String command : setUp) {
                GtpResponse response = client.send(command);
                assertTrue(response.success(), command + ": " + response.excerpt());
            }
            String score = client.send("final_score").text().strip();
            double lead = score.equals("0") ? 0 : Double.parseDouble(score.substring(2)) * (score.startsWith("B") ? 1 : -1);
            assertTrue(Math.abs(lead - margin) <= LEAD_TOLERANCE, "KataGo's count with komi " + komi + " is " + score
                    + ", jpd's margin " + margin + " (" + report + ") after " + moves);
        } finally {
            kataGo.close();
        }
    }

    @Test
    void aNineByNineMatchOfKataGoThroughJpdAgainstKataGoIsScoredWithoutAnIllegalMove() throws Exception {
        String throughJpd = String.join(" ", RegressCommand.selfCommand()) + " --size 9 --engine \""
                + KataGo.commandLine(VISITS) + "\"";
        Match match = match(9, throughJpd, KataGo.commandLine(VISITS));
        assertTrue(match.stderr.contains("engine rules for KataGo: territory"), match.stderr);
    }

    @Test
    void aNineteenByNineteenMatchOfKataGoAgainstItselfIsScoredWithoutAnIllegalMove() throws Exception {
        match(19, KataGo.commandLine(VISITS), KataGo.commandLine(VISITS));
    }

    @Test
    void aNineteenByNineteenGameThroughJpdGoesToTheScore() throws Exception {
        try (EngineProcess process = EngineProcess.start("gtp", "--size", "19", "--engine", KataGo.commandLine(VISITS))) {
            Game game = new Game(process);
            while (!game.phase().equals("stopped")) {
                assertTrue(game.moves.size() < 1000, "no stop after 1000 actions");
                game.genmove();
            }
            String score = answer(process.ask("final_score"));
            assertTrue(score.matches("[BW]\\+[0-9.]+|0"), score);
            assertEquals(score, game.report().get("result"));
        }
    }

    private record Match(List<String> result, List<String> columns, String stderr) {
    }

    /** One game of {@code jpd match} in its own process, scored, every move legal. */
    private Match match(int size, String black, String white) throws Exception {
        List<String> command = new ArrayList<>(RegressCommand.selfCommand());
        command.remove(command.size() - 1);
        command.addAll(List.of("match", "--size", Integer.toString(size), "--games", "1", "--quiet",
                "--black", black, "--white", white, "--out", out.toString()));
        Process process = new ProcessBuilder(command).start();
        process.getOutputStream().close();
        CompletableFuture<String> stderr = CompletableFuture.supplyAsync(() -> read(process.getErrorStream()));
        CompletableFuture<String> stdout = CompletableFuture.supplyAsync(() -> read(process.getInputStream()));
        // Generous: a loaded machine may take long, and only a hung process should fail here.
        if (!process.waitFor(30, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            fail("jpd match did not finish");
        }
        String errors = stderr.get();
        assertEquals(0, process.exitValue(), stdout.get() + errors);
        List<String> table = Files.readAllLines(out.resolve("results.csv"));
        List<String> columns = Arrays.asList(table.get(0).split(",", -1));
        List<String> result = Arrays.asList(table.get(1).split(",", -1));
        assertTrue(result.get(columns.indexOf("result")).matches("[BW]\\+[0-9.]+|0"), table.get(1));
        assertEquals("0", result.get(columns.indexOf("illegal_black")), table.get(1));
        assertEquals("0", result.get(columns.indexOf("illegal_white")), table.get(1));
        assertEquals("", result.get(columns.indexOf("errors")), table.get(1));
        GameRecord record = GameRecord.read(out.resolve("game-0001.sgf"));
        assertEquals(Optional.empty(), record.firstIllegal(), table.get(1));
        return new Match(result, columns, errors);
    }

    private static String read(java.io.InputStream stream) {
        try {
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    /** A GTP answer without its {@code = } and the empty line; fails on an error answer. */
    private static String answer(String raw) {
        assertTrue(raw.startsWith("="), raw);
        return raw.substring(1).strip();
    }
}
