package jpd.player.net;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import jpd.player.Analysis;
import jpd.player.AnalysisCommand;
import jpd.player.AnalysisDialect;
import jpd.player.AnalysisLine;
import jpd.player.AnalysisRefusedException;
import jpd.player.AnalysisRun;
import jpd.player.ScratchBoards;
import jpd.player.playouts.PlayoutAnalysis;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;

/**
 * The network player's analysis commands, with the options the built-in player reads
 * ({@link PlayoutAnalysis.Options}: interval, maxmoves, minmoves, avoid, allow, ownership): {@code lz-analyze} and
 * {@code kata-analyze} search until the next command, the genmove variants search as genmove does and then play.
 * Every interval a line gives the root's visited actions, most visited first, with the net's win rate and lead in
 * artistic points from the searching colour's view, and for KataGo when asked the net's ownership of the root.
 * Virtual moves are searched but not shown: no GUI can draw them.
 */
final class NetAnalysis implements Analysis {
    /** The lower confidence bound of a win rate lies this many standard errors below it. */
    private static final double LCB_ERRORS = 1.96;

    private final NetPlayer player;

    NetAnalysis(NetPlayer player) {
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
        PlayoutAnalysis.Options parsed = PlayoutAnalysis.Options.parse(options, dialect == AnalysisDialect.KATAGO,
                ScratchBoards.copyOf(game.board()));
        MoveFilter filter = parsed.avoided().isEmpty() ? MoveFilter.ALL
                : (mover, move, depth) -> parsed.avoided().allows(mover, move, depth, game.size());
        if (NetSearch.legalActions(game, color, allowVirtual, filter).isEmpty()) {
            throw new AnalysisRefusedException("avoid and allow leave " + color.toString().toLowerCase(Locale.ROOT)
                    + " no legal move to search");
        }
        return new Run(game, command, color, allowVirtual, dialect, parsed, filter);
    }

    /** The line of a search as it stands; empty while no action has been visited. */
    static AnalysisLine line(NetSearch search, AnalysisDialect dialect, int maxMoves, boolean ownership, int size) {
        List<String> sections = new ArrayList<>();
        for (Candidate candidate : search.candidates()) {
            if (sections.size() == maxMoves || candidate.visits() == 0) {
                break;
            }
            if (candidate.move().isVirtual()) {
                continue;
            }
            double winRate = candidate.winRate();
            double lcb = Math.max(0, winRate - LCB_ERRORS * Math.sqrt(winRate * (1 - winRate) / candidate.visits()));
            List<String> variation = new ArrayList<>();
            for (Move move : candidate.variation()) {
                if (move.isVirtual()) {
                    break;
                }
                variation.add(move.toString());
            }
            sections.add(AnalysisLine.candidate(candidate.move().toString(), dialect.fields(candidate.visits(),
                    winRate, lcb, candidate.lead(), candidate.leadStdev(), candidate.prior(), sections.size()),
                    variation));
        }
        float[] black = search.rootOwnership();
        if (ownership && !sections.isEmpty() && black != null) {
            double sign = NetNode.sign(search.mover());
            StringBuilder text = new StringBuilder("ownership");
            for (int row = size - 1; row >= 0; row--) {
                for (int column = 0; column < size; column++) {
                    text.append(' ').append(AnalysisDialect.decimal(sign * black[row * size + column]));
                }
            }
            sections.add(text.toString());
        }
        return AnalysisLine.of(sections);
    }

    /** One command under way: the search runs on the thread that forwards its lines. */
    private final class Run implements AnalysisRun {
        private final GameView game;
        private final AnalysisCommand command;
        private final Color color;
        private final boolean allowVirtual;
        private final AnalysisDialect dialect;
        private final PlayoutAnalysis.Options options;
        private final MoveFilter filter;
        private final CountDownLatch stopped = new CountDownLatch(1);
        private volatile NetSearch search;

        Run(GameView game, AnalysisCommand command, Color color, boolean allowVirtual, AnalysisDialect dialect,
            PlayoutAnalysis.Options options, MoveFilter filter) {
            this.game = game;
            this.command = command;
            this.color = color;
            this.allowVirtual = allowVirtual;
            this.dialect = dialect;
            this.options = options;
            this.filter = filter;
        }

        @Override
        public Optional<Move> forward(Consumer<AnalysisLine> sink) {
            long period = options.intervalCentiseconds() * 10_000_000L;
            Consumer<NetSearch> watch = started -> {
                search = started;
                started.reportEvery(period, () -> report(started, sink));
                if (stopped.getCount() == 0) {
                    started.stop();
                }
            };
            if (command.choosesMove()) {
                Optional<Move> move = player.chooseMove(game, color, allowVirtual, filter, watch);
                // As KataGo does, the last state of the search comes whatever the interval.
                if (search != null) {
                    report(search, sink);
                }
                return move;
            }
            NetSearch started = player.searchOf(game, color, allowVirtual, filter);
            watch.accept(started);
            player.analyze(started);
            try {
                // A search that has grown as large as memory allows waits for the next command, as a GUI expects.
                stopped.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Optional.empty();
        }

        private synchronized void report(NetSearch searched, Consumer<AnalysisLine> sink) {
            AnalysisLine line = line(searched, dialect, options.maxMoves(), options.ownership(), game.size());
            if (!line.isEmpty()) {
                sink.accept(line);
            }
        }

        @Override
        public void stop() {
            // A genmove variant's move is waited for, as genmove's is.
            if (command.choosesMove()) {
                return;
            }
            stopped.countDown();
            NetSearch running = search;
            if (running != null) {
                running.stop();
            }
        }
    }
}
