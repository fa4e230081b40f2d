package jpd.match;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import jpd.engine.EngineRules;
import jpd.player.TimeControl;
import jpd.rules.RuleSet;
import jpd.rules.Seeds;

/**
 * Everything a match needs, as given on the command line.
 *
 * @param engineA          the command line of engine A, Black in odd-numbered games; {@code {seed}} is replaced
 *                         by the game's seed for engine A
 * @param engineB          the command line of engine B, White in odd-numbered games (Black in even ones when
 *                         alternating); {@code {seed}} is replaced by the game's seed for engine B
 * @param games            how many games, numbered from 1
 * @param alternate        whether the engines swap colours in even-numbered games
 * @param size             the board size
 * @param komi             what Black gives
 * @param rules            the rules every move is checked under
 * @param maxMoves         the number of actions after which a game is void
 * @param out              the folder of SGF files and results
 * @param seed             the seed from which each game's seeds follow, by game index only
 * @param parallel         how many games are played at once
 * @param shard            which games this run plays
 * @param onEngineFailure  what becomes of a game whose engine fails
 * @param engineTimeout    the longest wait for one answer of an engine
 * @param quiet            no progress bar
 * @param time             the time control sent to both engines and kept by the referee
 * @param loseOnTime       whether overstepping the time loses the game (else it is only noted)
 * @param handicap         fixed handicap stones, 0 or 2..9
 * @param openings         SGF files whose moves open the games, each played with both colours; empty for none
 * @param sprt             the sequential test that may end the match before {@code games}, if any
 * @param labels           the names the user gave the engines, used instead of the names they answer
 * @param engineRules      which rules each engine is told ({@link jpd.engine.EngineProfile})
 */
