package jpd.gtp;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.MoveResult;
import jpd.rules.Phase;
import jpd.rules.Point;
import jpd.scoring.Agreement;
import jpd.scoring.Status;
import jpd.sgf.TrayBoard;

/**
 * The session's game as GoGui clicks it ({@code jpd gtp --gogui}): every click is a turn, so a
 * click of the colour not to move is refused, which also drops the copy of each move GoGui sends
 * its ruler twice. While play is stopped the clicks mark chains (alive, dead, seki, alive...),
 * claim empty points, and two clicks on the tray in a row accept the marks, which ends the game;
 * the first passer's click on the spare column makes its next click a move that resumes play, and its
 * pass resumes play with that pass pending, a proposal to stop again (RULES.md §6, §11.11).
 */
final class GoGuiGame {
    private enum Kind { ACTION, MARK, CLAIM, ACCEPT, RESUME }

    private record Click(Color color, Kind kind, Point point) {
    }

    private final Session session;
    private final List<Click> clicks = new ArrayList<>();
    /** The game the clicks end in: its lineage, action count and phase; another one means it changed under us. */
    private long lineage;
    private int actionCount = -1;
    private Phase phase;

    GoGuiGame(Session session) {
        this.session = session;
    }

    /** GoGui's board for the game's size. */
    TrayBoard tray() {
        return new TrayBoard(session.game().size());
    }

    /** Who clicks next: while stopped, the first passer after an even number of marking clicks (resuming is no turn). */
    Color toMove() {
        follow();
        GameView game = session.game();
        long turns = markingClicks().stream().filter(click -> click.kind() != Kind.RESUME).count();
        return turns % 2 == 0 ? game.toMove() : game.toMove().opponent();
    }

    /** Whether the last click, while stopped, was on the spare column: the next click is a move. */
    boolean isResuming() {
        List<Click> marking = markingClicks();
        return !marking.isEmpty() && marking.get(marking.size() - 1).kind() == Kind.RESUME;
    }

    /** The game ended by repetition, or both sides accepted the marks with a tray click in a row. */
    boolean isOver() {
        follow();
        List<Click> marking = markingClicks();
        int n = marking.size();
        return session.game().phase() == Phase.ENDED
                || n >= 2 && marking.get(n - 1).kind() == Kind.ACCEPT && marking.get(n - 2).kind() == Kind.ACCEPT;
    }

    /** Whether a real move may open a dispute now: only the first passer starts one (RULES.md §6). */
    boolean mayDispute() {
        return toMove() == session.game().toMove();
    }

    /** Whether the last click was the opponent's mark: a disagreement, after which the first passer may resume play. */
    boolean opponentMarkedLast() {
        List<Click> marking = markingClicks();
        return !marking.isEmpty() && marking.get(marking.size() - 1).kind() == Kind.MARK
                && marking.get(marking.size() - 1).color() != toMove();
    }

    /** The status of the chain holding this stone under an agreement that names chains by any of their stones. */
    static Status status(Agreement agreement, BoardView board, Point stone) {
        List<Point> chain = board.chain(stone);
        if (chain.stream().anyMatch(agreement.dead()::contains)) {
            return Status.DEAD;
        }
        return chain.stream().anyMatch(agreement.seki()::contains) ? Status.SEKI : Status.ALIVE;
    }

    /**
     * The statuses the marks give, every chain not marked alive, and the claims: a click on an empty
     * point claims it for the clicking colour, or takes back a claim of it, either colour's.
     */
    Agreement marks() {
        follow();
        Map<Point, Status> statuses = new HashMap<>();
        Map<Point, Color> claims = new HashMap<>();
        for (Click click : markingClicks()) {
            if (click.kind() == Kind.CLAIM && claims.remove(click.point()) == null) {
                claims.put(click.point(), click.color());
            } else if (click.kind() == Kind.MARK) {
                Status next = switch (statuses.getOrDefault(click.point(), Status.ALIVE)) {
                    case ALIVE -> Status.DEAD;
                    case DEAD -> Status.SEKI;
                    case SEKI -> Status.ALIVE;
                };
                for (Point stone : session.game().board().chain(click.point())) {
                    statuses.put(stone, next);
                }
            }
        }
        Set<Point> dead = new HashSet<>();
        Set<Point> seki = new HashSet<>();
        statuses.forEach((stone, status) -> {
            if (status == Status.DEAD) {
                dead.add(stone);
            } else if (status == Status.SEKI) {
                seki.add(stone);
            }
        });
        return new Agreement(dead, seki, claims);
    }

