package jpd.gtp;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import jpd.player.Analysis;
import jpd.player.AnalysisCommand;
import jpd.player.AnalysisLine;
import jpd.player.AnalysisRefusedException;
import jpd.player.AnalysisRun;
import jpd.rules.Color;
import jpd.rules.Move;
import org.slf4j.LoggerFactory;

/**
 * GoGui's live graphics (GoGui manual, "Live Graphics"; {@code jpd gtp --live-gfx}): while a player that has the
 * analysis commands chooses a move, its search is drawn on GoGui's board every half second: the best variation
 * ({@code VAR}), the win rates in percent of the next most visited moves ({@code LABEL}), and the visits and the best
 * move's win rate in the status bar ({@code TEXT}), written to stderr as {@code gogui-gfx:} blocks, and cleared before
 * the move is answered.
 */
final class LiveGraphics {
    /** Draws nothing: genmove asks the player as usual. */
    static final LiveGraphics NONE = new LiveGraphics(null);
    /** The period of the drawings, in centiseconds as the analysis commands take it. */
    private static final String PERIOD_CENTISECONDS = "50";
    /** How many candidates get a label. */
    private static final int LABELS = 5;

    private final PrintStream stderr;

    private LiveGraphics(PrintStream stderr) {
        this.stderr = stderr;
    }

    /** Drawings written to this stream (the process's stderr, which GoGui reads). */
    static LiveGraphics to(PrintStream stderr) {
        return new LiveGraphics(stderr);
    }

    /**
     * The player's choice of a move for this colour, drawn as it goes when the player has {@code lz-genmove_analyze}
     * (the same search as genmove's); empty means resign.
     */
    Optional<Move> chooseMove(Session session, Color color, boolean allowVirtual) throws GtpError {
        Optional<Analysis> analysis = session.player().analysis();
        // KataGo's format carries the lead (scoreLead), which Leela Zero's lacks.
        Optional<AnalysisCommand> command = analysis.flatMap(commands -> Stream.of(
                AnalysisCommand.KATA_GENMOVE_ANALYZE, AnalysisCommand.LZ_GENMOVE_ANALYZE)
                .filter(commands.commands()::contains).findFirst());
        if (stderr == null || command.isEmpty()) {
            return session.player().chooseMove(session.game(), color, allowVirtual);
        }
        AnalysisRun run;
        try {
            run = analysis.get().begin(session.game(), command.get(), color, List.of(PERIOD_CENTISECONDS),
                    allowVirtual);
        } catch (AnalysisRefusedException refused) {
            throw new GtpError(refused.getMessage());
        }
        try {
            return run.forward(line -> draw(line.keepLegal(session.game(), color), color));
        } finally {
            // Said before the answer, so that GoGui does not draw a late block during the next command.
            stderr.print("gogui-gfx: CLEAR\n");
            stderr.flush();
        }
    }

    private void draw(AnalysisLine line, Color color) {
        if (line.candidateSections().isEmpty()) {
            return;
        }
        String block;
        try {
            block = block(line, color);
        } catch (NumberFormatException | IndexOutOfBoundsException unreadable) {
            // A wrapped engine's line in another format: nothing to draw, and the move goes on.
            LoggerFactory.getLogger(LiveGraphics.class).debug("not drawn: {}", line);
            return;
        }
        stderr.print(block);
        stderr.flush();
    }

    /**
     * The drawing of a Leela Zero or KataGo analysis line of this colour's search, one block ending with an empty line: the best
     * variation, numbered on the board; the win rates of the next most visited moves, on points it leaves empty.
     *
     * @throws NumberFormatException or {@link IndexOutOfBoundsException} for a candidate without its visits or win rate
     */
    static String block(AnalysisLine line, Color color) {
        List<String> sections = line.candidateSections();
        List<String> best = Arrays.asList(sections.get(0).split(" "));
        List<String> variation = best.subList(best.indexOf("pv") + 1, best.size());
        StringBuilder moves = new StringBuilder("VAR");
        Color mover = color;
        for (String move : variation) {
            moves.append(' ').append(mover == Color.BLACK ? 'b' : 'w').append(' ').append(move);
            mover = mover.opponent();
        }
        StringBuilder labels = new StringBuilder("LABEL");
        int labelled = 0;
        long visits = 0;
        for (String section : sections) {
            List<String> words = Arrays.asList(section.split(" "));
            visits += Long.parseLong(value(words, "visits"));
            String move = words.get(2);
            if (labelled < LABELS && !variation.contains(move) && !move.equals("PASS")) {
                labels.append(' ').append(move).append(' ').append(Math.round(percent(value(words, "winrate"))));
                labelled++;
            }
        }
        String text = String.format(Locale.ROOT, "TEXT %s: %d visits, %s wins %.1f%%",
                color.toString().toLowerCase(Locale.ROOT), visits, best.get(2), percent(value(best, "winrate")));
        if (best.contains("scoreLead")) {
            // For the side to move; through jpd's engine rules profile, in points of the artistic margin.
            double lead = Double.parseDouble(value(best, "scoreLead"));
            Color leader = lead >= 0 ? color : color.opponent();
            text += String.format(Locale.ROOT, ", %s leads by %.1f", leader.toString().toLowerCase(Locale.ROOT),
                    Math.abs(lead));
        }
        List<String> lines = new ArrayList<>(List.of("gogui-gfx:", moves.toString()));
        if (labelled > 0) {
            lines.add(labels.toString());
        }
        lines.addAll(List.of(text, "", ""));
        return String.join("\n", lines);
    }

    /** A win rate in percent: KataGo writes a fraction ({@code 0.542}), Leela Zero hundredths of a percent. */
    private static double percent(String winrate) {
        return winrate.contains(".") || winrate.contains("e") ? Double.parseDouble(winrate) * 100
                : Long.parseLong(winrate) / 100.0;
    }

    /** The word after a key in a section's words. */
    private static String value(List<String> words, String key) {
        return words.get(words.indexOf(key) + 1);
    }
}
