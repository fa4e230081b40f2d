package jpd.player.playouts;

import jpd.rules.Board;

/**
 * Chains with one eye at most that light playouts keep alive: all their liberties lie in one region of
 * empty points that only they border (so the opponent encloses them), of one or two points or a square
 * of four, which stays one eye whoever plays first (three points in a row or bent are two eyes when
 * the owner plays their middle first, so they are left to the playouts). A chain beside
 * an enemy chain with few liberties may win the capturing race, so every enemy chain beside it needs more
 * liberties than the region has points, plus one.
 */
final class DeadEyeSpace {
    private static final int MAX_POINTS = 4;

    private DeadEyeSpace() {
    }

    /** Whether the chain of this stone cell has only such a region. */
    static boolean isDead(Board board, int chainCell) {
        int own = board.stoneAt(chainCell);
        int chain = board.chainId(chainCell);
        int[] region = new int[MAX_POINTS];
        int size = 0;
        int stone = chainCell;
        do {
            for (int neighbor : neighbors(board, stone)) {
                if (board.stoneAt(neighbor) == 0 && indexOf(region, size, neighbor) < 0) {
                    size = grow(board, region, size, neighbor, own, chain);
                    if (size < 0) {
                        return false;
                    }
                }
            }
            stone = board.nextStone(stone);
        } while (stone != chainCell);
        return size > 0 && (size <= 2 || size == MAX_POINTS && isSquare(board, region))
                && enemiesOutlast(board, chainCell, size);
    }

    /** Whether every enemy chain beside this one has more liberties than the eye region has points, plus one. */
    private static boolean enemiesOutlast(Board board, int chainCell, int size) {
        int enemy = 3 - board.stoneAt(chainCell);
        int stone = chainCell;
        do {
            for (int neighbor : neighbors(board, stone)) {
                if (board.stoneAt(neighbor) == enemy && board.liberties(board.pointOf(neighbor)) <= size + 1) {
                    return false;
                }
            }
            stone = board.nextStone(stone);
        } while (stone != chainCell);
        return true;
    }

    /**
     * Adds the empty region of this point, which must be the first one met: -1 when there is a second one,
     * when it grows too big or when a stone other than the chain's borders it.
     */
    private static int grow(Board board, int[] region, int size, int start, int own, int chain) {
        if (size > 0) {
            return -1;
        }
        region[size++] = start;
        for (int i = 0; i < size; i++) {
            for (int neighbor : neighbors(board, region[i])) {
                int content = board.stoneAt(neighbor);
                if (content == 0 && indexOf(region, size, neighbor) < 0) {
                    if (size == MAX_POINTS) {
                        return -1;
                    }
                    region[size++] = neighbor;
                } else if ((content == 1 || content == 2) && (content != own || board.chainId(neighbor) != chain)) {
                    return -1;
                }
            }
        }
        return size;
    }

    private static boolean isSquare(Board board, int[] region) {
        int first = Math.min(Math.min(region[0], region[1]), Math.min(region[2], region[3]));
        int stride = board.stride();
        for (int cell : new int[] {first, first + 1, first + stride, first + stride + 1}) {
            if (indexOf(region, MAX_POINTS, cell) < 0) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(int[] cells, int size, int cell) {
        for (int i = 0; i < size; i++) {
            if (cells[i] == cell) {
                return i;
            }
        }
        return -1;
    }

    private static int[] neighbors(Board board, int cell) {
        int stride = board.stride();
        return new int[] {cell - stride, cell - 1, cell + 1, cell + stride};
    }
}
