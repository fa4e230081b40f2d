package jpd.player;

import java.util.Map;
import java.util.Set;
import jpd.rules.Point;
import jpd.scoring.Agreement;

/**
 * Estimated statuses of a position: the stones thought dead and in seki; every other stone is
 * thought alive.
 */
public record StatusEstimate(Set<Point> dead, Set<Point> seki) {

    /** Every stone alive. */
    public static final StatusEstimate ALL_ALIVE = new StatusEstimate(Set.of(), Set.of());

    public StatusEstimate {
        dead = Set.copyOf(dead);
        seki = Set.copyOf(seki);
    }

    /** The estimate as an agreement without claims, ready for the scorer. */
    public Agreement agreement() {
        return new Agreement(dead, seki, Map.of());
    }
}
