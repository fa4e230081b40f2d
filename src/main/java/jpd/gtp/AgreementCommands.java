package jpd.gtp;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.Point;
import jpd.scoring.Agreement;

/** The agreement at a stop: jpd-dead, jpd-seki, jpd-claim and jpd-reset_status. */
final class AgreementCommands {
    private final Session session;

    AgreementCommands(Session session) {
        this.session = session;
    }

    void register(CommandTable table) {
        table.register("jpd-dead", this::dead);
        table.register("jpd-seki", this::seki);
        table.register("jpd-claim", this::claim);
        table.register("jpd-reset_status", this::resetStatus);
    }

    private String dead(Arguments args) throws GtpError {
        Agreement current = current();
        return agree(new Agreement(stones(args), current.seki(), current.claims()));
    }

    private String seki(Arguments args) throws GtpError {
        Agreement current = current();
        return agree(new Agreement(current.dead(), stones(args), current.claims()));
    }

    /** Replaces the claims of one colour; the points must be empty and not claimed by the other. */
    private String claim(Arguments args) throws GtpError {
        args.expectBetween(1, Integer.MAX_VALUE);
        Color color = args.color(0);
        BoardView board = session.game().board();
        Agreement current = current();
        Map<Point, Color> claims = new HashMap<>(current.claims());
        claims.values().removeIf(claimant -> claimant == color);
        for (int i = 1; i < args.count(); i++) {
            Point point = args.vertex(i, board.size());
            if (!board.isEmpty(point)) {
                throw new GtpError("vertex " + Notation.vertex(point) + " is not empty");
            }
            if (claims.get(point) == color.opponent()) {
                throw new GtpError("vertex " + Notation.vertex(point) + " is claimed by " + Names.of(color.opponent()));
            }
            claims.put(point, color);
        }
        return agree(new Agreement(current.dead(), current.seki(), claims));
    }

    private String resetStatus(Arguments args) throws GtpError {
        args.expect(0);
        session.forgetAgreement();
        return "";
    }

    /** The vertices of the arguments, each holding a stone. */
    private Set<Point> stones(Arguments args) throws GtpError {
        BoardView board = session.game().board();
        Set<Point> points = new LinkedHashSet<>();
        for (int i = 0; i < args.count(); i++) {
            Point point = args.vertex(i, board.size());
            if (board.isEmpty(point)) {
                throw new GtpError("vertex " + Notation.vertex(point) + " is empty");
            }
            points.add(point);
        }
        return points;
    }

    private Agreement current() {
        return session.agreement().orElse(Agreement.NONE);
    }

    private String agree(Agreement agreement) throws GtpError {
        try {
            agreement.validate(session.game().board());
        } catch (IllegalArgumentException e) {
            throw new GtpError(e.getMessage());
        }
        session.agree(agreement);
        return "";
    }
}
