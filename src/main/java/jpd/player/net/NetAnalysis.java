package jpd.player.net;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jpd.player.AnalysisDialect;
import jpd.player.AnalysisLine;
import jpd.player.SearchAnalysis;
import jpd.rules.Move;

/**
 * The network player's analysis commands ({@link SearchAnalysis}): every interval a line gives the root's visited
 * actions, most visited first, with the net's win rate and lead in artistic points from the searching colour's view,
 * and for KataGo when asked the net's ownership of the root. Virtual moves are searched but not shown: no GUI can
 * draw them.
 */
final class NetAnalysis extends SearchAnalysis {
    private final NetPlayer player;

    NetAnalysis(NetPlayer player) {
        this.player = player;
    }

    @Override
    protected boolean leavesAMove(Request request) {
        return !NetSearch.legalActions(request.game(), request.color(), request.allowVirtual(), filter(request))
                .isEmpty();
    }

    @Override
    protected Run run(Request request) {
        return new NetRun(request);
    }

    private static MoveFilter filter(Request request) {
        return request.options().avoided().isEmpty() ? MoveFilter.ALL : (mover, move, depth) ->
                request.options().avoided().allows(mover, move, depth, request.game().size());
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
            List<String> variation = new ArrayList<>();
            for (Move move : candidate.variation()) {
                if (move.isVirtual()) {
                    break;
                }
                variation.add(move.toString());
            }
            sections.add(AnalysisLine.candidate(candidate.move().toString(), dialect.fields(candidate.visits(),
                    winRate, candidate.lead(), candidate.leadStdev(), candidate.prior(), sections.size()),
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

    private final class NetRun extends Run {
        private final MoveFilter filter;
        private volatile NetSearch search;

        NetRun(Request request) {
            super(request);
            filter = filter(request);
        }

        /** Follows a search about to run: reports it every interval, and stops it if this run was stopped already. */
        private void watch(NetSearch started) {
            search = started;
            started.reportEvery(request.options().intervalCentiseconds() * 10_000_000L, () -> report(started));
            if (stopRequested()) {
                started.stop();
            }
        }

        private synchronized void report(NetSearch searched) {
            emit(line(searched, request.dialect(), request.options().maxMoves(), request.options().ownership(),
                    request.game().size()));
        }

        @Override
        protected Optional<Move> chooseMove() {
            return player.chooseMove(request.game(), request.color(), request.allowVirtual(), filter, this::watch);
        }

        @Override
        protected void analyze() {
            NetSearch started = player.searchOf(request.game(), request.color(), request.allowVirtual(), filter);
            watch(started);
            player.analyze(started);
        }

        @Override
        protected void reportNow() {
            NetSearch searched = search;
            if (searched != null) {
                report(searched);
            }
        }

        @Override
        protected void stopSearch() {
            NetSearch running = search;
            if (running != null) {
                running.stop();
            }
        }
    }
}
