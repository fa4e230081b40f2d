package jpd.gtp;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.rules.Point;
import jpd.scoring.Agreement;
import jpd.scoring.ScoreReport;
import jpd.sgf.GameRecord;
import jpd.sgf.SgfException;
import jpd.sgf.TrayBoard;

/**
 * {@code jpd gtp --gogui}: the ruler protocol on GoGui's board one row larger than the game
 * ({@link TrayBoard}), and the game commands that GoGui's clicks reach. A game id other than
 * {@code Go} makes GoGui follow our board, turn, legal moves and result; the program and the
 * ruler are two such processes that see the same {@code play} commands.
 */
final class GoGuiCommands {
    /** Not {@code Go}, which would make GoGui play by its own rules. */
    static final String GAME_ID = "ArtisticGo";

    private final Session session;
    private final GoGuiGame game;
    private final RulerCommands ruler;
    private final SgfCommands sgf;

    GoGuiCommands(Session session) {
        this.session = session;
        this.game = new GoGuiGame(session);
        this.ruler = new RulerCommands(session);
        this.sgf = new SgfCommands(session, this::read);
    }

    /** Puts the GoGui meaning of these commands into a table that has the plain ones. */
    void replaceIn(CommandTable table) {
        table.replace("boardsize", this::boardsize);
        table.replace("komi", this::komi);
        table.replace("play", this::play);
        table.replace("genmove", this::genmove);
        table.replace("undo", this::undo);
        table.replace("loadsgf", sgf::loadsgf);
        table.replace("gogui-rules_game_id", args -> answer(args, GAME_ID));
        table.replace("gogui-rules_board_size", args -> answer(args, Integer.toString(game.tray().size())));
        table.replace("gogui-rules_board", args -> answer(args, board()));
        table.replace("gogui-rules_side_to_move", args -> answer(args, Names.of(game.toMove())));
        table.replace("gogui-rules_legal_moves", args -> answer(args, legalMoves()));
        table.replace("gogui-rules_captured_count", args -> answer(args, RulerCommands.capturedCount(session.game())));
        table.replace("gogui-rules_board_gfx", args -> answer(args, boardGfx()));
        table.replace("gogui-rules_final_result", ruler::finalResult);
        table.replace("gogui-analyze_commands", args -> answer(args, readOnlyAnalyzeCommands()));
        // GoGui clears its status bar after every click but shows an auto-run analyze command's TEXT: there, while
        // the statuses are clicked, the program's score drawing is the ruler's, with the running score of the marks.
        Handler estimated = table.find("jpd-score_gfx").orElseThrow();
        table.replace("jpd-score_gfx", args -> session.game().phase() == Phase.STOPPED || game.isOver()
                ? answer(args, boardGfx()) : estimated.handle(args));
    }

    /**
     * Analyze commands reach the program and never the ruler, whose board GoGui shows: only those
     * that change nothing are offered, and clicks do the rest.
     */
    private static String readOnlyAnalyzeCommands() {
        return String.join("\n", AnalyzeCommands.ENTRIES.lines()
                .filter(entry -> !entry.startsWith("none/") && !entry.startsWith("param/")).toList());
    }

    private static String answer(Arguments args, String text) throws GtpError {
        args.expect(0);
        return text;
    }

    /** GoGui's board size, the tray row included: the game is one smaller. */
    private String boardsize(Arguments args) throws GtpError {
        args.expect(1);
        long size = args.integer(0);
        if (size < 3 || size > Point.MAX_SIZE) {
            throw new GtpError("unacceptable size");
        }
        session.newGame((int) size - 1, session.game().rules());
        return "";
    }

    /** The ruler never hears komi, so the program keeps the komi both got on the command line. */
    private String komi(Arguments args) throws GtpError {
        args.expect(1);
        double komi = args.number(0);
        if (komi != session.komi()) {
            throw new GtpError("komi stays " + ScoreReport.number(session.komi()) + " with --gogui (the ruler cannot hear"
                    + " komi): give --komi " + ScoreReport.number(komi) + " to both");
        }
        return "";
    }

    private String play(Arguments args) throws GtpError {
        args.expect(2);
        Color color = args.color(0);
        game.click(color, args.move(1, game.tray().size()));
        return "";
    }

    /** The player's move as a click; while stopped, a mark towards its estimate, a dispute, or acceptance. */
    private String genmove(Arguments args) throws GtpError {
        args.expect(1);
        Color color = args.color(0);
        if (game.isOver()) {
            throw new GtpError("the game is over");
        }
        if (color != game.toMove()) {
            throw new GtpError(Names.of(game.toMove()) + " is to move (with --gogui every click is a turn)");
        }
        Move click;
        if (session.game().phase() == Phase.STOPPED) {
            click = stoppedChoice(color);
        } else {
            Optional<Move> choice = session.player().chooseMove(session.game(), color, true);
            if (choice.isEmpty()) {
                return "resign";
            }
            click = choice.get().isVirtual() ? Move.at(game.tray().trayPoint(0)) : choice.get();
        }
        game.click(color, click);
        return click.toString();
    }

