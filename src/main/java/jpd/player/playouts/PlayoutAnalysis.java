package jpd.player.playouts;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import jpd.player.Analysis;
import jpd.player.AnalysisCommand;
import jpd.player.AnalysisDialect;
import jpd.player.AnalysisLine;
import jpd.player.AnalysisRefusedException;
import jpd.player.AnalysisRun;
import jpd.player.ScratchBoards;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;

/**
 * The built-in player's analysis commands: {@code lz-analyze} and {@code kata-analyze} (and Sabaki's {@code analyze})
 * search the position until the next command, the genmove variants search as genmove does and then play; every
 * interval the root's moves are reported ({@link AnalysisReport}).
 *
 * <p>Options as Leela Zero and KataGo take them: an interval in centiseconds first, then {@code interval N},
 * {@code maxmoves N}, {@code minmoves N} (accepted; only visited moves are shown), {@code avoid} and {@code allow}
 * ({@link AvoidedMoves}; any number of them, adding up) and, for KataGo's dialect, {@code ownership true|false}.
 * Without an interval lines come only at the end of a genmove variant.
 */
public final class PlayoutAnalysis implements Analysis {
    private final PlayoutPlayer player;

    PlayoutAnalysis(PlayoutPlayer player) {
        this.player = player;
    }

    @Override
    public Set<AnalysisCommand> commands() {
        return EnumSet.allOf(AnalysisCommand.class);
    }

    @Override
    public AnalysisRun begin(GameView game, AnalysisCommand command, Color color, List<String> options,
                             boolean allowVirtual) throws AnalysisRefusedException {
        AnalysisDialect dialect = AnalysisDialect.of(command);
        Board board = ScratchBoards.copyOf(game.board());
        Options parsed = Options.parse(options, command.gtpName().startsWith("kata-"), board);
        if (!parsed.avoided().isEmpty() && !leavesAMove(game, board, color, parsed.avoided(), allowVirtual)) {
            throw new AnalysisRefusedException("avoid and allow leave " + color.toString().toLowerCase(Locale.ROOT)
                    + " no legal move to search");
        }
        return new Run(game, command, color, allowVirtual, dialect, parsed);
    }

    /** Whether a legal move of this colour, not into an own true eye, is left to search at the root. */
    private static boolean leavesAMove(GameView game, Board board, Color color, AvoidedMoves avoided,
                                       boolean allowVirtual) {
        for (int i = 0; i < board.emptyCount(); i++) {
            int cell = board.emptyCell(i);
            if (avoided.allows(color.code(), cell, 0) && !Eyes.isTrueEye(board, cell, color)
                    && game.isLegal(color, Move.at(board.pointOf(cell)))) {
                return true;
            }
        }
        return avoided.allows(color.code(), Position.PASS, 0) && game.isLegal(color, Move.PASS)
                || allowVirtual && avoided.allows(color.code(), Position.VIRTUAL, 0)
                && game.isLegal(color, Move.VIRTUAL);
    }

    /** The options of one analysis command, as both players read them. */
    public record Options(long intervalCentiseconds, int maxMoves, boolean ownership, AvoidedMoves avoided) {

        /** Reads the options of a command, {@code kata} for KataGo's dialect, avoided moves on this board. */
        public static Options parse(List<String> words, boolean kata, Board board) throws AnalysisRefusedException {
            long interval = 0;
            int maxMoves = Integer.MAX_VALUE;
            boolean ownership = false;
            AvoidedMoves avoided = AvoidedMoves.NONE;
            int next = 0;
            if (!words.isEmpty() && isCount(words.get(0))) {
                interval = Long.parseLong(words.get(0));
                next = 1;
            }
            while (next < words.size()) {
                String key = words.get(next);
                if (key.equals("avoid") || key.equals("allow")) {
                    avoided = AvoidedMoves.parse(words, next, avoided, board);
                    next += AvoidedMoves.WORDS;
                    continue;
                }
                String value = next + 1 < words.size() ? words.get(next + 1) : "";
                next += 2;
                switch (key) {
                    case "interval" -> interval = count(key, value);
                    case "maxmoves" -> maxMoves = (int) Math.min(Integer.MAX_VALUE, count(key, value));
                    case "minmoves" -> count(key, value);
                    case "ownership" -> {
                        if (!kata || !value.equals("true") && !value.equals("false")) {
                            throw new AnalysisRefusedException("ownership takes true or false, in kata- commands only");
                        }
                        ownership = value.equals("true");
                    }
                    default -> throw new AnalysisRefusedException("unknown analysis option: " + key
                            + " (known: an interval, interval, maxmoves, minmoves, avoid, allow"
                            + (kata ? ", ownership)" : ")"));
                }
            }
            return new Options(interval, maxMoves, ownership, avoided);
        }

        private static long count(String key, String value) throws AnalysisRefusedException {
            if (!isCount(value)) {
                throw new AnalysisRefusedException(key + " takes a whole number from 0, not '" + value + "'");
            }
            return Long.parseLong(value);
        }

        private static boolean isCount(String word) {
            return word.matches("[0-9]{1,9}");
        }
    }

    /**
     * One command under way: the search runs on the thread that forwards its lines, and the lines go to the sink from
     * the search thread that makes them (one at a time: the watch reports under its lock).
     */
    private final class Run implements AnalysisRun {
        private final GameView game;
        private final AnalysisCommand command;
        private final Color color;
        private final boolean allowVirtual;
        private final AnalysisDialect dialect;
        private final Options options;
        private final SearchWatch watch;
        private volatile Consumer<AnalysisLine> sink = line -> { };
        private AnalysisReport report;

        Run(GameView game, AnalysisCommand command, Color color, boolean allowVirtual,
            AnalysisDialect dialect, Options options) {
            this.game = game;
            this.command = command;
            this.color = color;
            this.allowVirtual = allowVirtual;
            this.dialect = dialect;
            this.options = options;
            watch = new SearchWatch(options.intervalCentiseconds() * 10_000_000L, options.ownership(), this::report);
        }

        /** Passes the line of the searches as they stand to the sink. */
        private void report(SearchRoot root, List<Search> searches) {
            if (report == null || report.root() != root) {
                report = new AnalysisReport(root, dialect, options.maxMoves(), options.ownership());
            }
            AnalysisLine line = report.line(searches);
            if (!line.isEmpty()) {
                sink.accept(line);
            }
        }

        @Override
        public Optional<Move> forward(Consumer<AnalysisLine> lineSink) {
            sink = lineSink;
            if (command.choosesMove()) {
                Optional<Move> move = player.chooseMove(game, color, allowVirtual, watch, options.avoided());
                // As KataGo does, the last state of the search comes whatever the interval.
                watch.reportNow();
                return move;
            }
            player.analyze(game, color, allowVirtual, watch, options.avoided());
            try {
                // A search that has grown as large as memory allows waits for the next command, as a GUI expects.
                watch.awaitStop();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Optional.empty();
        }

        @Override
        public void stop() {
            // A genmove variant's move is waited for, as genmove's is.
            if (!command.choosesMove()) {
                watch.stop();
            }
        }
    }
}
