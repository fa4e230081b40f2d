package jpd.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import jpd.scoring.CountingSystem;

/**
 * One finished game of a match, as one row of {@code results.csv}.
 *
 * @param index        the game's number, from 1
 * @param swapped      whether engine B had Black
 * @param black        Black's name and version
 * @param white        White's name and version
 * @param result       {@code B+x}, {@code W+x}, {@code B+R} (resignation), {@code B+F} (forfeit), {@code 0}
 *                     or {@code Void}
 * @param margin       Black's margin after komi when the game was scored, else NaN
 * @param moves        the actions of the game (passes included)
 * @param virtualBlack Black's virtual stones
 * @param virtualWhite White's virtual stones
 * @param disputes     how many times play resumed to settle a dispute
 * @param timeBlack    seconds Black spent on its moves
 * @param timeWhite    seconds White spent on its moves
 * @param illegalBlack Black's illegal or unreadable moves
 * @param illegalWhite White's illegal or unreadable moves
 * @param errors       what went wrong, empty when nothing did
 * @param systems      the result under each other counting system ({@link #OTHER_SYSTEMS}, in that order) when
 *                     the game was counted, else empty
 * @param genmovesBlack the moves Black's engine was asked for ({@code timeBlack} and {@code cpuBlack} are theirs)
 * @param genmovesWhite the moves White's engine was asked for
 * @param cpuBlack     the CPU seconds Black's engine used from its start to the game's end, its own process and
 *                     the processes it started (as {@link jpd.engine.EngineProcess#cpu} sees them); NaN when they
 *                     could not be read
 * @param cpuWhite     the same of White's engine
 * @param cpuChildrenBlack the part of {@code cpuBlack} used by the processes Black's engine started
 * @param cpuChildrenWhite the part of {@code cpuWhite} used by the processes White's engine started
 */
