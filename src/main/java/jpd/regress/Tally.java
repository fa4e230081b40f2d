package jpd.regress;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Collectors;

/** How many tests had each {@link Verdict}; verdicts not in the map had none. */
public record Tally(Map<Verdict, Integer> counts) {
    /** No tests yet. */
    public static final Tally EMPTY = new Tally(Map.of());

    /** Copies the counts so a tally never changes. */
    public Tally {
        counts = Map.copyOf(counts);
    }

    /** This tally with one more test of this verdict. */
    public Tally with(Verdict verdict) {
        Map<Verdict, Integer> more = new EnumMap<>(Verdict.class);
        more.putAll(counts);
        more.merge(verdict, 1, Integer::sum);
        return new Tally(more);
    }

    /** The sum of both tallies. */
    public Tally plus(Tally other) {
        Map<Verdict, Integer> sum = new EnumMap<>(Verdict.class);
        sum.putAll(counts);
        other.counts.forEach((verdict, count) -> sum.merge(verdict, count, Integer::sum));
        return new Tally(sum);
    }

    /** How many tests had this verdict. */
    public int count(Verdict verdict) {
        return counts.getOrDefault(verdict, 0);
    }

    /** Whether any test had an unexpected verdict. */
    public boolean hasUnexpected() {
        return Arrays.stream(Verdict.values()).anyMatch(verdict -> verdict.unexpected() && count(verdict) > 0);
    }

    /** Every count with its label, e.g. {@code 3 passed, 1 failed, 0 FAILED, 0 PASSED, 0 ignored}. */
    @Override
    public String toString() {
        return Arrays.stream(Verdict.values())
                .map(verdict -> count(verdict) + " " + verdict.label())
                .collect(Collectors.joining(", "));
    }
}
