package jpd.player.playouts;

import jpd.player.AvoidedMoves;
import jpd.rules.Board;
import jpd.rules.Color;

/**
 * A scratch position below the search root: a board, whose turn, the passes, and the moves
 * made since the root. Legality here is cheap on purpose: a simple ko ban on the one point
 * just captured instead of the full superko history (the root's moves are checked against
 * the real {@link jpd.rules.Game}; deeper, a longer cycle only costs a little accuracy), and
 * a virtual move is allowed only right after a real move that changed the board (§4.2).
 */
final class Position {
    /** Move codes that are not board cells (cells 0 and 1 lie on the border ring), as {@link AvoidedMoves} codes them. */
    static final int PASS = AvoidedMoves.PASS;
    static final int VIRTUAL = AvoidedMoves.VIRTUAL;

    private final Board board;
    private final int[] offsets;
    private Color toMove;
    private int koCell;
    private int lastCell;
    private int passes;
    private boolean boardChanged;
    private int moveBalance;
    private Color pendingPasser;
    private boolean paidPasses;

    /** A scratch position for boards of this size; {@link #reset} gives it content. */
    Position(int size) {
        board = new Board(size);
        int stride = board.stride();
        offsets = new int[] {-stride, -1, 1, stride};
    }

    /** Starts again from the root. */
    void reset(SearchRoot root) {
        board.copyFrom(root.board());
        toMove = root.toMove();
        koCell = -1;
        lastCell = -1;
        passes = root.passes();
        boardChanged = root.boardChanged();
        moveBalance = 0;
        pendingPasser = root.pendingPasser();
        paidPasses = root.paidPasses();
    }

    Board board() {
        return board;
    }

    Color toMove() {
        return toMove;
    }

    /** The cell the player to move may not take back at once, or -1. */
    int koCell() {
        return koCell;
    }

    /** The cell of the last action when it was a real move, else -1. */
    int lastCell() {
        return lastCell;
    }

    /** Whether two passes in a row stopped play. */
    boolean stopped() {
        return passes >= 2;
    }

    /** Black's moves minus White's since the root (real, virtual and converted passes). */
    int moveBalance() {
        return moveBalance;
    }

    /** Whether a virtual move is allowed now under the cheap rule above. */
    boolean virtualAllowed() {
        return boardChanged && pendingPasser == null;
    }

    /** Whether a real move here is allowed and sensible: empty, not the ko, not suicide. */
    boolean realAllowed(int cell) {
        return board.stoneAt(cell) == 0 && cell != koCell && !board.isSuicide(cell, toMove);
    }

    /** Plays a move code: a cell, {@link #PASS} or {@link #VIRTUAL}. */
    void play(int move) {
        if (move == PASS) {
            pass();
        } else if (move == VIRTUAL) {
            virtual();
        } else {
            real(move);
        }
    }

    private void pass() {
        passes++;
        lastCell = -1;
        if (paidPasses && pendingPasser == null) {
            pendingPasser = toMove;
        }
        koCell = -1;
        boardChanged = false;
        toMove = toMove.opponent();
    }

    private void virtual() {
        count(toMove);
        lastCell = -1;
        passes = 0;
        koCell = -1;
        boardChanged = false;
        toMove = toMove.opponent();
    }

    /** A real move; a refused paid pass becomes a virtual stone of the passer (§6). */
    private void real(int cell) {
        if (pendingPasser != null) {
            count(pendingPasser);
            pendingPasser = null;
        }
        count(toMove);
        int capturedKo = singleStoneInAtariNextTo(cell);
        int removed = board.place(cell, toMove);
        boolean ko = removed == 1 && capturedKo >= 0 && board.stoneAt(cell) == toMove.code()
                && board.chainSize(cell) == 1 && board.inAtari(cell);
        koCell = ko ? capturedKo : -1;
        lastCell = cell;
        passes = 0;
        boardChanged = board.stoneAt(cell) != 0;
        toMove = toMove.opponent();
    }

    private void count(Color color) {
        moveBalance += color == Color.BLACK ? 1 : -1;
    }

    /** An opponent stone next to the cell that forms a one-stone chain in atari, or -1. */
    private int singleStoneInAtariNextTo(int cell) {
        int opponent = 3 - toMove.code();
        for (int offset : offsets) {
            int neighbor = cell + offset;
            if (board.stoneAt(neighbor) == opponent && board.chainSize(neighbor) == 1 && board.inAtari(neighbor)) {
                return neighbor;
            }
        }
        return -1;
    }
}
