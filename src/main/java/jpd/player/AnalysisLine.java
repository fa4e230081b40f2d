package jpd.player;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Point;

/**
 * One line of streamed analysis as Leela Zero and KataGo write it: a section {@code info move D4 visits 5 ... pv D4
 * Q16} per candidate move, all on one line, and from KataGo whole-board sections ({@code ownership ...}). It reads
 * such lines, drops candidates, and makes lines of its own for players that generate their analysis.
 */
public final class AnalysisLine {
    /** The words that begin a section; a candidate's section begins with {@code info}. */
    private static final Set<String> SECTION_STARTS = Set.of("info", "ownership", "ownershipStdev", "rootInfo");

    private final List<String> sections;

    private AnalysisLine(List<String> sections) {
        this.sections = List.copyOf(sections);
    }

    /** Reads a line; text before its first section (none in either engine's output) is kept as a section of its own. */
    public static AnalysisLine parse(String line) {
        List<String> sections = new ArrayList<>();
        StringBuilder section = new StringBuilder();
        for (String word : line.strip().split("\\s+")) {
            if (SECTION_STARTS.contains(word) && !section.isEmpty()) {
                sections.add(section.toString());
                section.setLength(0);
            }
            section.append(section.isEmpty() ? "" : " ").append(word);
        }
        if (!section.isEmpty()) {
            sections.add(section.toString());
        }
        return new AnalysisLine(sections);
    }

    /** A line of these candidates, each made by {@link #candidate}. */
    public static AnalysisLine of(List<String> candidates) {
        return new AnalysisLine(candidates);
    }

    /**
     * A candidate's section: {@code info move MOVE} and the fields in the map's order, then {@code pv} and the
     * variation; the field names and number formats are the dialect's (Leela Zero: {@code visits}, {@code winrate}
     * in 1/10000, {@code prior}, {@code lcb}, {@code order}; KataGo: winrate as a fraction, {@code scoreMean}, ...).
     */
    public static String candidate(String move, Map<String, String> fields, List<String> variation) {
        StringBuilder text = new StringBuilder("info move ").append(move);
        fields.forEach((name, value) -> text.append(' ').append(name).append(' ').append(value));
        text.append(" pv");
        variation.forEach(pvMove -> text.append(' ').append(pvMove));
        return text.toString();
    }

    /** The candidates' sections ({@code info move D4 visits ... pv D4 C5}), in the line's order. */
    public List<String> candidateSections() {
        return sections.stream().filter(section -> candidateMove(section).isPresent()).toList();
    }

    /** The candidate moves, in the line's order, in upper case ({@code D4}, {@code PASS}). */
    public List<String> candidates() {
        List<String> moves = new ArrayList<>();
        for (String section : sections) {
            candidateMove(section).ifPresent(moves::add);
        }
        return moves;
    }

    /** This line without the candidates whose move fails the test; sections that are not candidates stay. */
    public AnalysisLine keep(Predicate<String> move) {
        List<String> kept = new ArrayList<>(sections.size());
        for (String section : sections) {
            Optional<String> candidate = candidateMove(section);
            if (candidate.isEmpty() || move.test(candidate.get())) {
                kept.add(section);
            }
        }
        return kept.size() == sections.size() ? this : new AnalysisLine(kept);
    }

    /** This line without the candidates that are illegal for this colour in the game; unreadable moves stay. */
    public AnalysisLine keepLegal(GameView game, Color color) {
        return keep(move -> {
            if (move.equalsIgnoreCase("pass")) {
                return game.isLegal(color, Move.PASS);
            }
            Optional<Point> point = Point.tryParse(move, game.size());
            return point.isEmpty() || game.isLegal(color, Move.at(point.get()));
        });
    }

    /** Whether nothing is left: such a line must not be written, since an empty line ends a GTP answer. */
    public boolean isEmpty() {
        return sections.isEmpty();
    }

    /** The line as written, sections separated by single spaces. */
    public String text() {
        return String.join(" ", sections);
    }

    @Override
    public String toString() {
        return text();
    }

    private static Optional<String> candidateMove(String section) {
        if (!section.startsWith("info move ")) {
            return Optional.empty();
        }
        int start = "info move ".length();
        int end = section.indexOf(' ', start);
        String move = end < 0 ? section.substring(start) : section.substring(start, end);
        return Optional.of(move.toUpperCase(Locale.ROOT));
    }
}
