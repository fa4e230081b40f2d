package jpd.match;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import jpd.rules.RuleSet;

/** Engines and configurations for match tests: small boards, fast JVMs. */
final class MatchTesting {
    private MatchTesting() {
    }

    /** This program's own engine playing the random player, seeded per game. */
    static List<String> random() {
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xshare:auto",
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), "jpd.cli.Main", "gtp",
                "--player", "random", "--seed", MatchConfig.SEED_PLACEHOLDER);
    }

    /** This program's own engine playing the built-in player with this many playouts, seeded per game. */
    static List<String> builtin(int playouts) {
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xshare:auto",
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), "jpd.cli.Main", "gtp",
                "--player", "playouts", "--playouts", Integer.toString(playouts), "--seed", MatchConfig.SEED_PLACEHOLDER);
    }

    /** A 5x5 match of these engines into this folder. */
    static MatchConfig config(List<String> a, List<String> b, int games, Path out) {
        return new MatchConfig(a, b, games, true, 5, 0.5, RuleSet.DEFAULT, 100, out, 7, 1, Shard.ALL,
                FailurePolicy.VOID, Duration.ofSeconds(30), true,
                jpd.player.TimeControl.NONE, false, 0, List.of());
    }

    /** The same configuration with another shard and parallelism. */
    static MatchConfig with(MatchConfig config, Shard shard, int parallel) {
        return with(config, config.games(), shard, parallel, config.sprt());
    }

    /** The same configuration with another number of games, shard, parallelism and sequential test. */
    static MatchConfig with(MatchConfig config, int games, Shard shard, int parallel, Optional<Sprt> sprt) {
        return new MatchConfig(config.engineA(), config.engineB(), games, config.alternate(), config.size(),
                config.komi(), config.rules(), config.maxMoves(), config.out(), config.seed(), parallel, shard,
                config.onEngineFailure(), config.engineTimeout(), config.quiet(), config.time(), config.loseOnTime(),
                config.handicap(), config.openings(), sprt, config.engineRules());
    }
}
