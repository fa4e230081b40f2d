package jpd.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.nio.file.Files;
import jpd.engine.EngineRules;
import jpd.files.FileProblems;
import jpd.match.EngineLabels;
import jpd.match.EngineNames;
import jpd.match.FailurePolicy;
import jpd.match.MatchConfig;
import jpd.match.MatchMerger;
import jpd.match.MatchReport;
import jpd.match.MatchRunner;
import jpd.match.Shard;
import jpd.match.Shortfall;
import jpd.match.Sprt;
import jpd.match.Summary;
import jpd.match.Tournament;
import jpd.match.TournamentReport;
import jpd.match.TournamentResults;
import jpd.match.TournamentRunner;
import jpd.player.TimeControl;
import jpd.sgf.GameRecord;
import jpd.sgf.SgfException;
import jpd.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code jpd match}: engine-versus-engine games refereed under our rules, with SGF files, results and a summary. */
@Command(name = "match",
        description = {"Plays games between two GTP engines, checking every move under the artistic rules; "
                + "settles disagreements about dead stones by play (RULES.md §5-6).",
                "An engine is a command line, or a player name (builtin, playouts, random, net) with player options, "
                + "which runs this program's own 'gtp --player NAME'. {seed} in a command line becomes the game's seed.",
                "Rerunning the same command with the same --out continues where it stopped. "
                + "--merge combines shards; --report writes an HTML report.",
                "Exit code: 0 done, 1 games void or missing (said in one line), 2 usage error, "
                        + "3 an engine that cannot start or an I/O failure."})
public final class MatchCommand implements Callable<Integer> {
    private static final Pattern TIME = Pattern.compile("(\\d+)(?:\\+(\\d+)/(\\d+))?");

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Option(names = "--black", paramLabel = "[NAME=]CMD", description = "Engine A: Black in odd-numbered games; "
            + "NAME is its name in the records, summary and report (default: the name it answers).")
    private String black;

    @Option(names = "--white", paramLabel = "[NAME=]CMD", description = "Engine B: White in odd-numbered games.")
    private String white;

    @Option(names = "--games", paramLabel = "N", defaultValue = "1", description = "Games to play (default: ${DEFAULT-VALUE}).")
    private int games;

    @Option(names = "--alternate", description = "Swap colours in even-numbered games.")
    private boolean alternate;

    @Option(names = "--size", defaultValue = "19", description = "Board size (default: ${DEFAULT-VALUE}).")
    private int size;

    @Option(names = "--komi", defaultValue = "6.5", description = "Komi (default: ${DEFAULT-VALUE}).")
    private double komi;

    @Option(names = "--rules", defaultValue = "art2014",
            description = "art2014, art2014-simple or art-novirtual, with options as 'art-novirtual ko=simple' (default: ${DEFAULT-VALUE}).")
    private String rules;

    @Option(names = "--max-moves", paramLabel = "N", defaultValue = "0",
            description = "Actions after which a game is void (default: 4 x size x size).")
    private int maxMoves;

    @Option(names = "--out", paramLabel = "DIR", description = "Folder of SGF files and results; of the merged results with --merge.")
    private Path outDir;

    @Option(names = "--seed", defaultValue = "0", description = "Seed of every game's seeds (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--parallel", paramLabel = "P", defaultValue = "1", description = "Games played at once (default: ${DEFAULT-VALUE}).")
    private int parallel;

    @Option(names = "--shard", paramLabel = "K/N", description = "Play only the games whose number is K modulo N, into DIR/shard-K-of-N.")
    private String shard;

    @Option(names = "--on-engine-failure", paramLabel = "POLICY", defaultValue = "void",
            description = "void or forfeit: the game of an engine that crashes or hangs (default: ${DEFAULT-VALUE}).")
    private String onEngineFailure;

    @Option(names = "--engine-timeout", paramLabel = "SECONDS", defaultValue = "60",
            description = "Longest wait for one answer of an engine (default: ${DEFAULT-VALUE}); its first answers"
                    + " may take 120 s, or this if longer.")
    private double engineTimeout;

    @Option(names = "--time", paramLabel = "MAIN[+PERIOD/STONES]",
            description = "Time control in seconds, sent as time_settings; the referee keeps the clocks and sends time_left.")
    private String time;

    @Option(names = "--lose-on-time", description = "A side that oversteps its time loses (else it is only noted).")
    private boolean loseOnTime;

    @Option(names = "--handicap", paramLabel = "N", defaultValue = "0", description = "Fixed handicap stones for Black.")
    private int handicap;

    @Option(names = "--openings", paramLabel = "DIR",
            description = "SGF files opening the games, in name order; each is played twice, once with each colour (needs --alternate).")
    private Path openings;

    @Option(names = "--engine-rules", paramLabel = "auto|area|territory|none", defaultValue = "auto",
            description = "The rules each engine that does not speak jpd-rules is told: auto, the nearest its family knows"
                    + " (KataGo, GNU Go, Pachi: territory with a komi that follows the virtual stones); area; territory;"
                    + " none. One line on stderr says what was set (default: ${DEFAULT-VALUE}).")
    private String engineRules;

