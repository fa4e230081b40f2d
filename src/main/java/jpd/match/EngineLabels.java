package jpd.match;

import java.util.Optional;

/**
 * The names a user gave the two engines of a match, which the records, summary and report use instead of the
 * names the engines answer.
 *
 * @param a engine A's label, if given
 * @param b engine B's label, if given
 */
public record EngineLabels(Optional<String> a, Optional<String> b) {
    /** No label: each engine is called by the name and version it answers. */
    public static final EngineLabels NONE = new EngineLabels(Optional.empty(), Optional.empty());

    public EngineLabels {
        for (Optional<String> label : java.util.List.of(a, b)) {
            if (label.filter(text -> text.isBlank() || text.contains("\n") || text.contains(",")).isPresent()) {
                throw new IllegalArgumentException("a label is one line of text without commas: '" + label.get() + "'");
            }
        }
    }

    /** Engine A's or B's label, if given. */
    public Optional<String> of(boolean engineA) {
        return engineA ? a : b;
    }

    /** The line of a folder's identity that names the labels; none without labels, so old folders still resume. */
    String identityLine() {
        return a.isEmpty() && b.isEmpty() ? "" : "labels: " + a.orElse("-") + ", " + b.orElse("-") + "\n";
    }
}
