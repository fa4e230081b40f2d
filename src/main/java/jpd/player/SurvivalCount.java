package jpd.player;

import jpd.rules.Board;

/**
 * How often the stones of a start board are still there at the end of playouts from it, summed
 * per chain: the playout status estimators call a chain dead when its stones survive on average
 * in fewer than half of the playouts.
 */
public final class SurvivalCount {
    private final Board start;
    private final long[] chainSurvivals;
    private int playouts;

    /** A count for playouts from this board, which must not change while counting. */
    public SurvivalCount(Board start) {
        this.start = start;
        chainSurvivals = new long[start.stride() * start.stride()];
    }

    /** Whether the board has no stone, so that there is nothing to count. */
    public static boolean isBare(Board board) {
        return board.emptyCount() == board.size() * board.size();
    }

    /** Whether the cell holds a stone (not empty, not the border). */
    public static boolean isStone(Board board, int cell) {
        int stone = board.stoneAt(cell);
        return stone == 1 || stone == 2;
    }

    /** Whether the start board's stone on this cell is still there at the end of a playout. */
    public boolean survived(Board end, int cell) {
        return isStone(start, cell) && end.stoneAt(cell) == start.stoneAt(cell);
    }

    /** Counts one finished playout. */
    public void add(Board end) {
        playouts++;
        for (int cell = 0; cell < chainSurvivals.length; cell++) {
            if (survived(end, cell)) {
                chainSurvivals[start.chainId(cell)]++;
            }
        }
    }

    /** The survivals of all the stones of the start chain on this cell, summed over the playouts. */
    public long chainSurvivals(int cell) {
        return chainSurvivals[start.chainId(cell)];
    }

    /** Whether the stones of the start chain on this cell survived on average in fewer than half of the playouts. */
    public boolean diesMostly(int cell) {
        return 2 * chainSurvivals(cell) < (long) playouts * start.chainSize(cell);
    }
}
