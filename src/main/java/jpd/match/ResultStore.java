package jpd.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import jpd.files.InputFiles;

/**
 * The files of one match folder: per game an SGF file and a one-row result file, both written whole or not at
 * all (a temporary file moved into place), the result last; {@code results.csv} and {@code summary.txt} are
 * rebuilt from the result files, so a run killed at any moment leaves only finished games behind.
 */
final class ResultStore {
    /** The file that says which match a folder holds, so that a resumed run cannot mix two matches. */
    static final String IDENTITY_FILE = "match.txt";
    static final String RESULTS_FILE = "results.csv";
    static final String SUMMARY_FILE = "summary.txt";
    /** The sequential test of the games in a folder (a match, shard or merge), for merges and reports. */
    static final String SPRT_FILE = "sprt.txt";
    /** How many games the last run in a folder was asked for ({@code --games}), to tell a cut-short folder. */
    static final String PLAN_FILE = "planned.txt";
    private static final String PLAN_KEY = "games: ";
    private static final String SHARD_KEY = "shard: ";
    private static final Pattern RESULT_FILE = Pattern.compile("game-(\\d+)\\.csv");

    private final Path folder;

    ResultStore(Path folder) {
        this.folder = folder;
    }

    /**
     * Makes the folder ready for this match: creates it, or checks that it holds the same match.
     *
     * @throws IllegalStateException when it holds another match
     */
    void open(String identity) throws IOException {
        Files.createDirectories(folder);
        Path identityFile = folder.resolve(IDENTITY_FILE);
        if (Files.exists(identityFile)) {
            String existing = Files.readString(identityFile, StandardCharsets.UTF_8);
            if (!existing.equals(identity)) {
                throw new IllegalStateException(folder + " holds another match (see " + IDENTITY_FILE
                        + "); use another --out folder");
            }
        } else {
            writeAtomically(identityFile, identity);
        }
    }

    /** Notes the sequential test the folder's games are judged by, or that there is none. */
    void writeSprt(Optional<Sprt> sprt) throws IOException {
        if (sprt.isPresent()) {
            writeAtomically(folder.resolve(SPRT_FILE), sprt.get().text() + "\n");
        } else {
            Files.deleteIfExists(folder.resolve(SPRT_FILE));
        }
    }

    /** The sequential test noted in a folder, if any. */
    static Optional<Sprt> readSprt(Path folder) throws IOException {
        Path file = folder.resolve(SPRT_FILE);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(Sprt.parseText(Files.readString(file, StandardCharsets.UTF_8)));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /** Notes how many games this run was asked for. */
    void writePlan(int games) throws IOException {
        writeAtomically(folder.resolve(PLAN_FILE), PLAN_KEY + games + "\n");
    }

    /** The games the last run in a folder was asked for; empty for a folder of an older version. */
    static OptionalInt readPlan(Path folder) throws IOException {
        return value(folder.resolve(PLAN_FILE), PLAN_KEY).map(games -> {
            try {
                return OptionalInt.of(Integer.parseInt(games));
            } catch (NumberFormatException e) {
                return OptionalInt.empty();
            }
        }).orElse(OptionalInt.empty());
    }

    /** Which shard of its match a folder holds, as its identity file says; the whole match when it says none. */
    static Shard readShard(Path folder) throws IOException {
        try {
            return value(folder.resolve(IDENTITY_FILE), SHARD_KEY).map(Shard::parse).orElse(Shard.ALL);
        } catch (IllegalArgumentException e) {
            throw new IOException(folder.resolve(IDENTITY_FILE) + ": " + e.getMessage(), e);
        }
    }

    /** The value of the first {@code key: value} line with this key in a file, if the file and the line exist. */
    private static Optional<String> value(Path file, String key) throws IOException {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        return Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(line -> line.startsWith(key))
                .map(line -> line.substring(key.length()).strip()).findFirst();
    }

    /** The SGF file of a game. */
    Path sgfFile(int index) {
        return folder.resolve(baseName(index) + ".sgf");
    }

    private static String baseName(int index) {
        return String.format(Locale.ROOT, "game-%04d", index);
    }

    /** Saves a finished game: its SGF first, then its result, which marks it finished. */
    void save(GameOutcome outcome) throws IOException {
        int index = outcome.result().index();
        writeAtomically(sgfFile(index), outcome.sgf());
        writeAtomically(folder.resolve(baseName(index) + ".csv"),
                GameResult.HEADER + "\n" + outcome.result().csv() + "\n");
    }

    /** Rewrites {@code results.csv} and {@code summary.txt} from these results. */
    void writeResults(List<GameResult> results, Summary summary) throws IOException {
        writeAtomically(folder.resolve(RESULTS_FILE), csv(results));
        writeAtomically(folder.resolve(SUMMARY_FILE), summary.text() + SystemWinners.of(results).text());
    }

    /** The text of {@code results.csv}: the header, then one row per game in index order. */
    static String csv(List<GameResult> results) {
        StringBuilder text = new StringBuilder(GameResult.HEADER).append('\n');
        results.stream().sorted(Comparator.comparingInt(GameResult::index))
                .forEach(result -> text.append(result.csv()).append('\n'));
        return text.toString();
    }

    /** The finished games in a match folder, in index order. */
    static List<GameResult> read(Path folder) throws IOException {
        TreeMap<Integer, GameResult> results = new TreeMap<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.toList()) {
                Matcher name = RESULT_FILE.matcher(file.getFileName().toString());
                if (name.matches()) {
                    List<GameResult> rows = rows(file);
                    if (rows.size() != 1) {
                        throw new IOException(file + ": not a result file (one row after the header)");
                    }
                    results.put(rows.get(0).index(), rows.get(0));
                }
            }
        }
        return new ArrayList<>(results.values());
    }

    /** The games in the {@code results.csv} of a folder (a match, a shard or a merge). */
    static List<GameResult> readTable(Path folder) throws IOException {
        return rows(folder.resolve(RESULTS_FILE));
    }

    /** The rows after the header of a results file; one that is not such a file fails with a one-line reason. */
    private static List<GameResult> rows(Path file) throws IOException {
        String text = new String(InputFiles.read(file), StandardCharsets.UTF_8);
        List<GameResult> rows = new ArrayList<>();
        List<String> lines = text.lines().toList();
        for (int index = 1; index < lines.size(); index++) {
            if (!lines.get(index).isBlank()) {
                try {
                    rows.add(GameResult.parse(lines.get(index)));
                } catch (IllegalArgumentException malformed) {
                    throw new IOException(file + ": line " + (index + 1) + " is not a game result", malformed);
                }
            }
        }
        return rows;
    }

    /** Writes the whole text or nothing: a reader never sees a half-written file, even after kill -9. */
    static void writeAtomically(Path file, String text) throws IOException {
        Path temporary = Files.createTempFile(file.toAbsolutePath().getParent(), file.getFileName() + ".", ".tmp");
        try {
            Files.writeString(temporary, text, StandardCharsets.UTF_8);
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** Removes temporary files left by a killed run. */
    void removeLeftovers() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            files.filter(file -> file.getFileName().toString().endsWith(".tmp")).forEach(file -> {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
