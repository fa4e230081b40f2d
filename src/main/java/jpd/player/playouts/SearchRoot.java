package jpd.player.playouts;

import java.util.ArrayList;
import java.util.List;
import jpd.player.AvoidedMoves;
import jpd.player.ScratchBoards;
import jpd.rules.Action;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.rules.Point;
import jpd.rules.RuleSet;

/**
 * Everything a search needs about the real game, taken once per move: the board, the moves
 * legal at the root under the full rules, and what turns an area count into the artistic
 * margin.
 *
 * @param board         the root board (read only)
 * @param toMove        the colour to move
 * @param moves         root move codes ({@link Position}): legal by the real game, no own-eye fill, no suicide
 * @param passes        1 when the last action was a pass still waiting for an answer, else 0
 * @param boardChanged  whether the last action changed the board
 * @param pendingPasser the passer whose paid pass waits for an answer (§6), or null
 * @param paidPasses    whether passes become virtual stones when refused (art2014 dispute)
 * @param balance       Black's moves minus White's so far, less the art-novirtual bonus
 * @param movesAreFree  whether further moves are compensated (art-novirtual dispute, §8)
 * @param komi          what Black gives, after the komi rule
 * @param virtualInTree whether the tree tries virtual moves (extended moves on, rules allow)
 * @param lastCell      the cell of the last action when it was a real move, else -1
 * @param avoided       the moves the tree does not try (an analysis command's avoid and allow)
 */
record SearchRoot(Board board, Color toMove, int[] moves, int passes, boolean boardChanged, Color pendingPasser,
                  boolean paidPasses, int balance, boolean movesAreFree, double komi, boolean virtualInTree,
                  int lastCell, AvoidedMoves avoided) {

    /** The root for this colour to move in the game. */
    static SearchRoot of(GameView game, Color color, double komi, boolean allowVirtual) {
        Board board = ScratchBoards.copyOf(game.board());
        RuleSet rules = game.rules();
        boolean stoppedOrDispute = game.phase() == Phase.STOPPED || game.phase() == Phase.DISPUTE;
        boolean novirtual = rules.name() == RuleSet.Name.ART_NOVIRTUAL;
        List<Action> actions = game.actions();
        Action last = actions.isEmpty() ? null : actions.get(actions.size() - 1);
        boolean lastWasPass = last != null && last.move().isPass() && game.phase() != Phase.STOPPED;
        boolean boardChanged = last != null && last.move().isReal();
        int bonus = novirtual ? game.disputeRealMoves(Color.BLACK) - game.disputeRealMoves(Color.WHITE) : 0;
        int balance = game.moves(Color.BLACK) - game.moves(Color.WHITE) - bonus;
        return new SearchRoot(board, color, rootMoves(game, board, color, allowVirtual), lastWasPass ? 1 : 0,
                boardChanged, game.pendingPasser().orElse(null), stoppedOrDispute && rules.passesArePaid(),
                balance, novirtual && stoppedOrDispute, game.rules().komiRule().given(komi, game),
                allowVirtual && rules.allowsVirtual(), boardChanged ? board.cell(last.move().point()) : -1,
                AvoidedMoves.NONE);
    }

    /** This root with the moves the tree does not try left out of its own moves and, deeper, of its nodes'. */
    SearchRoot avoiding(AvoidedMoves avoid) {
        return new SearchRoot(board, toMove, avoid.keep(moves, toMove.code(), 0), passes, boardChanged, pendingPasser,
                paidPasses, balance, movesAreFree, komi, virtualInTree, lastCell, avoid);
    }

    /** A root that only serves playouts from this board (status estimation): no moves, no costs. */
    static SearchRoot forPlayouts(Board board, Color toMove) {
        return new SearchRoot(board, toMove, new int[0], 0, false, null, false, 0, false, 0, false, -1,
                AvoidedMoves.NONE);
    }

    /** Whether the last action was a real move next to a stone of this colour. */
    boolean lastMoveTouches(Color color) {
        if (lastCell < 0) {
            return false;
        }
        for (int d = 0; d < 4; d++) {
            if (board.stoneAt(Playout.neighbor(board, lastCell, d)) == color.code()) {
                return true;
            }
        }
        return false;
    }

    /** The artistic margin for Black of a finished playout with this area margin and move balance. */
    double margin(int areaMargin, int balanceSinceRoot) {
        return areaMargin - balance - (movesAreFree ? 0 : balanceSinceRoot) - komi;
    }

    /** Real moves first (in the board's empty-list order), then a virtual move and a pass when legal. */
    private static int[] rootMoves(GameView game, Board board, Color color, boolean allowVirtual) {
        List<Integer> moves = new ArrayList<>();
        for (int i = 0; i < board.emptyCount(); i++) {
            int cell = board.emptyCell(i);
            Point point = board.pointOf(cell);
            if (!Eyes.isTrueEye(board, cell, color) && !board.isSuicide(cell, color) && game.isLegal(color, Move.at(point))) {
                moves.add(cell);
            }
        }
        if (allowVirtual && game.isLegal(color, Move.VIRTUAL)) {
            moves.add(Position.VIRTUAL);
        }
        if (game.isLegal(color, Move.PASS)) {
            moves.add(Position.PASS);
        }
        return moves.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The move code of a game's move. */
    int codeOf(Move move) {
        return move.isPass() ? Position.PASS : move.isVirtual() ? Position.VIRTUAL : board.cell(move.point());
    }

    /** The game's move for a move code. */
    Move moveOf(int code) {
        return switch (code) {
            case Position.PASS -> Move.PASS;
            case Position.VIRTUAL -> Move.VIRTUAL;
            default -> Move.at(board.pointOf(code));
        };
    }
}
