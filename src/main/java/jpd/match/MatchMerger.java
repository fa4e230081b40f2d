package jpd.match;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Combines the folders of a match's shards into one {@code results.csv} and summary, as one run would give; a
 * sequential test is judged again over all the games.
 */
public final class MatchMerger {
    private final List<Path> shards;
    private final Path out;

    /** A merger of these shard folders into {@code out}. */
    public MatchMerger(List<Path> shards, Path out) {
        this.shards = List.copyOf(shards);
        this.out = out;
    }

    /**
     * Writes {@code results.csv} and {@code summary.txt} into the output folder and returns the summary.
     *
     * @throws IllegalStateException when two folders hold the same game, or ran different sequential tests
     */
    public Summary run() throws IOException {
        Map<Integer, Path> seen = new HashMap<>();
        List<GameResult> results = new ArrayList<>();
        // An absent folder is left out here; the merge's shortfall names it.
        List<Path> present = shards.stream().filter(Files::isDirectory).toList();
        if (present.isEmpty()) {
            throw new IOException("--merge: no such folder: "
                    + String.join(", ", shards.stream().map(Path::toString).toList()));
        }
        Optional<Sprt> sprt = ResultStore.readSprt(present.get(0));
        for (Path shard : present) {
            if (!ResultStore.readSprt(shard).equals(sprt)) {
                throw new IllegalStateException(shard + " ran another sequential test than " + present.get(0));
            }
            for (GameResult result : ResultStore.read(shard)) {
                Path before = seen.putIfAbsent(result.index(), shard);
                if (before != null) {
                    throw new IllegalStateException("game " + result.index() + " is in both " + before + " and " + shard);
                }
                results.add(result);
            }
        }
        results.sort(java.util.Comparator.comparingInt(GameResult::index));
        Files.createDirectories(out);
        Summary summary = Summary.of(results, sprt);
        ResultStore store = new ResultStore(out);
        store.writeSprt(sprt);
        store.writeResults(results, summary);
        return summary;
    }
}