    /**
     * The first passer whose marks the opponent changed resumes play (the spare column, then its
     * move, or a pass when no real move is legal) to settle the dispute; otherwise the first chain
     * marked unlike the estimate is clicked, then the first claim of the opponent that the estimate
     * does not give it anyway, and when none is, the tray.
     */
    private Move stoppedChoice(Color color) throws GtpError {
        GameView view = session.game();
        if (game.isResuming()) {
            return realMove(color).orElse(Move.PASS);
        }
        if (game.mayDispute() && game.opponentMarkedLast() && realMove(color).isPresent()) {
            return Move.at(game.tray().sparePoint());
        }
        Agreement estimate = session.estimatedStatuses();
        Agreement marks = game.marks();
        BoardView board = view.board();
        for (Point point : board.points()) {
            if (!board.isEmpty(point) && GoGuiGame.status(estimate, board, point) != GoGuiGame.status(marks, board, point)) {
                return Move.at(point);
            }
        }
        Map<Point, Color> owner = ScoreCommands.score(session, estimate).owner();
        for (Map.Entry<Point, Color> claim : marks.claims().entrySet()) {
            if (claim.getValue() == color.opponent() && owner.get(claim.getKey()) != claim.getValue()) {
                return Move.at(claim.getKey());
            }
        }
        return Move.at(game.tray().trayPoint(0));
    }

    /** The player's real move, or else the first legal one; empty when no real move is legal. */
    private Optional<Move> realMove(Color color) {
        GameView view = session.game();
        Optional<Move> choice = session.player().chooseMove(view, color, false);
        if (choice.isPresent() && choice.get().isReal() && view.isLegal(color, choice.get())) {
            return choice;
        }
        return view.board().points().stream().map(Move::at).filter(move -> view.isLegal(color, move)).findFirst();
    }

    private String undo(Arguments args) throws GtpError {
        args.expect(0);
        if (!game.undo()) {
            throw new GtpError("cannot undo");
        }
        return "";
    }

    /** A file GoGui saved, when SZ is one more than the game; any other file as plain SGF. */
    private GameRecord read(Path file) throws IOException, SgfException {
        try {
            GameRecord tray = GameRecord.readTray(file);
            if (tray.size() == session.game().size()) {
                return tray;
            }
        } catch (SgfException notGoGuis) {
            // read below as plain SGF, whose error says what is wrong
        }
        return GameRecord.read(file);
    }

    /** The tray row on top: Black's virtual stones from the left, White's from the right; then the game's rows. */
    private String board() {
        GameView view = session.game();
        TrayBoard tray = game.tray();
        int width = tray.size();
        int white = Math.min(view.virtualStones(Color.WHITE), Math.max(width - view.virtualStones(Color.BLACK), width / 2));
        int black = Math.min(view.virtualStones(Color.BLACK), width - white);
        List<String> rows = new ArrayList<>();
        rows.add("X".repeat(black) + ".".repeat(width - black - white) + "O".repeat(white));
        rows.addAll(RulerCommands.rows(view.board(), width));
        return String.join("\n", rows);
    }

    /**
     * Empty when the game is over; while stopped: every point of the game (marks and claims), the
     * tray, and for the first passer the spare column and pass (GoGui enables its Pass only when the
     * list has it); once the spare column was clicked, the real moves and pass.
     */
    private String legalMoves() {
        if (game.isOver()) {
            return "";
        }
        GameView view = session.game();
        List<Move> moves = new ArrayList<>();
        if (view.phase() == Phase.STOPPED) {
            BoardView board = view.board();
            for (Point point : board.points()) {
                if (!game.isResuming() || view.isLegal(view.toMove(), Move.at(point))) {
                    moves.add(Move.at(point));
                }
            }
            if (!game.isResuming()) {
                addTray(moves);
                if (game.mayDispute()) {
                    for (int row = 0; row < view.size(); row++) {
                        moves.add(Move.at(Point.of(view.size(), row)));
                    }
                }
            }
            if (game.mayDispute() && view.isLegal(view.toMove(), Move.PASS)) {
                moves.add(Move.PASS);
            }
            return LegalMoves.text(moves);
        }
        for (Move move : LegalMoves.of(view)) {
            if (move.isVirtual()) {
                addTray(moves);
            } else {
                moves.add(move);
            }
        }
        return LegalMoves.text(moves);
    }

    private void addTray(List<Move> moves) {
        for (int i = 0; i < game.tray().size(); i++) {
            moves.add(Move.at(game.tray().trayPoint(i)));
        }
    }

    /** While stopped: the score with the marks and what to click; while playing: the virtual stones and the turn. */
    private String boardGfx() throws GtpError {
        GameView view = session.game();
        String turn = Names.of(game.toMove()) + " clicks";
        if (game.isOver()) {
            return GoGuiScore.gfx(ScoreCommands.score(session, session.statuses()),
                    session.agreement().isPresent() ? "agreed, game over" : "game over");
        }
        if (view.phase() == Phase.STOPPED) {
            Agreement marks = game.marks();
            String help = game.isResuming() ? "a move resumes play" : "stone = dead/seki/alive, empty = claim,"
                    + " top row = accept" + (game.mayDispute() ? ", right column = resume play" : "");
            List<String> lines = new ArrayList<>();
            if (!marks.seki().isEmpty()) {
                lines.add("CIRCLE " + Names.vertices(marks.seki()));
            }
            if (!marks.claims().isEmpty()) {
                lines.add("SQUARE " + Names.vertices(marks.claims().keySet()));
            }
            lines.add(GoGuiScore.gfx(ScoreCommands.score(session, marks), "marks; " + turn + ": " + help));
            return String.join("\n", lines);
        }
        return "TEXT " + RulerCommands.virtualStones(view) + "; " + view.phase() + "; " + turn
                + "; top row = virtual move";
    }
}
