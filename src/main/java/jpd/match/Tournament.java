package jpd.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a tournament folder holds, as {@code tournament.txt} says: the kind, the engines (each a unique name and a
 * command line), the engine ratings are anchored at and the virtual draws of the rating. Its pairs play in folders
 * {@code pair-II-JJ} (engines numbered from 1), engine II being engine A of that pair's match.
 *
 * @param kind         which pairs play
 * @param names        the engines' names, unique, in the order given
 * @param commands     the engines' command lines, as started (with {@code {seed}} still in place); read back from
 *                     the file they are only for reading, words split at spaces
 * @param anchor       the index of the engine rated 0
 * @param virtualDraws the draws the rating adds between every two engines that met
 */
public record Tournament(Kind kind, List<String> names, List<List<String>> commands, int anchor,
                         double virtualDraws) {
    /** The file that says which tournament a folder holds. */
    public static final String FILE = "tournament.txt";

    /** Which pairs play. */
    public enum Kind {
        /** Every engine against every other. */
        ROUND_ROBIN("round-robin"),
        /** The first engine against each of the others. */
        GAUNTLET("gauntlet");

        private final String text;

        Kind(String text) {
            this.text = text;
        }

        /** The kind of this name, as {@code --tournament} takes it. */
        public static Kind parse(String text) {
            for (Kind kind : values()) {
                if (kind.text.equals(text)) {
                    return kind;
                }
            }
            throw new IllegalArgumentException("--tournament is round-robin or gauntlet: '" + text + "'");
        }

        @Override
        public String toString() {
            return text;
        }
    }

    public Tournament {
        names = List.copyOf(names);
        commands = commands.stream().map(List::copyOf).toList();
        if (names.size() < 2 || names.size() != commands.size()) {
            throw new IllegalArgumentException("a tournament needs at least two engines");
        }
        if (names.stream().distinct().count() != names.size()) {
            throw new IllegalArgumentException("two engines are called the same: " + names);
        }
        if (names.stream().anyMatch(name -> name.isBlank() || name.contains("\n") || name.contains("\t"))) {
            throw new IllegalArgumentException("an engine's name is one line without tabs: " + names);
        }
        if (anchor < 0 || anchor >= names.size() || !(virtualDraws >= 0)) {
            throw new IllegalArgumentException("the anchor is one of the engines, virtual draws are not negative");
        }
    }

    /** The pairs that play, as engine indices {i, j}, i < j; i is engine A of the pair's match. */
    public List<int[]> pairs() {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            for (int j = i + 1; j < names.size(); j++) {
                if (kind == Kind.ROUND_ROBIN || i == 0) {
                    pairs.add(new int[] {i, j});
                }
            }
        }
        return pairs;
    }

    /** The folder of a pair's match inside the tournament folder. */
    public static String pairFolder(int[] pair) {
        return String.format(Locale.ROOT, "pair-%02d-%02d", pair[0] + 1, pair[1] + 1);
    }

    /** The text of {@code tournament.txt}: its identity, then the anchor and virtual draws, which may change. */
    public String text() {
        return identity() + "anchor: " + names.get(anchor) + "\nvirtual_draws: " + virtualDraws + "\n";
    }

    /** What must not change when the tournament is resumed: its kind and engines (commands shown for reading). */
    private String identity() {
        StringBuilder text = new StringBuilder("kind: " + kind + "\n");
        for (int i = 0; i < names.size(); i++) {
            text.append("engine: ").append(names.get(i)).append('\t').append(String.join(" ", commands.get(i)))
                    .append('\n');
        }
        return text.toString();
    }

    /** Whether a folder holds a tournament. */
    public static boolean isIn(Path folder) {
        return Files.isRegularFile(folder.resolve(FILE));
    }

    /**
     * The tournament of a folder.
     *
     * @throws IOException when its {@code tournament.txt} cannot be read or is not one this program wrote
     */
    public static Tournament read(Path folder) throws IOException {
        Path file = folder.resolve(FILE);
        Kind kind = null;
        String anchor = null;
        double draws = 0;
        List<String> names = new ArrayList<>();
        List<List<String>> commands = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                int colon = line.indexOf(": ");
                String key = line.substring(0, colon);
                String value = line.substring(colon + 2);
                switch (key) {
                    case "kind" -> kind = Kind.parse(value);
                    case "anchor" -> anchor = value;
                    case "virtual_draws" -> draws = Double.parseDouble(value);
                    case "engine" -> {
                        names.add(value.substring(0, value.indexOf('\t')));
                        commands.add(List.of(value.substring(value.indexOf('\t') + 1).split(" ")));
                    }
                    default -> throw new IllegalArgumentException("unknown key " + key);
                }
            }
            return new Tournament(kind, names, commands, names.indexOf(anchor), draws);
        } catch (RuntimeException malformed) {
            throw new IOException(file + " is not a tournament this program wrote: " + malformed.getMessage(),
                    malformed);
        }
    }

    /**
     * Makes the folder ready for this tournament: creates it, or checks that it holds the same one.
     *
     * @throws IllegalStateException when it holds another tournament or a plain match
     */
    void open(Path folder) throws IOException {
        Files.createDirectories(folder);
        Path file = folder.resolve(FILE);
        if (Files.exists(folder.resolve(ResultStore.IDENTITY_FILE))) {
            throw new IllegalStateException(folder + " holds a match, not a tournament; use another --out folder");
        }
        if (Files.exists(file) && !Files.readString(file, StandardCharsets.UTF_8).startsWith(identity())) {
            throw new IllegalStateException(folder + " holds another tournament (see " + FILE
                    + "); use another --out folder");
        }
        ResultStore.writeAtomically(file, text());
    }
}
