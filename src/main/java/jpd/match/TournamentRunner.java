package jpd.match;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import jpd.rules.Seeds;

/**
 * Plays a tournament: one match per pair in the pair's folder, all pairs at once but never more games together
 * than {@code parallel}; each pair resumes and shards as a match does. At the end, and after every game when
 * reporting, the crosstable, ratings and report of the whole folder are written again.
 */
public final class TournamentRunner {
    private final Tournament tournament;
    private final MatchConfig settings;
    private final boolean report;

    /**
     * A runner of this tournament with these settings for every pair (their engines, labels and sequential test are
     * not used; the folder is the tournament's), writing {@code report.html} as games finish when {@code report}.
     */
    public TournamentRunner(Tournament tournament, MatchConfig settings, boolean report) {
        this.tournament = tournament;
        this.settings = settings;
        this.report = report;
    }

    /**
     * The match of one pair: engine A the pair's first, its seed {@code derive(seed, i, j)} with the engines
     * numbered from 1.
     */
    MatchConfig pairConfig(int[] pair) {
        int i = pair[0];
        int j = pair[1];
        EngineLabels labels = new EngineLabels(java.util.Optional.of(tournament.names().get(i)),
                java.util.Optional.of(tournament.names().get(j)));
        return settings.forPair(tournament.commands().get(i), tournament.commands().get(j), labels,
                settings.out().resolve(Tournament.pairFolder(pair)), Seeds.derive(settings.seed(), i + 1, j + 1));
    }

    /**
     * Plays the games not finished yet and returns the results of the whole folder.
     *
     * @throws IllegalStateException when the folder or a pair's folder holds another tournament or match
     */
    public TournamentResults run() throws IOException {
        Path folder = settings.out();
        tournament.open(folder);
        Semaphore slots = new Semaphore(settings.parallel(), true);
        List<int[]> pairs = tournament.pairs();
        ExecutorService pool = Executors.newFixedThreadPool(pairs.size());
        try {
            List<Future<Summary>> matches = new ArrayList<>();
            for (int[] pair : pairs) {
                MatchRunner runner = new MatchRunner(pairConfig(pair), null).sharingSlots(slots);
                if (report) {
                    runner.onGameSaved(this::reportGame);
                }
                matches.add(pool.submit(runner::run));
            }
            for (Future<Summary> match : matches) {
                MatchRunner.await(match);
            }
        } finally {
            pool.shutdownNow();
        }
        TournamentResults results = TournamentResults.read(folder, tournament);
        ResultStore.writeAtomically(folder.resolve(TournamentResults.FILE), results.text());
        if (report) {
            writeReports(folder, false);
        }
        return results;
    }

    /** What the pairs' folders fall short of together (void games, games cut short), if anything. */
    public Optional<Shortfall> shortfall() throws IOException {
        Optional<Shortfall> total = Optional.empty();
        for (int[] pair : tournament.pairs()) {
            Optional<Shortfall> ofPair = Shortfall.ofFolder(pairConfig(pair).folder());
            if (ofPair.isPresent()) {
                total = Optional.of(total.map(sum -> sum.plus(ofPair.get())).orElse(ofPair.get()));
            }
        }
        return total;
    }

    private synchronized void reportGame(Path pairFolder) throws IOException {
        new MatchReport(pairFolder).write(true);
        new TournamentReport(settings.out()).write(true);
    }

    /** Writes the report of the tournament and of each pair that has games. */
    private synchronized void writeReports(Path folder, boolean stillPlaying) throws IOException {
        for (int[] pair : tournament.pairs()) {
            Path pairFolder = pairConfig(pair).folder();
            if (!ResultStore.read(pairFolder).isEmpty()) {
                new MatchReport(pairFolder).write(stillPlaying);
            }
        }
        new TournamentReport(folder).write(stillPlaying);
    }
}