    @Option(names = "--quiet", description = "No progress bar.")
    private boolean quiet;

    @Option(names = "--merge", paramLabel = "DIR", arity = "1..*",
            description = "Combine these shard folders into --out: one results.csv and summary.")
    private List<Path> merge;

    @Option(names = "--report", paramLabel = "DIR", arity = "0..1", fallbackValue = "",
            description = "With --out: write report.html there (summary, charts, links to the SGF files), refreshed "
                    + "as games finish. --report DIR alone: write DIR/report.html of a finished folder and stop.")
    private String report;

    @Option(names = "--sprt", arity = "2..4", paramLabel = "KEY=VALUE",
            description = "elo0=E0 elo1=E1 [alpha=A beta=B]: stop once a sequential probability ratio test accepts "
                    + "H0 (A is E0 logistic Elo stronger) or H1 (E1); alpha and beta default to 0.05; --games is "
                    + "then the maximum. Game pairs with --openings, single games otherwise.")
    private List<String> sprt;

    @Option(names = "--engine", paramLabel = "[NAME=]CMD",
            description = "With --tournament: an engine, as --black takes it; give it once per engine.")
    private List<String> engines;

    @Option(names = "--tournament", paramLabel = "KIND",
            description = "round-robin (every two engines play --games games, colours alternating) or gauntlet (the "
                    + "first --engine against each of the others); one folder per pair, a crosstable and ratings.")
    private String tournament;

    @Option(names = "--anchor", paramLabel = "NAME", description = "With --tournament: the engine rated 0 (default: the first).")
    private String anchor;

    @Option(names = "--virtual-draws", paramLabel = "N", defaultValue = "1",
            description = "With --tournament: draws added to every pair that met before rating, so that an engine "
                    + "that won or lost every game keeps a finite rating; 0 for the plain maximum likelihood "
                    + "(default: ${DEFAULT-VALUE}).")
    private double virtualDraws;

    private final PrintStream stdout;

    /** The command as run from the command line, printing to stdout. */
    public MatchCommand() {
        this(System.out);
    }

    /** The command printing its summary to {@code stdout}. */
    public MatchCommand(PrintStream stdout) {
        this.stdout = stdout;
    }

    @Override
    public Integer call() throws IOException {
        boolean reportOnly = report != null && !report.isEmpty();
        if (reportOnly && (black != null || white != null || merge != null || outDir != null)) {
            throw usage("--report DIR reports a finished folder alone; to report the match being played, "
                    + "give --out DIR --report");
        }
        if (reportOnly) {
            return writeReport(Path.of(report), false);
        }
        if (outDir == null) {
            throw usage("--out is required");
        }
        if (tournament != null || engines != null) {
            return playTournament();
        }
        Summary summary;
        Path folder = outDir;
        try {
            if (merge != null) {
                summary = new MatchMerger(merge, outDir).run();
            } else {
                MatchConfig config = config();
                folder = config.folder();
                MatchRunner runner = new MatchRunner(config);
                if (report != null) {
                    runner.onGameSaved(played -> new MatchReport(played).write(true));
                }
                summary = runner.run();
            }
        } catch (IllegalStateException clash) {
            throw usage(clash.getMessage());
        }
        stdout.print(summary.text());
        stdout.flush();
        int exitCode = report != null ? writeReport(folder, false) : ExitCode.OK;
        if (exitCode != ExitCode.OK) {
            return exitCode;
        }
        return shortfallCode(merge != null ? Shortfall.ofShards(merge) : Shortfall.ofFolder(folder));
    }

    /** A match or merge with void or missing games has failed: one line on stderr says how many and why. */
    private int shortfallCode(Optional<Shortfall> shortfall) {
        shortfall.ifPresent(missed -> spec.commandLine().getErr().println(
                "jpd match" + (merge != null ? " --merge" : "") + ": " + missed.text()));
        return shortfall.isPresent() ? ExitCode.FAILED : ExitCode.OK;
    }

    /** Plays or resumes the tournament of the --engine options, prints its crosstable and ratings. */
    private int playTournament() throws IOException {
        if (tournament == null || engines == null || engines.size() < 2) {
            throw usage("a tournament needs --tournament round-robin|gauntlet and at least two --engine");
        }
        if (black != null || white != null || merge != null || sprt != null) {
            throw usage("--black, --white, --merge and --sprt are for a match of two engines, not a tournament");
        }
        // Every pair of a tournament alternates colours: the same games with either engine as A.
        alternate = true;
        List<EngineArgument> parsed = engines.stream().map(text -> engine("--engine", text)).toList();
        TournamentResults results;
        TournamentRunner runner;
        try {
            Tournament.Kind kind = Tournament.Kind.parse(tournament);
            MatchConfig settings = config(parsed.get(0), parsed.get(1));
            List<String> names = EngineNames.of(parsed.stream().map(EngineArgument::label).toList(),
                    parsed.stream().map(EngineArgument::command).toList(), settings.engineTimeout());
            int anchorIndex = anchor == null ? 0 : names.indexOf(anchor);
            if (anchorIndex < 0) {
                throw usage("--anchor names none of the engines " + names + ": '" + anchor + "'");
            }
            Tournament spec = new Tournament(kind, names, parsed.stream().map(EngineArgument::command).toList(),
                    anchorIndex, virtualDraws);
            runner = new TournamentRunner(spec, settings, report != null);
            results = runner.run();
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw usage(e.getMessage());
        }
        stdout.print(results.text());
        stdout.flush();
        if (report != null) {
            stdout.println(outDir.resolve(MatchReport.FILE));
        }
        return shortfallCode(runner.shortfall());
    }

