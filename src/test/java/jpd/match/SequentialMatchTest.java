package jpd.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Matches under a sequential test: they stop once it decides, stay stopped when resumed, and merges judge again. */
class SequentialMatchTest {
    private static final int MAXIMUM = 40;

    @TempDir
    Path out;

    @Test
    void theBuiltInPlayerIsAcceptedAsStrongerThanRandomWithinAFewDozenGames() throws Exception {
        Optional<Sprt> sprt = Optional.of(new Sprt(0, 200, 0.05, 0.05, false));
        MatchConfig config = MatchTesting.with(MatchTesting.config(MatchTesting.builtin(64), MatchTesting.random(),
                MAXIMUM, out), MAXIMUM, Shard.ALL, 2, sprt);

        java.util.concurrent.atomic.AtomicInteger saved = new java.util.concurrent.atomic.AtomicInteger();
        Summary summary = new MatchRunner(config, null).onGameSaved(folder -> saved.incrementAndGet()).run();

        assertEquals(summary.games(), saved.get());
        Sprt.Status status = summary.sprt().orElseThrow();
        assertEquals(Sprt.Decision.H1, status.decision(), summary.text());
        assertTrue(summary.games() < MAXIMUM, summary.text());
        assertTrue(status.llr() >= sprt.get().upperBound());
        assertTrue(Files.readString(out.resolve("summary.txt")).contains("H1 accepted"));
        assertEquals(sprt, ResultStore.readSprt(out));

        // Run again: the test has decided, so no game is added.
        int played = ResultStore.read(out).size();
        new MatchRunner(config, null).run();
        assertEquals(played, ResultStore.read(out).size());
        // Another test in the same folder would judge games played under this one: refused.
        MatchConfig other = MatchTesting.with(config, MAXIMUM, Shard.ALL, 1, Optional.of(new Sprt(0, 10, 0.05, 0.05, false)));
        assertThrows(IllegalStateException.class, () -> new MatchRunner(other, null).run());
    }

    @Test
    void aMergeJudgesTheTestAgainOverAllGames() throws Exception {
        Sprt sprt = new Sprt(0, 100, 0.05, 0.05, false);
        List<Path> shards = new ArrayList<>();
        List<GameResult> all = new ArrayList<>();
        for (int k = 0; k < 2; k++) {
            Path shard = out.resolve("shard-" + k + "-of-2");
            Files.createDirectories(shard);
            new ResultStore(shard).writeSprt(Optional.of(sprt));
            for (int index = k == 0 ? 2 : 1; index <= 12; index += 2) {
                // A wins all but games 5 and 6.
                boolean aWins = index != 5 && index != 6;
                boolean swapped = index % 2 == 0;
                GameResult result = new GameResult(index, swapped, "a", "b", aWins != swapped ? "B+2" : "W+2",
                        aWins != swapped ? 2 : -2, 50, 0, 0, 0, 1, 1, 0, 0, "");
                Files.writeString(shard.resolve(String.format("game-%04d.csv", index)),
                        GameResult.HEADER + "\n" + result.csv() + "\n");
                all.add(result);
            }
            shards.add(shard);
        }

        Summary merged = new MatchMerger(shards, out.resolve("merged")).run();

        assertEquals(sprt.status(all), merged.sprt().orElseThrow());
        assertEquals(12, merged.sprt().get().trials());
        assertEquals(Optional.of(sprt), ResultStore.readSprt(out.resolve("merged")));
        new ResultStore(shards.get(1)).writeSprt(Optional.of(new Sprt(0, 50, 0.05, 0.05, false)));
        assertThrows(IllegalStateException.class, () -> new MatchMerger(shards, out.resolve("again")).run());
    }
}
