package jpd.player;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;

/**
 * The analysis commands of a player with its own search: {@code lz-analyze} and {@code kata-analyze} (and Sabaki's
 * {@code analyze}) search the position until the next command, the genmove variants search as genmove does and then
 * play. The options are read by {@link AnalysisOptions}; a command whose {@code avoid} and {@code allow} leave no move
 * is refused. A subclass says how its search runs and reports.
 */
public abstract class SearchAnalysis implements Analysis {
    @Override
    public final Set<AnalysisCommand> commands() {
        return EnumSet.allOf(AnalysisCommand.class);
    }

    @Override
    public final AnalysisRun begin(GameView game, AnalysisCommand command, Color color, List<String> options,
                                   boolean allowVirtual) throws AnalysisRefusedException {
        AnalysisDialect dialect = AnalysisDialect.of(command);
        AnalysisOptions parsed = AnalysisOptions.parse(options, dialect == AnalysisDialect.KATAGO,
                ScratchBoards.copyOf(game.board()));
        Request request = new Request(game, command, color, allowVirtual, dialect, parsed);
        if (!parsed.avoided().isEmpty() && !leavesAMove(request)) {
            throw new AnalysisRefusedException("avoid and allow leave " + color.toString().toLowerCase(Locale.ROOT)
                    + " no legal move to search");
        }
        return run(request);
    }

    /** Whether the avoided moves of this request leave its colour a legal move to search at the root. */
    protected abstract boolean leavesAMove(Request request);

    /** The run of this request, not yet started. */
    protected abstract Run run(Request request);

    /** What one command asks for. */
    public record Request(GameView game, AnalysisCommand command, Color color, boolean allowVirtual,
                          AnalysisDialect dialect, AnalysisOptions options) {
    }

    /** One command under way: the search runs on the thread that forwards its lines. */
    protected abstract static class Run implements AnalysisRun {
        protected final Request request;
        private final CountDownLatch stopped = new CountDownLatch(1);
        private volatile Consumer<AnalysisLine> sink = line -> { };

        protected Run(Request request) {
            this.request = request;
        }

        @Override
        public final Optional<Move> forward(Consumer<AnalysisLine> lineSink) {
            sink = lineSink;
            if (request.command().choosesMove()) {
                Optional<Move> move = chooseMove();
                // As KataGo does, the last state of the search comes whatever the interval.
                reportNow();
                return move;
            }
            analyze();
            try {
                // A search that has grown as large as memory allows waits for the next command, as a GUI expects.
                stopped.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Optional.empty();
        }

        @Override
        public final void stop() {
            // A genmove variant's move is waited for, as genmove's is.
            if (!request.command().choosesMove()) {
                stopped.countDown();
                stopSearch();
            }
        }

        /** Whether {@link #stop} has ended this run (a search started after it must stop at once). */
        protected final boolean stopRequested() {
            return stopped.getCount() == 0;
        }

        /** Passes a line to the sink, unless it is empty (nothing visited yet). */
        protected final void emit(AnalysisLine line) {
            if (!line.isEmpty()) {
                sink.accept(line);
            }
        }

        /** Searches as genmove does, reporting every interval, and returns the move to play. */
        protected abstract Optional<Move> chooseMove();

        /** Searches until stopped or full, reporting every interval. */
        protected abstract void analyze();

        /** Reports the search as it stands, if one has started. */
        protected abstract void reportNow();

        /** Ends the search at its next look at the clock. */
        protected abstract void stopSearch();
    }
}
