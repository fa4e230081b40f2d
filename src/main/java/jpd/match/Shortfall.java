package jpd.match;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * What a finished match, shard or merge falls short of: void games, and games it should hold but does not (a shard
 * cut short, a shard folder missing from a merge). Such a match has not measured what it was run for, so it must
 * not end as if it had; its void games stay in its results.
 *
 * @param games     the games the folders should hold
 * @param voids     the void games among them
 * @param firstVoid the first void game and why; empty when none is void
 * @param missing   the games not held, when the number is known
 * @param where     where games are missing: each absent shard folder, each folder cut short
 */
public record Shortfall(int games, int voids, String firstVoid, int missing, List<String> where) {
    private static final Pattern SHARD_FOLDER = Pattern.compile("shard-(\\d+)-of-(\\d+)");

    public Shortfall {
        where = List.copyOf(where);
    }

    /** This shortfall and another's together: the games, void games and missing games of both. */
    public Shortfall plus(Shortfall other) {
        List<String> both = new ArrayList<>(where);
        both.addAll(other.where);
        return new Shortfall(games + other.games, voids + other.voids, voids > 0 ? firstVoid : other.firstVoid,
                missing + other.missing, both);
    }

    /** The shortfall of a folder a match or shard was just played into, if it has one. */
    public static Optional<Shortfall> ofFolder(Path folder) throws IOException {
        return of(List.of(folder), false);
    }

    /**
     * The shortfall of these shard folders taken together, if they have one; a shard of their match that none of
     * them holds counts as an absent folder beside them.
     */
    public static Optional<Shortfall> ofShards(List<Path> folders) throws IOException {
        return of(folders, true);
    }

    private static Optional<Shortfall> of(List<Path> folders, boolean wholeMatch) throws IOException {
        int games = 0;
        int missing = 0;
        List<GameResult> voids = new ArrayList<>();
        List<String> where = new ArrayList<>();
        List<Path> absent = new ArrayList<>();
        Set<Shard> present = new HashSet<>();
        OptionalInt plan = OptionalInt.empty();
        for (Path folder : folders) {
            if (!Files.isDirectory(folder)) {
                absent.add(folder);
                continue;
            }
            Shard shard = ResultStore.readShard(folder);
            present.add(shard);
            OptionalInt planned = ResultStore.readPlan(folder);
            plan = planned.isPresent() ? planned : plan;
            List<GameResult> results = ResultStore.read(folder);
            results.stream().filter(GameResult::isVoid).forEach(voids::add);
            boolean decided = ResultStore.readSprt(folder)
                    .filter(test -> test.status(results).decision() != Sprt.Decision.NONE).isPresent();
            int expected = planned.isPresent() && !decided ? gamesOf(shard, planned.getAsInt()) : results.size();
            long held = decided || planned.isEmpty() ? results.size()
                    : results.stream().filter(result -> result.index() <= planned.getAsInt()).count();
            games += expected;
            if (held < expected) {
                missing += expected - (int) held;
                where.add(folder + " holds " + held + " of its " + expected);
            }
        }
        for (Path folder : wholeMatch ? absentShards(folders, present, absent) : absent) {
            Optional<Shard> shard = shardNamed(folder);
            int expected = shard.isPresent() && plan.isPresent() ? gamesOf(shard.get(), plan.getAsInt()) : 0;
            games += expected;
            missing += expected;
            where.add("no folder " + folder);
        }
        if (voids.isEmpty() && where.isEmpty()) {
            return Optional.empty();
        }
        String firstVoid = voids.stream().min(Comparator.comparingInt(GameResult::index))
                .map(result -> "game " + result.index() + ": "
                        + (result.errors().isEmpty() ? "void under the rules" : result.errors()))
                .orElse("");
        return Optional.of(new Shortfall(games, voids.size(), firstVoid, missing, where));
    }

    /** The folders given that do not exist, then the shards of the same match that no folder given holds. */
    private static List<Path> absentShards(List<Path> folders, Set<Shard> present, List<Path> absent) {
        List<Path> all = new ArrayList<>(absent);
        Set<Shard> named = new HashSet<>(present);
        absent.stream().map(Shortfall::shardNamed).flatMap(Optional::stream).forEach(named::add);
        Set<Integer> counts = new HashSet<>();
        named.forEach(shard -> counts.add(shard.count()));
        Optional<Path> beside = folders.stream().filter(Files::isDirectory).findFirst().map(Path::getParent);
        if (counts.size() == 1 && beside.isPresent()) {
            int count = counts.iterator().next();
            IntStream.range(0, count).mapToObj(index -> new Shard(index, count)).filter(shard -> !named.contains(shard))
                    .forEach(shard -> all.add(beside.get().resolve(shard.folderName())));
        }
        return all;
    }

    /** The shard a folder's name says it holds ({@code shard-K-of-N}), if it says one. */
    private static Optional<Shard> shardNamed(Path folder) {
        Matcher name = SHARD_FOLDER.matcher(String.valueOf(folder.getFileName()));
        if (!name.matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Shard(Integer.parseInt(name.group(1)), Integer.parseInt(name.group(2))));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** How many of the games 1..games a shard plays. */
    private static int gamesOf(Shard shard, int games) {
        return (int) IntStream.rangeClosed(1, games).filter(shard::plays).count();
    }

    /** One line: how many games are void and the first one's reason, how many are missing and where. */
    public String text() {
        List<String> parts = new ArrayList<>();
        if (voids > 0) {
            parts.add(voids + " of " + games + " games void (" + firstVoid + (voids > 1 ? "; and others" : "") + ")");
        }
        if (!where.isEmpty()) {
            parts.add((missing > 0 ? missing + " of " + games + " games" : "games") + " missing ("
                    + String.join("; ", where) + ")");
        }
        return String.join(", ", parts);
    }
}
