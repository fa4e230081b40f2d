package jpd.player.playouts;

import jpd.rules.Board;
import jpd.rules.Color;

/**
 * What {@link Priors} knows of a candidate move, read from the board before it: the tactics it
 * plays (a capture that saves an own chain in atari, an escape from atari, with the {@link Ladder}
 * reader's verdict, an atari, a self-atari), whether it is near the last move, and its line from
 * the edge when no stone is near. One instance per thread: the ladder reader keeps scratch boards.
 */
final class MoveFeatures {
    /** An escape from atari's verdicts. */
    static final int NO_ESCAPE = 0;
    static final int ESCAPES = 1;
    static final int RUNS_INTO_LADDER = 2;
    /** No stone this many steps around makes an empty area. */
    private static final int EMPTY_AREA_DISTANCE = 3;
    /** Coulom's distance to the last move (dx + dy + the larger of them) up to a knight's move. */
    private static final int NEAR = 5;

    private final Ladder ladder = new Ladder();

    /** Whether a stone of this colour here takes an opponent chain next to an own chain in atari. */
    static boolean savingCapture(Board board, int cell, Color color) {
        for (int d = 0; d < 4; d++) {
            int neighbor = Playout.neighbor(board, cell, d);
            int stone = board.stoneAt(neighbor);
            if (stone != 0 && stone != 3 && stone != color.code() && board.inAtari(neighbor)
                    && touchesOwnInAtari(board, neighbor, color)) {
                return true;
            }
        }
        return false;
    }

    private static boolean touchesOwnInAtari(Board board, int chainCell, Color color) {
        int stone = chainCell;
        do {
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, stone, d);
                if (board.stoneAt(neighbor) == color.code() && board.inAtari(neighbor)) {
                    return true;
                }
            }
            stone = board.nextStone(stone);
        } while (stone != chainCell);
        return false;
    }

    /** Extending an own chain in atari: {@link #NO_ESCAPE}, {@link #ESCAPES} to two liberties or more, or {@link #RUNS_INTO_LADDER}. */
    int escape(Board board, int cell, Color color) {
        for (int d = 0; d < 4; d++) {
            int neighbor = Playout.neighbor(board, cell, d);
            if (board.stoneAt(neighbor) == color.code() && board.inAtari(neighbor)) {
                if (ladder.runsIntoLadder(board, cell, color)) {
                    return RUNS_INTO_LADDER;
                }
                return ladder.libertiesAfter(board, cell, color, -1) >= 2 ? ESCAPES : NO_ESCAPE;
            }
        }
        return NO_ESCAPE;
    }

    /** Whether a stone of this colour here puts an opponent chain in atari. */
    boolean atari(Board board, int cell, Color color) {
        for (int d = 0; d < 4; d++) {
            int neighbor = Playout.neighbor(board, cell, d);
            int stone = board.stoneAt(neighbor);
            if (stone != 0 && stone != 3 && stone != color.code() && ladder.chainLiberties(board, neighbor) == 2) {
                return true;
            }
        }
        return false;
    }

    /** Whether a stone here is a self-atari that captures nothing. */
    static boolean selfAtari(Board board, int cell, Color color) {
        return Playout.selfAtari(board, cell, color, 1);
    }

    /** Whether the cell is within a knight's move of the last move (none: -1). */
    static boolean nearLastMove(Board board, int cell, int lastCell) {
        if (lastCell < 0) {
            return false;
        }
        int stride = board.stride();
        int dx = Math.abs(cell % stride - lastCell % stride);
        int dy = Math.abs(cell / stride - lastCell / stride);
        return dx + dy + Math.max(dx, dy) <= NEAR;
    }

    /** The line of a cell counted from the nearest edge, 1 for the first. */
    static int line(Board board, int cell) {
        int column = cell % board.stride() - 1;
        int row = cell / board.stride() - 1;
        int last = board.size() - 1;
        return 1 + Math.min(Math.min(column, last - column), Math.min(row, last - row));
    }

    /** Whether no stone lies within {@link #EMPTY_AREA_DISTANCE} steps of the cell. */
    static boolean emptyAround(Board board, int cell) {
        int stride = board.stride();
        int column = cell % stride;
        int row = cell / stride;
        for (int dy = -EMPTY_AREA_DISTANCE; dy <= EMPTY_AREA_DISTANCE; dy++) {
            int reach = EMPTY_AREA_DISTANCE - Math.abs(dy);
            for (int dx = -reach; dx <= reach; dx++) {
                int y = row + dy;
                int x = column + dx;
                if (y >= 1 && y <= board.size() && x >= 1 && x <= board.size()) {
                    int stone = board.stoneAt(y * stride + x);
                    if (stone == 1 || stone == 2) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
