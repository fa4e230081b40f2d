package jpd.scoring;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Point;

/**
 * One finished game counted under every {@link CountingSystem}, from the same final board, agreed statuses and
 * move record. Virtual stones: filled back (artistic), a pass (Chinese, Ing), a prisoner for the opponent
 * (Japanese), a pass stone (AGA); docs/counting.md gives the reasons.
 */
public final class SystemsScorer {
    private static final int BLACK = 0;
    private static final int WHITE = 1;
    private static final Pattern KOMI = Pattern.compile("[+-]?[0-9]{1,6}(\\.[0-9]{1,6})?");

    private SystemsScorer() {
    }

    /** Each system's default komi for this game (even or handicap), the artistic one being the game's komi. */
    public static Map<CountingSystem, Double> defaultKomi(GameView game, double gameKomi) {
        boolean handicap = handicapStones(game) > 0;
        Map<CountingSystem, Double> komi = new EnumMap<>(CountingSystem.class);
        for (CountingSystem system : CountingSystem.values()) {
            komi.put(system, system == CountingSystem.ARTISTIC ? gameKomi : system.defaultKomi(handicap));
        }
        return komi;
    }

    /** Black's setup stones when White set up none: the handicap the area systems compensate. */
    private static int handicapStones(GameView game) {
        Map<Point, Color> setup = game.setupStones();
        return setup.containsValue(Color.WHITE) ? 0 : setup.size();
    }

    /**
     * The default komi with {@code system=komi} assignments applied, e.g. {@code japanese=0.5}.
     *
     * @throws IllegalArgumentException naming the first assignment that is not a known system and a finite number
     */
    public static Map<CountingSystem, Double> komi(GameView game, double gameKomi, List<String> assignments) {
        Map<CountingSystem, Double> komi = defaultKomi(game, gameKomi);
        for (String assignment : assignments) {
            int equals = assignment.indexOf('=');
            CountingSystem system = CountingSystem.byKey(equals < 0 ? assignment : assignment.substring(0, equals))
                    .orElseThrow(() -> new IllegalArgumentException("unknown counting system in '" + assignment
                            + "' (use artistic, chinese, japanese, aga or ing)"));
            komi.put(system, komiNumber(assignment, assignment.substring(equals + 1)));
        }
        return komi;
    }

    private static double komiNumber(String assignment, String text) {
        if (!KOMI.matcher(text).matches()) {
            throw new IllegalArgumentException("not a komi in '" + assignment + "': want system=number");
        }
        return Double.parseDouble(text);
    }

    /**
     * Counts the game under every system, in {@link CountingSystem} order.
     *
     * @param komi the komi of each system (see {@link #defaultKomi}); the artistic komi rule still applies
     * @throws IllegalArgumentException when the agreement does not fit the board or a komi is missing
     */
    public static List<SystemScore> score(GameView game, Agreement agreement, Map<CountingSystem, Double> komi) {
        for (CountingSystem system : CountingSystem.values()) {
            if (!komi.containsKey(system)) {
                throw new IllegalArgumentException("no komi for " + system.key());
            }
        }
        Tally tally = new Tally(game, FinalPosition.of(game.board(), agreement));
        List<SystemScore> scores = new ArrayList<>();
        scores.add(artistic(Scorer.score(game, agreement, komi.get(CountingSystem.ARTISTIC))));
        scores.add(tally.chinese(komi.get(CountingSystem.CHINESE)));
        scores.add(tally.japanese(komi.get(CountingSystem.JAPANESE)));
        scores.add(tally.aga(komi.get(CountingSystem.AGA)));
        scores.add(tally.ing(komi.get(CountingSystem.ING)));
        return scores;
    }

    private static SystemScore artistic(ScoreReport report) {
        Details details = new Details(CountingSystem.ARTISTIC);
        details.add("rules", report.rules());
        details.perColor("territory", report.territory()[BLACK], report.territory()[WHITE]);
        details.perColor("fill", report.fill(Color.BLACK), report.fill(Color.WHITE));
        details.perColor("area", report.area(Color.BLACK), report.area(Color.WHITE));
        details.add("shared", report.shared());
        return new SystemScore(CountingSystem.ARTISTIC, report.points(Color.BLACK), report.points(Color.WHITE),
                report.komi(), report.margin(), report.result(), details.lines());
    }

    /** The counts every system other than the artistic one is made of. */
    private static final class Tally {
        private final GameView game;
        private final FinalPosition position;
        /** Living stones of each colour. */
        private final int[] stones = new int[2];
        /** Empty points in regions bordered by one colour only. */
        private final int[] region = new int[2];
        /** Those of them in regions that a seki chain borders. */
        private final int[] regionInSeki = new int[2];
        /** Empty points in other regions whose neighbouring stones all have one colour. */
        private final int[] oneSided = new int[2];
        /** Empty points in other regions next to both colours or to no stone. */
        private int neutral;
        private final int handicap;

        Tally(GameView game, FinalPosition position) {
            this.game = game;
            this.position = position;
            stones[BLACK] = position.stonesOf(Color.BLACK);
            stones[WHITE] = position.stonesOf(Color.WHITE);
            for (Point point : position.board().points()) {
                if (position.isEmpty(point)) {
                    count(point);
                }
            }
            handicap = handicapStones(game);
        }