    /** Plays a click of GoGui's board (or {@code pass}, {@code virtual}); throws, changing nothing, when it means nothing. */
    void click(Color color, Move click) throws GtpError {
        if (isOver()) {
            throw new GtpError("illegal move: the game is over");
        }
        if (color != toMove()) {
            throw new GtpError("illegal move: " + Names.of(toMove()) + " is to move (with --gogui every click is a turn)");
        }
        TrayBoard.Click meaning = tray().meaning(session.game(), click, isResuming());
        if (meaning instanceof TrayBoard.Refused refused) {
            throw new GtpError("illegal move: " + refused.reason());
        } else if (meaning instanceof TrayBoard.Mark mark) {
            clicks.add(new Click(color, Kind.MARK, mark.stone()));
        } else if (meaning instanceof TrayBoard.Claim claim) {
            clicks.add(new Click(color, Kind.CLAIM, claim.point()));
        } else if (meaning instanceof TrayBoard.Resume) {
            requireFirstPasser();
            clicks.add(new Click(color, Kind.RESUME, null));
        } else if (meaning instanceof TrayBoard.Accept) {
            clicks.add(new Click(color, Kind.ACCEPT, null));
            if (isOver()) {
                session.agree(marks());
            }
        } else {
            play(color, ((TrayBoard.Play) meaning).move());
        }
        remember();
    }

    private void play(Color color, Move move) throws GtpError {
        if (session.game().phase() == Phase.STOPPED && !isResuming()) {
            requireFirstPasser();
            if (!move.isPass()) {
                throw new GtpError("illegal move: to resume play click the right column first, then the move");
            }
        }
        if (session.play(color, move) instanceof MoveResult.Illegal illegal) {
            throw new GtpError("illegal move: " + illegal.reason().message());
        }
        clicks.add(new Click(color, Kind.ACTION, null));
    }

    private void requireFirstPasser() throws GtpError {
        if (!mayDispute()) {
            throw new GtpError("illegal move: only the first passer, " + Names.of(session.game().toMove())
                    + ", may resume play; mark a chain or claim a point to disagree");
        }
    }

    /** Takes back the last click, a mark as well as a move; false when there is none. */
    boolean undo() {
        follow();
        if (clicks.isEmpty()) {
            return false;
        }
        Click last = clicks.remove(clicks.size() - 1);
        if (last.kind() == Kind.ACTION) {
            session.undo();
        } else {
            session.forgetAgreement();
        }
        remember();
        return true;
    }

    /** The clicks since play last stopped, while it is stopped. */
    private List<Click> markingClicks() {
        if (session.game().phase() != Phase.STOPPED) {
            return List.of();
        }
        int start = clicks.size();
        while (start > 0 && clicks.get(start - 1).kind() != Kind.ACTION) {
            start--;
        }
        return clicks.subList(start, clicks.size());
    }

    /** When another command changed the game (clear_board, loadsgf, jpd-dispute...), its actions are the clicks. */
    private void follow() {
        GameView game = session.game();
        if (game.lineage() == lineage && game.actionCount() == actionCount && game.phase() == phase) {
            return;
        }
        clicks.clear();
        game.actions().forEach(action -> clicks.add(new Click(action.color(), Kind.ACTION, null)));
        remember();
    }

    private void remember() {
        GameView game = session.game();
        lineage = game.lineage();
        actionCount = game.actionCount();
        phase = game.phase();
    }
}
