package jpd.match;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The finished games of a tournament folder, from its pairs' folders and their shards' folders: the crosstable,
 * the ratings fitted over it (or why there are none), and the text printed at the end and kept in
 * {@code crosstable.txt}.
 *
 * @param tournament the tournament
 * @param table      the counted games between every two engines
 * @param games      the finished games of each pair, in {@link Tournament#pairs()} order
 * @param voids      the void games of all pairs
 * @param ratings    the ratings, when the table has a finite maximum
 * @param noRatings  why there are no ratings, when there are none
 */
public record TournamentResults(Tournament tournament, Crosstable table, List<List<GameResult>> games, int voids,
                                Optional<Ratings> ratings, String noRatings) {
    /** The file of the tournament's text. */
    public static final String FILE = "crosstable.txt";

    /** The results of the tournament in this folder as far as its games are finished. */
    public static TournamentResults read(Path folder, Tournament tournament) throws IOException {
        Crosstable table = new Crosstable(tournament.names());
        List<List<GameResult>> games = new ArrayList<>();
        int voids = 0;
        for (int[] pair : tournament.pairs()) {
            List<GameResult> played = pairGames(folder.resolve(Tournament.pairFolder(pair)));
            for (GameResult game : played) {
                double score = game.scoreOfA();
                if (Double.isNaN(score)) {
                    voids++;
                } else {
                    table.add(pair[0], pair[1], score);
                }
            }
            games.add(played);
        }
        try {
            Ratings ratings = Ratings.fit(table, tournament.anchor(), tournament.virtualDraws());
            return new TournamentResults(tournament, table, games, voids, Optional.of(ratings), "");
        } catch (IllegalStateException none) {
            return new TournamentResults(tournament, table, games, voids, Optional.empty(), none.getMessage());
        }
    }

    /** A pair's finished games: those in its folder and in its shards' folders. */
    static List<GameResult> pairGames(Path pairFolder) throws IOException {
        List<GameResult> games = new ArrayList<>();
        if (!Files.isDirectory(pairFolder)) {
            return games;
        }
        games.addAll(ResultStore.read(pairFolder));
        try (Stream<Path> children = Files.list(pairFolder)) {
            for (Path shard : children.filter(child -> child.getFileName().toString().startsWith("shard-"))
                    .sorted().toList()) {
                games.addAll(ResultStore.read(shard));
            }
        }
        games.sort(java.util.Comparator.comparingInt(GameResult::index));
        return games;
    }

    /** All finished games, void ones included. */
    public int finished() {
        return games.stream().mapToInt(List::size).sum();
    }

    /**
     * The crosstable, one row per engine in the order given: its points against each other engine out of their
     * counted games, then its total; then the ratings, best first.
     */
    public String text() {
        List<String> lines = new ArrayList<>();
        int n = table.size();
        lines.add(String.format(Locale.ROOT, "%s of %d engines, %d pairs: games %d (counted %d, void %d)",
                tournament.kind(), n, tournament.pairs().size(), finished(), finished() - voids, voids));
        int width = Math.max(6, table.names().stream().mapToInt(String::length).max().orElse(6) + 4);
        StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-" + width + "s", "crosstable"));
        for (int j = 0; j < n; j++) {
            header.append(String.format(Locale.ROOT, " %9s", j + 1));
        }
        lines.add(header.append("      score").toString());
        for (int i = 0; i < n; i++) {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-" + width + "s",
                    (i + 1) + ". " + table.names().get(i)));
            for (int j = 0; j < n; j++) {
                row.append(String.format(Locale.ROOT, " %9s", cell(i, j)));
            }
            row.append(String.format(Locale.ROOT, " %10s", points(table.points(i)) + "/" + table.games(i)));
            lines.add(row.toString());
        }
        if (ratings.isPresent()) {
            Ratings fitted = ratings.get();
            lines.add(String.format(Locale.ROOT, "Elo by maximum likelihood%s, 0 = %s, 95%% intervals:",
                    fitted.virtualDraws() > 0 ? " (" + points(fitted.virtualDraws()) + " virtual draw a pair)" : "",
                    table.names().get(fitted.anchor())));
            lines.addAll(fitted.lines());
        } else {
            lines.add(noRatings);
        }
        return String.join("\n", lines) + "\n";
    }

    /** Row i's points against column j out of their counted games; blank on the diagonal, '-' for no game. */
    String cell(int i, int j) {
        if (i == j) {
            return "";
        }
        return table.games(i, j) == 0 ? "-" : points(table.points(i, j)) + "/" + table.games(i, j);
    }

    private static String points(double value) {
        return jpd.scoring.ScoreReport.number(value);
    }
}