public record GameResult(
        int index, boolean swapped, String black, String white, String result, double margin, int moves,
        int virtualBlack, int virtualWhite, int disputes, double timeBlack, double timeWhite,
        int illegalBlack, int illegalWhite, String errors, List<String> systems, int genmovesBlack,
        int genmovesWhite, double cpuBlack, double cpuWhite, double cpuChildrenBlack, double cpuChildrenWhite) {

    /** The counting systems whose results follow the artistic one in each row: Chinese, Japanese, AGA, Ing. */
    public static final List<CountingSystem> OTHER_SYSTEMS =
            List.of(CountingSystem.CHINESE, CountingSystem.JAPANESE, CountingSystem.AGA, CountingSystem.ING);

    /** The header line of {@code results.csv}. */
    public static final String HEADER = "game,swapped,black,white,result,margin,moves,virtual_black,virtual_white,"
            + "disputes,time_black,time_white,illegal_black,illegal_white,errors,"
            + String.join(",", OTHER_SYSTEMS.stream().map(CountingSystem::key).toList())
            + ",genmoves_black,genmoves_white,cpu_black,cpu_white,cpu_children_black,cpu_children_white";

    private static final int FIELDS_BEFORE_SYSTEMS = 15;
    /** The fields of a row with the other systems' columns, before the move counts and CPU times. */
    private static final int FIELDS_WITH_SYSTEMS = FIELDS_BEFORE_SYSTEMS + OTHER_SYSTEMS.size();
    /** The fields of a row with the move counts and CPU times, before the children's CPU times. */
    private static final int FIELDS_WITH_CPU = FIELDS_WITH_SYSTEMS + 4;
    private static final int FIELDS = FIELDS_WITH_CPU + 2;

    public GameResult {
        systems = List.copyOf(systems);
        if (!systems.isEmpty() && systems.size() != OTHER_SYSTEMS.size()) {
            throw new IllegalArgumentException("want a result for each of " + OTHER_SYSTEMS + ": " + systems);
        }
    }

    /**
     * A result without the other systems' counts (a game that was not counted), nor move counts and CPU times (as a
     * row of an earlier version reads).
     */
    public GameResult(int index, boolean swapped, String black, String white, String result, double margin,
                      int moves, int virtualBlack, int virtualWhite, int disputes, double timeBlack,
                      double timeWhite, int illegalBlack, int illegalWhite, String errors) {
        this(index, swapped, black, white, result, margin, moves, virtualBlack, virtualWhite, disputes, timeBlack,
                timeWhite, illegalBlack, illegalWhite, errors, List.of(), 0, 0, Double.NaN, Double.NaN, Double.NaN,
                Double.NaN);
    }

    /** The result under another counting system, if the game was counted. */
    public Optional<String> resultUnder(CountingSystem system) {
        int i = OTHER_SYSTEMS.indexOf(system);
        return systems.isEmpty() || i < 0 ? Optional.empty() : Optional.of(systems.get(i));
    }

    /** Whether the game counts for nobody. */
    public boolean isVoid() {
        return result.equals("Void");
    }

    /** What engine A scored: 1 a win, 0.5 a draw, 0 a loss; NaN when void. */
    public double scoreOfA() {
        if (isVoid()) {
            return Double.NaN;
        }
        if (result.equals("0")) {
            return 0.5;
        }
        boolean blackWon = result.startsWith("B+");
        return blackWon != swapped ? 1 : 0;
    }

    /** Engine A's margin (Black's margin when A had Black), NaN when the game was not scored. */
    public double marginOfA() {
        return swapped ? -margin : margin;
    }

    /** The name of engine A or B. */
    public String nameOf(boolean engineA) {
        return engineA != swapped ? black : white;
    }

    /** The illegal moves of engine A or B. */
    public int illegalOf(boolean engineA) {
        return engineA != swapped ? illegalBlack : illegalWhite;
    }

    /** The seconds engine A or B spent. */
    public double timeOf(boolean engineA) {
        return engineA != swapped ? timeBlack : timeWhite;
    }

    /** The moves, wall and CPU seconds of engine A or B. */
    MoveTimes timesOf(boolean engineA) {
        boolean black = engineA != swapped;
        return black ? MoveTimes.ofGame(genmovesBlack, timeBlack, cpuBlack, cpuChildrenBlack)
                : MoveTimes.ofGame(genmovesWhite, timeWhite, cpuWhite, cpuChildrenWhite);
    }

    /** The CSV row, without line end. */
    public String csv() {
        List<String> fields = new ArrayList<>(List.of(Integer.toString(index), swapped ? "1" : "0", black, white,
                result, Double.isNaN(margin) ? "" : number(margin), Integer.toString(moves),
                Integer.toString(virtualBlack), Integer.toString(virtualWhite), Integer.toString(disputes),
                String.format(Locale.ROOT, "%.3f", timeBlack), String.format(Locale.ROOT, "%.3f", timeWhite),
                Integer.toString(illegalBlack), Integer.toString(illegalWhite), errors));
        fields.addAll(systems.isEmpty() ? Collections.nCopies(OTHER_SYSTEMS.size(), "") : systems);
        fields.addAll(List.of(Integer.toString(genmovesBlack), Integer.toString(genmovesWhite), seconds(cpuBlack),
                seconds(cpuWhite), seconds(cpuChildrenBlack), seconds(cpuChildrenWhite)));
        return Csv.line(fields);
    }

    /**
     * The result in a row written by {@link #csv}, or by an earlier version without the children's CPU times, or also
     * without the move counts and CPU times, or also without the other systems' columns.
     *
     * @throws IllegalArgumentException when the row is not one
     */
    public static GameResult parse(String row) {
        List<String> f = Csv.fields(row);
        if (f.size() != FIELDS_BEFORE_SYSTEMS && f.size() != FIELDS_WITH_SYSTEMS && f.size() != FIELDS_WITH_CPU
                && f.size() != FIELDS) {
            throw new IllegalArgumentException("a results row has " + FIELDS + " fields: " + row);
        }
        List<String> systems = f.size() >= FIELDS_WITH_SYSTEMS ? f.subList(FIELDS_BEFORE_SYSTEMS, FIELDS_WITH_SYSTEMS)
                : List.of();
        boolean timed = f.size() >= FIELDS_WITH_CPU;
        boolean split = f.size() == FIELDS;
        try {
            return new GameResult(Integer.parseInt(f.get(0)), f.get(1).equals("1"), f.get(2), f.get(3), f.get(4),
                    f.get(5).isEmpty() ? Double.NaN : Double.parseDouble(f.get(5)), Integer.parseInt(f.get(6)),
                    Integer.parseInt(f.get(7)), Integer.parseInt(f.get(8)), Integer.parseInt(f.get(9)),
                    Double.parseDouble(f.get(10)), Double.parseDouble(f.get(11)),
                    Integer.parseInt(f.get(12)), Integer.parseInt(f.get(13)), f.get(14),
                    systems.stream().allMatch(String::isEmpty) ? List.of() : systems,
                    timed ? Integer.parseInt(f.get(19)) : 0, timed ? Integer.parseInt(f.get(20)) : 0,
                    timed ? cpuSeconds(f.get(21)) : Double.NaN, timed ? cpuSeconds(f.get(22)) : Double.NaN,
                    split ? cpuSeconds(f.get(23)) : Double.NaN, split ? cpuSeconds(f.get(24)) : Double.NaN);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad number in results row: " + row, e);
        }
    }

    /** CPU seconds as a field: empty when they could not be read. */
    private static String seconds(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.3f", value);
    }

    private static double cpuSeconds(String field) {
        return field.isEmpty() ? Double.NaN : Double.parseDouble(field);
    }

    private static String number(double value) {
        return jpd.scoring.ScoreReport.number(value);
    }
}
