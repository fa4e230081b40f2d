package jpd.player.playouts;

import jpd.rules.Board;
import jpd.rules.Color;

/**
 * Area counting of a finished playout: stones plus empty regions bordered by one colour only.
 * Every chain left on the board counts as alive; buffers are reused, nothing is allocated.
 */
final class AreaCount {
    private final int[] region;
    private final int[] seen;
    private final byte[] owner;
    private int generation;

    /** Buffers for boards of this size. */
    AreaCount(int size) {
        int cells = (size + 2) * (size + 2);
        region = new int[cells];
        seen = new int[cells];
        owner = new byte[cells];
    }

    /** Black's area minus White's; afterwards {@link #ownerOf} tells who owns each point. */
    int margin(Board board) {
        generation++;
        int margin = board.stonesOnBoard(Color.BLACK) - board.stonesOnBoard(Color.WHITE);
        int stride = board.stride();
        for (int i = 0; i < board.emptyCount(); i++) {
            int start = board.emptyCell(i);
            if (seen[start] == generation) {
                continue;
            }
            seen[start] = generation;
            region[0] = start;
            int length = 1;
            int borders = 0;
            for (int next = 0; next < length; next++) {
                int cell = region[next];
                length = visit(board, cell - stride, length);
                length = visit(board, cell - 1, length);
                length = visit(board, cell + 1, length);
                length = visit(board, cell + stride, length);
                borders |= borderOf(board, cell - stride) | borderOf(board, cell - 1)
                        | borderOf(board, cell + 1) | borderOf(board, cell + stride);
            }
            byte regionOwner = (byte) (borders == 1 || borders == 2 ? borders : 0);
            for (int k = 0; k < length; k++) {
                owner[region[k]] = regionOwner;
            }
            margin += regionOwner == 1 ? length : regionOwner == 2 ? -length : 0;
        }
        return margin;
    }

    /** After {@link #margin}: 1 Black, 2 White, 0 nobody, for any on-board cell. */
    int ownerOf(Board board, int cell) {
        int stone = board.stoneAt(cell);
        return stone == 0 ? owner[cell] : stone;
    }

    private int visit(Board board, int cell, int length) {
        if (board.stoneAt(cell) == 0 && seen[cell] != generation) {
            seen[cell] = generation;
            region[length] = cell;
            return length + 1;
        }
        return length;
    }

    /** Bit 1 for a Black stone, bit 2 for a White one, 0 for empty or off the board. */
    private static int borderOf(Board board, int cell) {
        int stone = board.stoneAt(cell);
        return stone == 1 || stone == 2 ? stone : 0;
    }
}
