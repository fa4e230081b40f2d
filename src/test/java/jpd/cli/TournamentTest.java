package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import jpd.sgf.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jpd match --tournament}: four real engines from one command, and a kill in the middle. */
class TournamentTest {
    private static final Path GNUGO = Path.of("/usr/games/gnugo");
    private static final List<String> PAIRS = List.of("pair-01-02", "pair-01-03", "pair-01-04", "pair-02-03",
            "pair-02-04", "pair-03-04");

    @TempDir
    Path out;
    @TempDir
    Path logs;

    @Test
    void aRoundRobinOfFourEnginesNamesThemEverywhereAndRatesThemAll() throws Exception {
        assumeTrue(Files.isExecutable(GNUGO), "GNU Go is not installed");
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        CommandRun run = CommandRun.of(new MatchCommand(new PrintStream(printed, true, StandardCharsets.UTF_8)),
                "--tournament", "round-robin", "--engine", "playouts --playouts 400", "--engine", "playouts --playouts 50",
                "--engine", GNUGO + " --mode gtp --level 0 --seed {seed}", "--engine", "random", "--size", "5",
                "--komi", "24", "--games", "2", "--parallel", "2", "--seed", "3", "--anchor", "random",
                "--out", out.toString(), "--report");

        List<String> names = List.of("playouts --playouts 400", "playouts --playouts 50", "GNU Go 3.8", "random");
        String text = printed.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("round-robin of 4 engines, 6 pairs: games 12 (counted "), text);
        for (int i = 0; i < names.size(); i++) {
            assertTrue(text.contains("\n" + (i + 1) + ". " + names.get(i) + " "), names.get(i) + " in\n" + text);
        }
        assertTrue(text.contains("0 = random, 95% intervals:\n") && text.matches("(?s).*\\n +\\d\\. random +\\+0 \\(anchor\\)\\n.*"),
                text);
        assertEquals(text, Files.readString(out.resolve("crosstable.txt")) + out.resolve("report.html") + "\n");
        int points = 0;
        for (String pair : PAIRS) {
            int first = pair.charAt(6) - '1';
            int second = pair.charAt(9) - '1';
            for (int game = 1; game <= 2; game++) {
                GameRecord record = GameRecord.read(out.resolve(pair).resolve("game-000" + game + ".sgf"));
                // Colours alternate: the pair's first engine has Black in game 1, White in game 2.
                assertEquals(names.get(game == 1 ? first : second), record.info().blackPlayer(), pair);
                assertEquals(names.get(game == 1 ? second : first), record.info().whitePlayer(), pair);
                points += record.info().result().equals("Void") ? 0 : 1;
            }
            assertTrue(Files.readString(out.resolve(pair).resolve("summary.txt")).contains("\nA " + names.get(first)
                    + ": wins"), pair);
        }
        assertTrue(text.contains("(counted " + points + ", void " + (12 - points) + ")"), text);
        // A tournament with void games has failed, as a match with them has.
        assertEquals(points == 12 ? ExitCode.OK : ExitCode.FAILED, run.exitCode(), run.err());
        String report = Files.readString(out.resolve("report.html"));
        assertTrue(report.contains("<h2>Crosstable</h2>") && report.contains("<a href=\"pair-01-03/report.html\">")
                && report.contains("<circle") && report.contains(">GNU Go 3.8</text>"), report);
    }

    @Test
    void aTournamentKilledInTheMiddleResumesWithNoGameLostOrPlayedTwice() throws Exception {
        List<String> command = new ArrayList<>(RegressCommand.selfCommand());
        command.remove(command.size() - 1);
        command.addAll(List.of("match", "--tournament", "round-robin", "--engine", "R1=random", "--engine",
                "R2=random", "--engine", "R3=random", "--size", "5", "--games", "4", "--seed", "5", "--quiet",
                "--out", out.toString()));
        Process first = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            while (finishedGames().size() < 3 && first.isAlive()) {
                Thread.sleep(20);
            }
        } finally {
            first.destroyForcibly().waitFor(60, TimeUnit.SECONDS);
        }
        Map<Path, Object> before = finishedGames();
        assertTrue(before.size() >= 3 && before.size() < 12, "killed after " + before.size() + " of 12 games");

        // stderr apart: the JVM may say there that it uses the incubator module.
        Path errors = logs.resolve("resumed-stderr.txt");
        Process resumed = new ProcessBuilder(command).redirectError(errors.toFile()).start();
        String output = new String(resumed.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, resumed.waitFor(), output + Files.readString(errors));

        Map<Path, Object> after = finishedGames();
        for (String pair : List.of("pair-01-02", "pair-01-03", "pair-02-03")) {
            for (int game = 1; game <= 4; game++) {
                assertTrue(after.containsKey(out.resolve(pair).resolve("game-000" + game + ".csv")), pair + " " + game);
            }
        }
        assertEquals(12, after.size(), after.keySet().toString());
        before.forEach((file, written) -> assertEquals(written, after.get(file), file + " was played again"));
        assertTrue(output.startsWith("round-robin of 3 engines, 3 pairs: games 12 (counted 12, void 0)"), output);
        for (String pair : List.of("pair-01-02", "pair-01-03", "pair-02-03")) {
            assertEquals(5, Files.readAllLines(out.resolve(pair).resolve("results.csv")).size(), pair);
        }
    }

    /** Each finished game's result file, with what tells a file rewritten from the one before (inode, time). */
    private Map<Path, Object> finishedGames() throws IOException {
        Map<Path, Object> games = new TreeMap<>();
        for (String pair : PAIRS) {
            Path folder = out.resolve(pair);
            if (!Files.isDirectory(folder)) {
                continue;
            }
            // Listed without reading attributes: a temporary file may vanish meanwhile, a result file never does.
            try (Stream<Path> files = Files.list(folder)) {
                for (Path file : files.filter(path -> path.getFileName().toString().matches("game-\\d+\\.csv"))
                        .toList()) {
                    BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
                    games.put(file, List.of(String.valueOf(attributes.fileKey()), attributes.lastModifiedTime()));
                }
            }
        }
        return games;
    }
}
