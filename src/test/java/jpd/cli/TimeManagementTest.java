package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The built-in player's time budget from the GTP clock commands, through the real program: the
 * budgets it logs are checked against the clock it was told, never the wall time it took.
 */
class TimeManagementTest {
    /** The built-in player's log at info level: one line per move with its budget. */
    private static final List<String> INFO_LOG =
            List.of("-Dorg.slf4j.simpleLogger.log.jpd.player.playouts.PlayoutPlayer=info");
    private static final Pattern BUDGET = Pattern.compile("budget (\\d+\\.\\d+) s");

    /** The budgets of the genmoves in this session on a 9x9 board, searching as long as the clock allows. */
    private static List<Double> budgets(String session) throws Exception {
        EngineProcess.Run run;
        try (EngineProcess engine = EngineProcess.start(INFO_LOG, "gtp", "--size", "9", "--seed", "3",
                "--player", "playouts", "--playouts", "100000000", "--seconds-per-move", "100")) {
            for (String command : session.strip().split("\n")) {
                String answer = engine.ask(command);
                assertTrue(answer.startsWith("="), command + " -> " + answer);
            }
            run = engine.finish();
        }
        List<Double> budgets = new ArrayList<>();
        Matcher found = BUDGET.matcher(run.stderr());
        while (found.find()) {
            budgets.add(Double.valueOf(found.group(1)));
        }
        return budgets;
    }

    @Test
    void absoluteTimeIsSharedOverTheMovesToComeAndTimeLeftResetsTheClock() throws Exception {
        // 81 empty points: about 27 own moves to come; 80 after one move: about 26.
        List<Double> budgets = budgets("""
                kgs-time_settings absolute 6
                genmove b
                time_left w 2 0
                genmove w
                """);
        // Half of a small share is kept back: 6/27/2 and 2/26/2.
        assertEquals(List.of(0.11, 0.04), budgets);
    }

    @Test
    void byoYomiAndCanadianOvertimeGiveEachMoveItsShareOfThePeriod() throws Exception {
        List<Double> budgets = budgets("""
                kgs-time_settings byoyomi 0 1 3
                genmove b
                time_left w 1 2
                genmove w
                time_settings 0 2 5
                genmove b
                time_left w 1 2
                genmove w
                """);
        // A 1 s period less 0.3 s; 2 s over 5 stones less half; 1 s over the 2 stones left less half.
        assertEquals(List.of(0.70, 0.70, 0.20, 0.25), budgets);
    }
}
