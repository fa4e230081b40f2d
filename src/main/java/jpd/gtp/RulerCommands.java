package jpd.gtp;

import java.util.ArrayList;
import java.util.List;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Phase;
import jpd.rules.Point;

/**
 * GoGui's ruler protocol ({@code gogui-rules_*}) on the plain board, with game id {@code Go}, which
 * makes GoGui play by its own rules: virtual moves are not in the legal move list. The artistic
 * game by clicks is {@link GoGuiCommands} ({@code jpd gtp --gogui}).
 */
final class RulerCommands {
    private final Session session;

    RulerCommands(Session session) {
        this.session = session;
    }

    void register(CommandTable table) {
        table.register("gogui-rules_game_id", args -> answer(args, "Go"));
        table.register("gogui-rules_board_size", args -> answer(args, Integer.toString(session.game().size())));
        table.register("gogui-rules_board", args -> answer(args, board()));
        table.register("gogui-rules_side_to_move", args -> answer(args, Names.of(session.game().toMove())));
        table.register("gogui-rules_legal_moves", args -> answer(args, legalMoves()));
        table.register("gogui-rules_captured_count", args -> answer(args, capturedCount()));
        table.register("gogui-rules_board_gfx", this::boardGfx);
        table.register("gogui-rules_final_result", this::finalResult);
    }

    private static String answer(Arguments args, String text) throws GtpError {
        args.expect(0);
        return text;
    }

    private String board() {
        return String.join("\n", rows(session.game().board(), session.game().size()));
    }

    /** Rows of {@code .}, {@code X} and {@code O}, top row first, filled with {@code .} to this width. */
    static List<String> rows(BoardView board, int width) {
        List<String> rows = new ArrayList<>();
        for (int row = board.size() - 1; row >= 0; row--) {
            StringBuilder line = new StringBuilder();
            for (int column = 0; column < board.size(); column++) {
                line.append(BoardDiagram.symbol(board.colorAt(Point.of(column, row))));
            }
            rows.add(line + ".".repeat(width - board.size()));
        }
        return rows;
    }

    /** Empty once play has stopped or ended: that is how GoGui learns the game is over. */
    private String legalMoves() {
        GameView game = session.game();
        if (isOver(game)) {
            return "";
        }
        return LegalMoves.text(LegalMoves.of(game).stream().filter(move -> !move.isVirtual()).toList());
    }

    /** Stones captured by Black (White's), then by White (Black's). */
    private String capturedCount() {
        return capturedCount(session.game());
    }

    static String capturedCount(GameView game) {
        return game.captured(Color.WHITE) + " " + game.captured(Color.BLACK);
    }

    /** While playing: the virtual stones, which the board cannot show; once stopped: the score drawing. */
    private String boardGfx(Arguments args) throws GtpError {
        args.expect(0);
        GameView game = session.game();
        if (isOver(game)) {
            return GoGuiScore.gfx(ScoreCommands.score(session, session.statuses()), session.agreement().isPresent());
        }
        return "TEXT " + virtualStones(game) + "; " + Names.of(game.toMove()) + " to move";
    }

    /** Each side's count of virtual stones, in words. */
    static String virtualStones(GameView game) {
        return "virtual stones: Black " + game.virtualStones(Color.BLACK) + ", White " + game.virtualStones(Color.WHITE);
    }

    /** Play has stopped (until a dispute resumes it) or ended by repetition. */
    private static boolean isOver(GameView game) {
        return game.phase() == Phase.STOPPED || game.phase() == Phase.ENDED;
    }

    String finalResult(Arguments args) throws GtpError {
        args.expect(0);
        return GoGuiScore.words(ScoreCommands.score(session, session.statuses()), session.agreement().isPresent());
    }
}