        private void count(Point point) {
            Color owner = position.regionOwner(point);
            if (owner != null) {
                region[owner.ordinal()]++;
                if (position.inSekiRegion(point)) {
                    regionInSeki[owner.ordinal()]++;
                }
                return;
            }
            Color adjacent = position.onlyNeighbourColor(point);
            if (adjacent != null) {
                oneSided[adjacent.ordinal()]++;
            } else {
                neutral++;
            }
        }

        SystemScore chinese(double komi) {
            int shared = oneSided[BLACK] + oneSided[WHITE] + neutral;
            Details details = new Details(CountingSystem.CHINESE);
            details.perColor("stones", stones[BLACK], stones[WHITE]);
            details.perColor("territory", region[BLACK], region[WHITE]);
            details.add("shared", shared);
            details.add("handicap_compensation", handicap);
            return result(CountingSystem.CHINESE, stones[BLACK] + region[BLACK] + shared / 2.0,
                    stones[WHITE] + region[WHITE] + shared / 2.0 + handicap, komi, details);
        }

        SystemScore japanese(double komi) {
            int[] territory = {region[BLACK] - regionInSeki[BLACK], region[WHITE] - regionInSeki[WHITE]};
            int[] prisoners = {taken(Color.WHITE), taken(Color.BLACK)};
            int[] dead = {position.dead(Color.WHITE), position.dead(Color.BLACK)};
            Details details = new Details(CountingSystem.JAPANESE);
            details.perColor("territory", territory[BLACK], territory[WHITE]);
            details.perColor("prisoners", prisoners[BLACK], prisoners[WHITE]);
            details.perColor("dead", dead[BLACK], dead[WHITE]);
            details.add("seki_points", regionInSeki[BLACK] + regionInSeki[WHITE]);
            return result(CountingSystem.JAPANESE, territory[BLACK] + prisoners[BLACK] + dead[BLACK],
                    territory[WHITE] + prisoners[WHITE] + dead[WHITE], komi, details);
        }

        /** Stones of this colour captured during play, and its virtual stones: the opponent's prisoners. */
        private int taken(Color color) {
            return game.captured(color) + game.virtualStones(color);
        }

        SystemScore aga(double komi) {
            int[] passStones = {passStones(Color.BLACK), passStones(Color.WHITE)};
            int whiteLastPass = lastWasBlackPass() ? 1 : 0;
            passStones[WHITE] += whiteLastPass;
            int compensation = Math.max(handicap - 1, 0);
            Details details = new Details(CountingSystem.AGA);
            details.perColor("stones", stones[BLACK], stones[WHITE]);
            details.perColor("territory", region[BLACK], region[WHITE]);
            details.perColor("pass_stones", passStones[BLACK], passStones[WHITE]);
            details.add("white_last_pass", whiteLastPass);
            details.perColor("territory_count",
                    region[BLACK] + game.captured(Color.WHITE) + position.dead(Color.WHITE) + passStones[WHITE],
                    region[WHITE] + game.captured(Color.BLACK) + position.dead(Color.BLACK) + passStones[BLACK]);
            details.add("handicap_compensation", compensation);
            return result(CountingSystem.AGA, stones[BLACK] + region[BLACK],
                    stones[WHITE] + region[WHITE] + compensation, komi, details);
        }

        /** The colour's passes and virtual moves (a converted pass once): each hands the opponent a stone. */
        private int passStones(Color color) {
            int count = 0;
            for (Action action : game.actions()) {
                if (action.color() == color && !action.move().isReal()) {
                    count++;
                }
            }
            return count;
        }

        /** Whether play stopped on Black's pass, so that White hands one more pass stone to pass last. */
        private boolean lastWasBlackPass() {
            return game.lastAction().filter(last -> last.color() == Color.BLACK && last.move().isPass()).isPresent();
        }

        SystemScore ing(double komi) {
            Details details = new Details(CountingSystem.ING);
            details.perColor("stones", stones[BLACK], stones[WHITE]);
            details.perColor("territory", region[BLACK], region[WHITE]);
            details.perColor("one_sided", oneSided[BLACK], oneSided[WHITE]);
            details.add("shared", neutral);
            details.add("handicap_compensation", handicap);
            double black = stones[BLACK] + region[BLACK] + oneSided[BLACK] + neutral / 2.0;
            double white = stones[WHITE] + region[WHITE] + oneSided[WHITE] + neutral / 2.0 + handicap;
            double margin = black - komi - white;
            // Ing gives a tie to Black, and to White in handicap games (SST rules as the AGA reads them).
            String tie = handicap == 0 ? "B+0" : "W+0";
            String result = margin == 0 ? tie : ScoreReport.resultOf(margin);
            return new SystemScore(CountingSystem.ING, black, white, komi, margin, result, details.lines());
        }

        private static SystemScore result(CountingSystem system, double black, double white, double komi,
                                          Details details) {
            double margin = black - komi - white;
            return new SystemScore(system, black, white, komi, margin, ScoreReport.resultOf(margin),
                    details.lines());
        }
    }

    /** {@code system_item: value} lines. */
    private static final class Details {
        private final String prefix;
        private final List<String> lines = new ArrayList<>();

        Details(CountingSystem system) {
            prefix = system.key() + "_";
        }

        void add(String item, Object value) {
            lines.add(prefix + item + ": " + (value instanceof Double number ? ScoreReport.number(number) : value));
        }

        void perColor(String item, double black, double white) {
            add(item + "_black", black);
            add(item + "_white", white);
        }

        List<String> lines() {
            return lines;
        }
    }
}
