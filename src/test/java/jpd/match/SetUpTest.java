package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import jpd.player.TimeControl;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.RuleSet;
import jpd.sgf.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SetUpTest {

    @TempDir
    Path out;

    @Test
    void eachOpeningIsPlayedWithBothColoursBeforeTheEnginesMove() throws Exception {
        Path openings = Files.createDirectories(out.resolve("openings"));
        Files.writeString(openings.resolve("a.sgf"), "(;SZ[5];B[cc];W[dd])");
        MatchConfig config = new MatchConfig(MatchScriptEngine.command("name=x"), MatchScriptEngine.command("name=y"),
                2, true, 5, 0.5, RuleSet.DEFAULT, 100, out.resolve("match"), 1, 1, Shard.ALL, FailurePolicy.VOID,
                Duration.ofSeconds(30), true, TimeControl.NONE, false, 0, List.of(openings.resolve("a.sgf")));

        new MatchRunner(config, null).run();

        for (int index = 1; index <= 2; index++) {
            String sgf = Files.readString(out.resolve(String.format("match/game-%04d.sgf", index)));
            GameRecord record = GameRecord.parse(sgf);
            assertEquals("C3", record.actions().get(0).move().toString(), sgf);
            assertEquals("D2", record.actions().get(1).move().toString(), sgf);
            assertTrue(sgf.contains("End of the opening a.sgf."), sgf);
            assertEquals(index == 1 ? "x 1" : "y 1", record.info().blackPlayer());
        }
    }

    @Test
    void handicapStonesAndClocksReachTheRecord() throws Exception {
        MatchConfig config = new MatchConfig(MatchTesting.random(), MatchTesting.random(), 1, false, 9, 0.5,
                RuleSet.DEFAULT, 20, out, 1, 1, Shard.ALL, FailurePolicy.VOID, Duration.ofSeconds(30), true,
                TimeControl.ofGtp(60, 10, 5), true, 2, List.of());

        new MatchRunner(config, null).run();

        GameRecord record = GameRecord.read(out.resolve("game-0001.sgf"));
        assertEquals(2, record.handicap());
        assertEquals(2, record.setupStones().size());
        assertEquals(Color.WHITE, record.actions().stream().map(Action::color).findFirst().orElseThrow());
        assertEquals(Optional.empty(), record.firstIllegal());
        GameResult result = ResultStore.read(out).get(0);
        assertEquals("Void", result.result());
        assertTrue(result.timeBlack() > 0 && result.timeWhite() > 0, result.toString());
    }
}
