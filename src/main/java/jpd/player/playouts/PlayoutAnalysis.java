package jpd.player.playouts;

import java.util.List;
import java.util.Optional;
import jpd.player.AvoidedMoves;
import jpd.player.ScratchBoards;
import jpd.player.SearchAnalysis;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;

/**
 * The playout player's analysis commands ({@link SearchAnalysis}): every interval the root's moves are reported
 * ({@link AnalysisReport}), the lines going to the sink from the search thread that makes them (one at a time: the
 * watch reports under its lock).
 */
final class PlayoutAnalysis extends SearchAnalysis {
    private final PlayoutPlayer player;

    PlayoutAnalysis(PlayoutPlayer player) {
        this.player = player;
    }

    /** Whether a legal move of this colour, not into an own true eye, is left to search at the root. */
    @Override
    protected boolean leavesAMove(Request request) {
        GameView game = request.game();
        Color color = request.color();
        AvoidedMoves avoided = request.options().avoided();
        Board board = ScratchBoards.copyOf(game.board());
        for (int i = 0; i < board.emptyCount(); i++) {
            int cell = board.emptyCell(i);
            if (avoided.allows(color.code(), cell, 0) && !Eyes.isTrueEye(board, cell, color)
                    && game.isLegal(color, Move.at(board.pointOf(cell)))) {
                return true;
            }
        }
        return avoided.allows(color.code(), Position.PASS, 0) && game.isLegal(color, Move.PASS)
                || request.allowVirtual() && avoided.allows(color.code(), Position.VIRTUAL, 0)
                && game.isLegal(color, Move.VIRTUAL);
    }

    @Override
    protected Run run(Request request) {
        return new PlayoutRun(request);
    }

    private final class PlayoutRun extends Run {
        private final SearchWatch watch;
        private AnalysisReport report;

        PlayoutRun(Request request) {
            super(request);
            watch = new SearchWatch(request.options().intervalCentiseconds() * 10_000_000L,
                    request.options().ownership(), this::report);
        }

        /** Passes the line of the searches as they stand to the sink. */
        private void report(SearchRoot root, List<Search> searches) {
            if (report == null || report.root() != root) {
                report = new AnalysisReport(root, request.dialect(), request.options().maxMoves(),
                        request.options().ownership());
            }
            emit(report.line(searches));
        }

        @Override
        protected Optional<Move> chooseMove() {
            return player.chooseMove(request.game(), request.color(), request.allowVirtual(), watch,
                    request.options().avoided());
        }

        @Override
        protected void analyze() {
            player.analyze(request.game(), request.color(), request.allowVirtual(), watch, request.options().avoided());
        }

        @Override
        protected void reportNow() {
            watch.reportNow();
        }

        @Override
        protected void stopSearch() {
            watch.stop();
        }
    }
}
