package jpd.scoring;

import java.util.ArrayList;
import java.util.List;

/** The counts of every system as text: GTP lines ({@code system: result}, then details) or a table. */
public final class SystemsTable {
    private SystemsTable() {
    }

    /** One {@code system: result} line per system, then every system's details. */
    public static List<String> lines(List<SystemScore> scores) {
        List<String> lines = new ArrayList<>();
        for (SystemScore score : scores) {
            lines.add(score.system().key() + ": " + score.result());
        }
        lines.addAll(details(scores));
        return lines;
    }

    /** Each system's komi, scores and details, {@code key: value} per line. */
    public static List<String> details(List<SystemScore> scores) {
        List<String> lines = new ArrayList<>();
        for (SystemScore score : scores) {
            lines.add(score.system().key() + "_komi: " + ScoreReport.number(score.komi()));
            lines.add(score.system().key() + "_black: " + ScoreReport.number(score.black()));
            lines.add(score.system().key() + "_white: " + ScoreReport.number(score.white()));
            lines.addAll(score.details());
        }
        return lines;
    }

    /** A column-aligned table: system, Black, White, komi, result. */
    public static List<String> table(List<SystemScore> scores) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"system", "Black", "White", "komi", "result"});
        for (SystemScore score : scores) {
            rows.add(new String[] {score.system().key(), ScoreReport.number(score.black()),
                ScoreReport.number(score.white()), ScoreReport.number(score.komi()), score.result()});
        }
        int[] widths = new int[rows.get(0).length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        List<String> lines = new ArrayList<>();
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder(String.format("%-" + widths[0] + "s", row[0]));
            for (int i = 1; i < row.length; i++) {
                line.append("  ").append(String.format("%" + widths[i] + "s", row[i]));
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
