package jpd.gtp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jpd.rules.Color;
import jpd.rules.Point;

/** fixed_handicap, place_free_handicap and set_free_handicap: Black setup stones on an empty game. */
final class HandicapCommands {
    private final Session session;

    HandicapCommands(Session session) {
        this.session = session;
    }

    void register(CommandTable table) {
        table.register("fixed_handicap", this::fixedHandicap);
        table.register("place_free_handicap", this::placeFreeHandicap);
        table.register("set_free_handicap", this::setFreeHandicap);
    }

    private String fixedHandicap(Arguments args) throws GtpError {
        args.expect(1);
        int size = session.game().size();
        long count = args.integer(0);
        if (count < 2 || count > Handicap.maxFixed(size)) {
            throw new GtpError("invalid handicap");
        }
        requireEmptyGame();
        return place(Handicap.fixed(size, (int) count));
    }

    /** The fixed points as far as they go, then random empty points. */
    private String placeFreeHandicap(Arguments args) throws GtpError {
        args.expect(1);
        int size = session.game().size();
        long count = args.integer(0);
        if (count < 2 || count > size * size - 1) {
            throw new GtpError("invalid handicap");
        }
        // Checked before the shuffle: an error must not even advance the random source.
        requireEmptyGame();
        List<Point> points = new ArrayList<>(Handicap.fixed(size, (int) Math.min(count, Handicap.maxFixed(size))));
        List<Point> others = new ArrayList<>(session.game().board().points());
        others.removeAll(points);
        Collections.shuffle(others, session.random());
        points.addAll(others.subList(0, (int) count - points.size()));
        return place(points);
    }

    private String setFreeHandicap(Arguments args) throws GtpError {
        args.expectBetween(2, Integer.MAX_VALUE);
        int size = session.game().size();
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < args.count(); i++) {
            Point point = args.vertex(i, size);
            if (points.contains(point)) {
                throw new GtpError("duplicate vertex " + Notation.vertex(point));
            }
            points.add(point);
        }
        if (points.size() > size * size - 1) {
            throw new GtpError("invalid handicap: at least one point must stay empty");
        }
        requireEmptyGame();
        place(points);
        return "";
    }

    /** Puts the points as Black setup stones on the empty game (checked by the caller). */
    private String place(List<Point> points) {
        Map<Point, Color> stones = new LinkedHashMap<>();
        points.forEach(point -> stones.put(point, Color.BLACK));
        session.setup(stones);
        return Names.vertices(points);
    }

    private void requireEmptyGame() throws GtpError {
        if (!session.isEmptyGame()) {
            throw new GtpError("board not empty");
        }
    }
}