    /**
     * Writes the report of a folder and prints its path; a missing folder, one without a match or with
     * unreadable results is a one-line error and an I/O failure, like any input file that cannot be read.
     */
    private int writeReport(Path folder, boolean stillPlaying) {
        try {
            stdout.println(Tournament.isIn(folder) ? new TournamentReport(folder).write(stillPlaying)
                    : new MatchReport(folder).write(stillPlaying));
            return ExitCode.OK;
        } catch (IllegalStateException notAMatch) {
            spec.commandLine().getErr().println("jpd match --report: " + notAMatch.getMessage());
        } catch (IOException unreadable) {
            spec.commandLine().getErr().println("jpd match --report: " + FileProblems.describe(unreadable));
        }
        return ExitCode.IO_FAILURE;
    }

    private MatchConfig config() throws IOException {
        if (black == null || white == null) {
            throw usage("--black and --white are required");
        }
        return config(engine("--black", black), engine("--white", white));
    }

    /** The match of these two engines with the options given. */
    private MatchConfig config(EngineArgument engineA, EngineArgument engineB) throws IOException {
        if (games < 1 || parallel < 1 || maxMoves < 0 || !(engineTimeout > 0)) {
            throw usage("--games, --parallel and --engine-timeout must be positive, --max-moves not negative");
        }
        try {
            RuleSet ruleSet = RuleSet.parse(rules);
            Shard part = shard == null ? Shard.ALL : Shard.parse(shard);
            int moves = maxMoves == 0 ? 4 * size * size : maxMoves;
            return new MatchConfig(engineA.command(), engineB.command(), games, alternate,
                    size, komi, ruleSet, moves, outDir, seed, parallel, part, FailurePolicy.parse(onEngineFailure),
                    Duration.ofNanos(Math.round(engineTimeout * 1e9)), quiet, timeControl(), loseOnTime, handicap,
                    openingFiles(ruleSet), sprt == null ? Optional.empty() : Optional.of(Sprt.parse(sprt, openings != null)),
                    new EngineLabels(engineA.label(), engineB.label()),
                    EngineRules.parse(engineRules));
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    /** {@code MAIN} or {@code MAIN+PERIOD/STONES}, in seconds, as GTP time_settings takes them. */
    private TimeControl timeControl() {
        if (time == null) {
            return TimeControl.NONE;
        }
        Matcher parts = TIME.matcher(time.strip());
        if (!parts.matches()) {
            throw usage("--time is MAIN or MAIN+PERIOD/STONES in seconds, e.g. 60+10/5: '" + time + "'");
        }
        int main = Integer.parseInt(parts.group(1));
        return parts.group(2) == null ? TimeControl.ofGtp(main, 0, 0)
                : TimeControl.ofGtp(main, Integer.parseInt(parts.group(2)), Integer.parseInt(parts.group(3)));
    }

    /** The opening files, each checked now: readable, of the board size, legal under the rules. */
    private List<Path> openingFiles(RuleSet ruleSet) throws IOException {
        if (openings == null) {
            return List.of();
        }
        if (!alternate) {
            throw usage("--openings plays each opening with both colours: add --alternate");
        }
        List<Path> files;
        try (Stream<Path> listed = Files.list(openings)) {
            files = listed.filter(file -> file.toString().toLowerCase(Locale.ROOT).endsWith(".sgf")).sorted().toList();
        } catch (IOException unreadable) {
            throw new IOException("--openings: cannot list " + FileProblems.describe(unreadable), unreadable);
        }
        for (Path file : files) {
            GameRecord record = opening(file);
            if (record.size() != size) {
                throw usage("opening " + file + " is for size " + record.size() + ", not " + size);
            }
            if (record.withRules(ruleSet).firstIllegal().isPresent()) {
                throw usage("opening " + file + ": " + record.withRules(ruleSet).firstIllegal().get().describe());
            }
        }
        if (files.isEmpty()) {
            throw usage("--openings: no .sgf file in " + openings);
        }
        return files.stream().map(Path::toAbsolutePath).toList();
    }

    /** An opening's record: a file that cannot be read is an I/O failure, a malformed one a usage error. */
    private GameRecord opening(Path file) throws IOException {
        try {
            return GameRecord.read(file);
        } catch (IOException unreadable) {
            throw new IOException("--openings: cannot read " + file + ": " + FileProblems.reason(unreadable), unreadable);
        } catch (SgfException malformed) {
            throw usage("--openings: " + file + ": " + malformed.getMessage());
        }
    }

    /** The engine of an option, or a usage error saying what is wrong with it. */
    private EngineArgument engine(String option, String text) {
        try {
            return EngineArgument.parse(option, text);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