public record MatchConfig(
        List<String> engineA, List<String> engineB, int games, boolean alternate, int size, double komi,
        RuleSet rules, int maxMoves, Path out, long seed, int parallel, Shard shard,
        FailurePolicy onEngineFailure, Duration engineTimeout, boolean quiet, TimeControl time,
        boolean loseOnTime, int handicap, List<Path> openings, Optional<Sprt> sprt, EngineLabels labels,
        EngineRules engineRules) {

    /** A match whose engines are called by the names they answer, told the rules of their profiles. */
    public MatchConfig(List<String> engineA, List<String> engineB, int games, boolean alternate, int size, double komi,
            RuleSet rules, int maxMoves, Path out, long seed, int parallel, Shard shard,
            FailurePolicy onEngineFailure, Duration engineTimeout, boolean quiet, TimeControl time,
            boolean loseOnTime, int handicap, List<Path> openings, Optional<Sprt> sprt) {
        this(engineA, engineB, games, alternate, size, komi, rules, maxMoves, out, seed, parallel, shard,
                onEngineFailure, engineTimeout, quiet, time, loseOnTime, handicap, openings, sprt, EngineLabels.NONE,
                EngineRules.AUTO);
    }

    /** A match whose engines are called by the names they answer, told the rules chosen. */
    public MatchConfig(List<String> engineA, List<String> engineB, int games, boolean alternate, int size, double komi,
            RuleSet rules, int maxMoves, Path out, long seed, int parallel, Shard shard,
            FailurePolicy onEngineFailure, Duration engineTimeout, boolean quiet, TimeControl time,
            boolean loseOnTime, int handicap, List<Path> openings, Optional<Sprt> sprt, EngineRules engineRules) {
        this(engineA, engineB, games, alternate, size, komi, rules, maxMoves, out, seed, parallel, shard,
                onEngineFailure, engineTimeout, quiet, time, loseOnTime, handicap, openings, sprt, EngineLabels.NONE,
                engineRules);
    }

    /** The placeholder in an engine command line that is replaced by the game's seed. */
    public static final String SEED_PLACEHOLDER = "{seed}";

    /** A match played to the last game, without a sequential test, each engine told its nearest rules. */
    public MatchConfig(List<String> engineA, List<String> engineB, int games, boolean alternate, int size, double komi,
            RuleSet rules, int maxMoves, Path out, long seed, int parallel, Shard shard,
            FailurePolicy onEngineFailure, Duration engineTimeout, boolean quiet, TimeControl time,
            boolean loseOnTime, int handicap, List<Path> openings) {
        this(engineA, engineB, games, alternate, size, komi, rules, maxMoves, out, seed, parallel, shard,
                onEngineFailure, engineTimeout, quiet, time, loseOnTime, handicap, openings, Optional.empty(),
                EngineRules.AUTO);
    }

    public MatchConfig {
        engineA = List.copyOf(engineA);
        engineB = List.copyOf(engineB);
        openings = List.copyOf(openings);
        if (handicap == 1 || handicap < 0) {
            throw new IllegalArgumentException("handicap must be 0 or at least 2: " + handicap);
        }
        if (engineA.isEmpty() || engineB.isEmpty()) {
            throw new IllegalArgumentException("both engines need a command line");
        }
        if (games < 1 || parallel < 1 || maxMoves < 1) {
            throw new IllegalArgumentException("games, parallel and max moves must be positive");
        }
    }

    /** Whether engine B has Black in the game of this index. */
    public boolean swapped(int gameIndex) {
        return alternate && gameIndex % 2 == 0;
    }

    /**
     * The {@code {seed}} of engine A (side 0) or B (side 1) in the game of this index, the same in every run and
     * every shard: {@code derive(seed, game, side)} of {@link Seeds}, its sign bit cleared.
     */
    public long sideSeed(int gameIndex, boolean engineA) {
        return Seeds.derive(seed, gameIndex, engineA ? 0 : 1) & Long.MAX_VALUE;
    }

    /** The command line of engine A or B in the game of this index, with that side's seed for {@code {seed}}. */
    public List<String> command(boolean engineA, int gameIndex) {
        String seed = Long.toString(sideSeed(gameIndex, engineA));
        return (engineA ? engineA() : engineB()).stream().map(word -> word.replace(SEED_PLACEHOLDER, seed)).toList();
    }

    /** The seed of the referee's own status estimates in the game of this index: side 2. */
    public long refereeSeed(int gameIndex) {
        return Seeds.derive(seed, gameIndex, 2);
    }

    /** The folder this run writes to: the match folder, or its shard's folder inside it. */
    public Path folder() {
        return shard.count() == 1 ? out : out.resolve(shard.folderName());
    }

    /** What must not change when a match is resumed in the same folder, one {@code key: value} per line. */
    public String identity() {
        return String.join("\n",
                "engine_a: " + String.join(" ", engineA),
                "engine_b: " + String.join(" ", engineB),
                "alternate: " + alternate,
                "size: " + size,
                "komi: " + komi,
                "rules: " + rules,
                "max_moves: " + maxMoves,
                "seed: " + seed,
                "shard: " + shard,
                "on_engine_failure: " + onEngineFailure,
                "time: " + time + (loseOnTime ? " lose_on_time" : ""),
                "handicap: " + handicap,
                "openings: " + openings) + "\n"
                // Only a test's folder names it, so that folders of matches without one still resume.
                + sprt.map(test -> "sprt: " + test.text() + "\n").orElse("")
                + labels.identityLine()
                + (engineRules == EngineRules.AUTO ? "" : "engine_rules: " + engineRules + "\n");
    }

    /** This match with these labels for its engines. */
    public MatchConfig withLabels(EngineLabels engineLabels) {
        return new MatchConfig(engineA, engineB, games, alternate, size, komi, rules, maxMoves, out, seed, parallel,
                shard, onEngineFailure, engineTimeout, quiet, time, loseOnTime, handicap, openings, sprt, engineLabels,
                engineRules);
    }

    /**
     * The match of one pair of a tournament with these settings: the two engines with their names, in the pair's
     * folder, with the pair's seed; colours alternate and no progress bar is drawn.
     */
    public MatchConfig forPair(List<String> pairA, List<String> pairB, EngineLabels pairLabels, Path pairFolder,
            long pairSeed) {
        return new MatchConfig(pairA, pairB, games, true, size, komi, rules, maxMoves, pairFolder, pairSeed, parallel,
                shard, onEngineFailure, engineTimeout, true, time, loseOnTime, handicap, openings, sprt, pairLabels,
                engineRules);
    }

    /** The opening of the game of this index: each file in turn, for two games, one with each colour. */
    public Optional<Path> opening(int gameIndex) {
        return openings.isEmpty() ? Optional.empty() : Optional.of(openings.get((gameIndex - 1) / 2 % openings.size()));
    }
}
