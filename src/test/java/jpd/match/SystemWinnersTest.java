package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jpd.scoring.CountingSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** results.csv carries each game's result under every counting system; summary and report compare the winners. */
class SystemWinnersTest {

    @TempDir
    Path out;

    private static GameResult game(int index, String result, List<String> systems) {
        return new GameResult(index, false, "a", "b", result, result.equals("B+R") ? Double.NaN : 0.5, 10, 0, 0, 0,
                1, 1, 0, 0, "", systems, 5, 5, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    }

    @Test
    void countsTheCountedGamesWhoseWinnerEachSystemChanges() {
        List<GameResult> results = List.of(
                game(1, "B+0.5", List.of("W+0.5", "B+0.5", "W+0.5", "B+0")),
                game(2, "B+R", List.of()),
                game(3, "0", List.of("B+1", "B+1", "B+1", "W+1")));

        SystemWinners winners = SystemWinners.of(results);

        assertEquals(2, winners.compared());
        assertEquals(List.of(List.of(1, 3), List.of(3), List.of(1, 3), List.of(3)), winners.changed());
        assertEquals("""
                would the winner differ? (2 games counted under every system)
                  chinese: 2 (games 1, 3)
                  japanese: 1 (games 3)
                  aga: 2 (games 1, 3)
                  ing: 1 (games 3)
                """, winners.text());
    }

    @Test
    void rowsKeepTheSystemsAndOldRowsStillParse() {
        GameResult counted = game(1, "B+0.5", List.of("W+0.5", "B+0.5", "W+0.5", "B+0"));
        GameResult resigned = game(2, "B+R", List.of());

        assertEquals(counted, GameResult.parse(counted.csv()));
        assertEquals(resigned, GameResult.parse(resigned.csv()));
        assertTrue(counted.csv().endsWith(",W+0.5,B+0.5,W+0.5,B+0,5,5,,,,"), counted.csv());
        assertTrue(GameResult.HEADER.contains(",errors,chinese,japanese,aga,ing,"), GameResult.HEADER);
        String oldRow = "7,0,a,b,W+3,-3,40,0,1,0,1.000,1.000,0,0,";
        assertEquals(List.of(), GameResult.parse(oldRow).systems());
    }

    @Test
    void aMatchWritesTheSystemsColumnsAndTheComparison() throws Exception {
        MatchConfig config = MatchTesting.config(MatchTesting.random(),
                MatchScriptEngine.command("name=scripted", "moves=A1,pass"), 2, out);

        new MatchRunner(config, null).run();

        List<GameResult> results = ResultStore.readTable(out);
        assertEquals(2, results.size());
        for (GameResult result : results) {
            boolean counted = !Double.isNaN(result.margin());
            assertEquals(counted ? GameResult.OTHER_SYSTEMS.size() : 0, result.systems().size(), result.csv());
            result.resultUnder(CountingSystem.JAPANESE).ifPresent(japanese ->
                    assertTrue(japanese.matches("[BW]\\+[0-9.]+|0"), japanese));
        }
        assertTrue(results.stream().anyMatch(result -> !result.systems().isEmpty()), "some game was counted");
        assertTrue(Files.readString(out.resolve("summary.txt")).contains("would the winner differ?"));
        assertTrue(Files.readString(new MatchReport(out).write(false)).contains("<h2>Would the winner differ?</h2>"));
    }
}
