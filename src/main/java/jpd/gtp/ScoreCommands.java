package jpd.gtp;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import jpd.rules.BoardView;
import jpd.rules.Point;
import jpd.scoring.Agreement;
import jpd.scoring.CountingSystem;
import jpd.scoring.ScoreReport;
import jpd.scoring.Scorer;
import jpd.scoring.Status;
import jpd.scoring.SystemsScorer;
import jpd.scoring.SystemsTable;

/** Scores and statuses as they stand: final_score, final_status_list, jpd-score_report, jpd-score_gfx and jpd-score_systems. */
final class ScoreCommands {
    private final Session session;

    ScoreCommands(Session session) {
        this.session = session;
    }

    void register(CommandTable table) {
        table.register("final_score", this::finalScore);
        table.register("final_status_list", this::finalStatusList);
        table.register("jpd-score_report", this::scoreReport);
        table.register("jpd-score_gfx", this::scoreGfx);
        table.register("jpd-score_systems", this::scoreSystems);
    }

    private String finalScore(Arguments args) throws GtpError {
        args.expect(0);
        return report(session.statuses()).result();
    }

    private String scoreReport(Arguments args) throws GtpError {
        args.expect(0);
        return String.join("\n", report(session.statuses()).lines());
    }

    /** The game counted under every system; arguments {@code system=komi} change a system's komi. */
    private String scoreSystems(Arguments args) throws GtpError {
        try {
            Map<CountingSystem, Double> komi = SystemsScorer.komi(session.game(), session.komi(), args.all());
            return String.join("\n", SystemsTable.lines(SystemsScorer.score(session.game(), session.statuses(), komi)));
        } catch (IllegalArgumentException e) {
            throw new GtpError("cannot score: " + e.getMessage());
        }
    }

    private String scoreGfx(Arguments args) throws GtpError {
        args.expect(0);
        return GoGuiScore.gfx(report(session.statuses()), session.agreement().isPresent());
    }

    /** One chain per line, as GNU Go; chains and their stones in board order. */
    private String finalStatusList(Arguments args) throws GtpError {
        args.expect(1);
        Status wanted = Status.valueOf(args.choice(0, "alive", "dead", "seki").toUpperCase(Locale.ROOT));
        Agreement statuses = session.statuses();
        Set<Point> dead = report(statuses).deadStones();
        BoardView board = session.game().board();
        Set<Point> seki = new HashSet<>();
        statuses.seki().forEach(point -> seki.addAll(board.chain(point)));
        Set<Point> listed = new HashSet<>();
        List<String> lines = new ArrayList<>();
        for (Point point : board.points()) {
            if (board.isEmpty(point) || listed.contains(point)) {
                continue;
            }
            List<Point> chain = board.chain(point);
            listed.addAll(chain);
            Status status = dead.contains(point) ? Status.DEAD : seki.contains(point) ? Status.SEKI : Status.ALIVE;
            if (status == wanted) {
                lines.add(Names.vertices(chain));
            }
        }
        return String.join("\n", lines);
    }

    private ScoreReport report(Agreement statuses) throws GtpError {
        return score(session, statuses);
    }

    /** The artistic score of the session's game with these statuses. */
    static ScoreReport score(Session session, Agreement statuses) throws GtpError {
        try {
            return Scorer.score(session.game(), statuses, session.komi());
        } catch (IllegalArgumentException e) {
            throw new GtpError("cannot score: " + e.getMessage());
        }
    }
}
