package jpd.gtp;

import java.util.Optional;
import jpd.player.Pondering;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.MoveResult;
import jpd.rules.Phase;
import jpd.rules.Point;

/** Board, komi and moves: boardsize, clear_board, komi, play, genmove, reg_genmove, undo, is_legal, showboard. */
final class GameCommands {
    private static final String RESIGN = "resign";
    private final Session session;
    private final LiveGraphics liveGraphics;

    GameCommands(Session session, LiveGraphics liveGraphics) {
        this.session = session;
        this.liveGraphics = liveGraphics;
    }

    void register(CommandTable table) {
        table.register("boardsize", this::boardsize);
        table.register("clear_board", this::clearBoard);
        table.register("komi", this::komi);
        table.register("play", this::play);
        table.registerInterruptible("genmove", new StreamingHandler() {
            @Override
            public StreamedAnswer open(Arguments args) throws GtpError {
                return generateAndPonder(args);
            }

            @Override
            public String handle(Arguments args) throws GtpError {
                return generate(args, true);
            }
        });
        table.registerInterruptible("reg_genmove", args -> generate(args, false));
        table.register("undo", this::undo);
        table.register("is_legal", this::isLegal);
        table.register("showboard", this::showboard);
    }

    private String boardsize(Arguments args) throws GtpError {
        args.expect(1);
        long size = args.integer(0);
        if (size < 2 || size > Point.MAX_SIZE) {
            throw new GtpError("unacceptable size");
        }
        session.newGame((int) size, session.game().rules());
        return "";
    }

    private String clearBoard(Arguments args) throws GtpError {
        args.expect(0);
        session.newGame(session.game().size(), session.game().rules());
        return "";
    }

    private String komi(Arguments args) throws GtpError {
        args.expect(1);
        double komi = args.number(0);
        if (Math.abs(komi) > GtpConfig.MAX_KOMI) {
            throw new GtpError("komi out of range: at most " + (int) GtpConfig.MAX_KOMI + " either way");
        }
        session.setKomi(komi);
        return "";
    }

    private String play(Arguments args) throws GtpError {
        args.expect(2);
        Color color = args.color(0);
        Move move = args.move(1, session.game().size());
        MoveResult result = session.playSent(color, move);
        if (result instanceof MoveResult.Illegal illegal) {
            throw new GtpError("illegal move: " + illegal.reason().message());
        }
        return "";
    }

    /** genmove and reg_genmove: ask the player; genmove also plays the answer. */
    private String generate(Arguments args, boolean playIt) throws GtpError {
        args.expect(1);
        Color color = args.color(0);
        requireLegalAction(session, color);
        boolean allowVirtual = session.extendedMoves();
        return record(session, color, liveGraphics.chooseMove(session, color, allowVirtual), allowVirtual, playIt);
    }

    /**
     * genmove, after which the player may ponder until the next command: the server ends the answer's stream, which
     * stops the pondering, before it executes that command.
     */
    private StreamedAnswer generateAndPonder(Arguments args) throws GtpError {
        String answer = generate(args, true);
        boolean moved = !answer.equals(RESIGN);
        Pondering pondering = moved ? session.player().ponder(session.game(), session.extendedMoves()) : Pondering.NONE;
        return StreamedAnswer.thenPondering(answer, pondering);
    }

    /**
     * Refuses to generate a move in a game that has ended, or for a colour that has no legal action: one whose own
     * pass waits for the opponent's answer (RULES.md §11.4). The players then choose among legal actions.
     */
    static void requireLegalAction(Session session, Color color) throws GtpError {
        GameView game = session.game();
        if (game.phase() == Phase.ENDED) {
            throw new GtpError("the game has ended");
        }
        if (!LegalMoves.any(game, color)) {
            boolean pending = game.pendingPasser().equals(Optional.of(color));
            throw new GtpError(Names.of(color) + " has no legal action" + (pending ? ": its own pass is pending until "
                    + Names.of(color.opponent()) + " answers it (a move, or a pass that stops play)" : ""));
        }
    }

    /** The answer to a move generation: {@code resign} for no choice, else the move, played when {@code playIt}. */
    static String record(Session session, Color color, Optional<Move> choice, boolean allowVirtual, boolean playIt)
            throws GtpError {
        if (choice.isEmpty()) {
            return RESIGN;
        }
        Move move = choice.get();
        if (move.isVirtual() && !allowVirtual) {
            throw new GtpError("the player chose a virtual move, but extended moves are off");
        }
        if (playIt && session.play(color, move) instanceof MoveResult.Illegal illegal) {
            throw new GtpError("the player chose an illegal move " + move + ": " + illegal.reason().message());
        }
        return move.toString();
    }

    private String undo(Arguments args) throws GtpError {
        args.expect(0);
        if (!session.undo()) {
            throw new GtpError("cannot undo");
        }
        return "";
    }

    private String isLegal(Arguments args) throws GtpError {
        args.expect(2);
        Color color = args.color(0);
        Move move = args.move(1, session.game().size());
        return session.game().isLegal(color, move) ? "1" : "0";
    }

    private String showboard(Arguments args) throws GtpError {
        args.expect(0);
        return BoardDiagram.render(session.game());
    }
}
