package jpd.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Stones, chains and captures on a square board; no turn order, no history.
 *
 * <p>Cells are indices of a board padded by one border ring. Chains are circular lists of
 * stones with pseudo-liberties (each stone-to-empty adjacency counted once), their sum and
 * sum of squares: a chain is in atari exactly when all its pseudo-liberties are the same
 * point. Everything is updated incrementally; {@link #place} allocates nothing.
 */
public final class Board implements BoardView {
    static final byte EMPTY = 0;
    static final byte BORDER = 3;

    private final int size;
    private final int stride;
    private final int[] offsets;
    private final byte[] stones;
    private final int[] chainOf;
    private final int[] nextStone;
    private final int[] chainSize;
    private final int[] libertyCount;
    private final int[] libertySum;
    private final long[] libertySquares;
    private final long[] chainHash;
    private final int[] emptyCells;
    private final int[] emptySlot;
    private int emptyCount;
    private final int[] captured = new int[3];
    private final int[] onBoard = new int[3];
    private long hash;

    /** An empty board of this size (2..25). */
    public Board(int size) {
        if (size < 2 || size > Point.MAX_SIZE) {
            throw new IllegalArgumentException("board size must be 2.." + Point.MAX_SIZE + ": " + size);
        }
        this.size = size;
        this.stride = size + 2;
        this.offsets = new int[] {-stride, -1, 1, stride};
        int cells = stride * stride;
        stones = new byte[cells];
        chainOf = new int[cells];
        nextStone = new int[cells];
        chainSize = new int[cells];
        libertyCount = new int[cells];
        libertySum = new int[cells];
        libertySquares = new long[cells];
        chainHash = new long[cells];
        emptyCells = new int[size * size];
        emptySlot = new int[cells];
        clear();
    }

    /** Removes every stone and forgets the captures. */
    public void clear() {
        java.util.Arrays.fill(stones, BORDER);
        emptyCount = 0;
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                int cell = cell(column, row);
                stones[cell] = EMPTY;
                emptySlot[cell] = emptyCount;
                emptyCells[emptyCount++] = cell;
            }
        }
        captured[1] = captured[2] = 0;
        onBoard[1] = onBoard[2] = 0;
        hash = 0;
    }

    /** Makes this board a copy of another of the same size. */
    public void copyFrom(Board other) {
        if (other.size != size) {
            throw new IllegalArgumentException("board sizes differ");
        }
        System.arraycopy(other.stones, 0, stones, 0, stones.length);
        System.arraycopy(other.chainOf, 0, chainOf, 0, chainOf.length);
        System.arraycopy(other.nextStone, 0, nextStone, 0, nextStone.length);
        System.arraycopy(other.chainSize, 0, chainSize, 0, chainSize.length);
        System.arraycopy(other.libertyCount, 0, libertyCount, 0, libertyCount.length);
        System.arraycopy(other.libertySum, 0, libertySum, 0, libertySum.length);
        System.arraycopy(other.libertySquares, 0, libertySquares, 0, libertySquares.length);
        System.arraycopy(other.chainHash, 0, chainHash, 0, chainHash.length);
        System.arraycopy(other.emptyCells, 0, emptyCells, 0, emptyCells.length);
        System.arraycopy(other.emptySlot, 0, emptySlot, 0, emptySlot.length);
        System.arraycopy(other.captured, 0, captured, 0, captured.length);
        System.arraycopy(other.onBoard, 0, onBoard, 0, onBoard.length);
        emptyCount = other.emptyCount;
        hash = other.hash;
    }

    /** A new board equal to this one. */
    public Board copy() {
        Board copy = new Board(size);
        copy.copyFrom(this);
        return copy;
    }

    // ---- cells ----------------------------------------------------------------------------

    @Override
    public int size() {
        return size;
    }

    /** The distance between vertically adjacent cells. */
    public int stride() {
        return stride;
    }

    /** The padded cell index of a column and row. */
    public int cell(int column, int row) {
        return (row + 1) * stride + column + 1;
    }

    /** The padded cell index of a point. */
    public int cell(Point point) {
        return cell(point.column(), point.row());
    }

    /** The point of an on-board cell. */
    public Point pointOf(int cell) {
        return Point.of(cell % stride - 1, cell / stride - 1);
    }

    /** The stone code of a cell: 0 empty, 1 Black, 2 White, 3 off the board. */
    public int stoneAt(int cell) {
        return stones[cell];
    }

    /** The number of empty points. */
    public int emptyCount() {
        return emptyCount;
    }

    /** The i-th empty cell (0 &lt;= i &lt; emptyCount), in no particular order. */
    public int emptyCell(int i) {
        return emptyCells[i];
    }

    /**
     * Exchanges two entries of the empty-point list, so that callers can draw empty points in
     * random order in place (a partial Fisher-Yates shuffle) without copying the list.
     */
    public void swapEmpty(int i, int j) {
        int first = emptyCells[i];
        int second = emptyCells[j];
        emptyCells[i] = second;
        emptyCells[j] = first;
        emptySlot[second] = i;
        emptySlot[first] = j;
    }

    // ---- queries ----------------------------------------------------------------------------

    @Override
    public Color colorAt(Point point) {
        int code = stones[cell(point)];
        return code == EMPTY ? null : Color.ofCode(code);
    }

    @Override
    public boolean isEmpty(Point point) {
        return stones[cell(point)] == EMPTY;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public int captured(Color color) {
        return captured[color.code()];
    }

    @Override
    public int stonesOnBoard(Color color) {
        return onBoard[color.code()];
    }

    @Override
    public List<Point> chain(Point point) {
        List<Point> result = new ArrayList<>();
        int start = cell(point);
        if (stones[start] == EMPTY) {
            return result;
        }
        int stone = start;
        do {
            result.add(pointOf(stone));
            stone = nextStone[stone];
        } while (stone != start);
        return result;
    }

    @Override
    public int liberties(Point point) {
        int start = cell(point);
        if (stones[start] == EMPTY) {
            return 0;
        }
        boolean[] counted = new boolean[stones.length];
        int count = 0;
        int stone = start;
        do {
            for (int neighbor : neighborCells(stone)) {
                if (stones[neighbor] == EMPTY && !counted[neighbor]) {
                    counted[neighbor] = true;
                    count++;
                }
            }
            stone = nextStone[stone];
        } while (stone != start);
        return count;
    }

    @Override
    public List<Point> neighbors(Point point) {
        List<Point> result = new ArrayList<>(4);
        for (int neighbor : neighborCells(cell(point))) {
            if (stones[neighbor] != BORDER) {
                result.add(pointOf(neighbor));
            }
        }
        return result;
    }

    @Override
    public List<Point> points() {
        List<Point> result = new ArrayList<>(size * size);
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                result.add(Point.of(column, row));
            }
        }
        return result;
    }

    private int[] neighborCells(int cell) {
        return new int[] {cell - stride, cell - 1, cell + 1, cell + stride};
    }

    /** The chain identifier (its representative cell) of a stone cell. */
    public int chainId(int cell) {
        return chainOf[cell];
    }

    /** Whether the chain of this stone cell has exactly one liberty. */
    public boolean inAtari(int cell) {
        int chain = chainOf[cell];
        long count = libertyCount[chain];
        long sum = libertySum[chain];
        return count > 0 && sum * sum == count * libertySquares[chain];
    }

    /**
     * The only liberty of the chain of this stone cell, which must be in atari ({@link #inAtari}):
     * all its pseudo-liberties are that point, so their mean is it.
     */
    public int atariLiberty(int cell) {
        int chain = chainOf[cell];
        return libertySum[chain] / libertyCount[chain];
    }

    /**
     * The liberties of the chain of this stone cell other than the given empty cell: 0 when it
     * has none, the only one when it has exactly one, -1 when it has more. Used to see cheaply
     * whether a stone on that empty cell would put the chain in atari.
     */
    public int libertyBesides(int stoneCell, int emptyCell) {
        int chain = chainOf[stoneCell];
        int adjacent = 0;
        for (int d = 0; d < 4; d++) {
            int neighbor = emptyCell + offsets[d];
            if (stones[neighbor] == stones[stoneCell] && chainOf[neighbor] == chain) {
                adjacent++;
            }
        }
        long count = libertyCount[chain] - adjacent;
        long sum = libertySum[chain] - (long) adjacent * emptyCell;
        long squares = libertySquares[chain] - (long) adjacent * emptyCell * emptyCell;
        if (count == 0) {
            return 0;
        }
        return sum * sum == count * squares ? (int) (sum / count) : -1;
    }

    /** The next stone of the chain of this stone cell: following it from any stone visits the whole chain once. */
    public int nextStone(int cell) {
        return nextStone[cell];
    }

    /** The stones in the chain of this stone cell. */
    public int chainSize(int cell) {
        return chainSize[chainOf[cell]];
    }

    /**
     * Whether every on-board neighbour of an empty cell holds a stone of this colour
     * (a one-point eye shape, whatever its diagonals).
     */
    public boolean isOwnEye(int cell, Color color) {
        int code = color.code();
        return ownOrBorder(stones[cell - stride], code) && ownOrBorder(stones[cell - 1], code)
                && ownOrBorder(stones[cell + 1], code) && ownOrBorder(stones[cell + stride], code);
    }

    private static boolean ownOrBorder(int stone, int code) {
        return stone == code || stone == BORDER;
    }

    /**
     * The board key after a stone of this colour on this empty cell, captures and suicide
     * included, without changing the board.
     */
    public long hashAfter(int cell, Color color) {
        int own = color.code();
        long placed = Zobrist.stone(own, cell);
        long captures = 0;
        long ownInAtari = 0;
        boolean breathes = false;
        // Chains met so far, so that a chain touching the point twice is counted once.
        int first = -1;
        int second = -1;
        int third = -1;
        for (int d = 0; d < 4; d++) {
            int neighbor = cell + offsets[d];
            int stone = stones[neighbor];
            if (stone == EMPTY) {
                breathes = true;
                continue;
            }
            if (stone == BORDER) {
                continue;
            }
            boolean atari = inAtari(neighbor);
            if (!atari) {
                breathes |= stone == own;
                continue;
            }
            int chain = chainOf[neighbor];
            if (chain == first || chain == second || chain == third) {
                continue;
            }
            if (first < 0) {
                first = chain;
            } else if (second < 0) {
                second = chain;
            } else {
                third = chain;
            }
            if (stone == own) {
                ownInAtari ^= chainHash[chain];
            } else {
                captures ^= chainHash[chain];
                breathes = true;
            }
        }
        if (breathes) {
            return hash ^ placed ^ captures;
        }
        // Suicide: the new stone never stays, and every own chain it joins leaves the board.
        return hash ^ ownInAtari;
    }

    /** Whether a stone on this cell would touch only opponent chains with other liberties, and the edge. */
    private boolean isLoneSuicide(int cell, int opponent) {
        for (int d = 0; d < 4; d++) {
            int neighbor = cell + offsets[d];
            int stone = stones[neighbor];
            if (stone != BORDER && (stone != opponent || inAtari(neighbor))) {
                return false;
            }
        }
        return true;
    }

    /** Whether a stone of this colour on this empty cell would remove its own chain. */
    public boolean isSuicide(int cell, Color color) {
        int own = color.code();
        for (int d = 0; d < 4; d++) {
            int neighbor = cell + offset(d);
            int stone = stones[neighbor];
            if (stone == EMPTY) {
                return false;
            }
            if (stone != BORDER && (stone == own) != inAtari(neighbor)) {
                return false;
            }
        }
        return true;
    }

    private int offset(int direction) {
        return offsets[direction];
    }

    // ---- changes ------------------------------------------------------------------------------

    /**
     * Puts a stone of this colour on an empty on-board cell and resolves captures, then
     * suicide (RULES.md §2). Returns the number of stones removed (opponent's and own).
     */
    public int place(int cell, Color color) {
        int own = color.code();
        int opponent = 3 - own;
        if (isLoneSuicide(cell, opponent)) {
            // Common in playouts: the board stays as it is, only the stone goes to the lid.
            captured[own]++;
            return 1;
        }
        addStone(cell, own);
        for (int d = 0; d < 4; d++) {
            int neighbor = cell + offset(d);
            if (stones[neighbor] == own && chainOf[neighbor] != chainOf[cell]) {
                merge(chainOf[cell], chainOf[neighbor]);
            }
        }
        int removed = 0;
        for (int d = 0; d < 4; d++) {
            int neighbor = cell + offset(d);
            if (stones[neighbor] == opponent && libertyCount[chainOf[neighbor]] == 0) {
                removed += removeChain(chainOf[neighbor]);
            }
        }
        if (libertyCount[chainOf[cell]] == 0) {
            removed += removeChain(chainOf[cell]);
        }
        return removed;
    }

    /** {@link #place(int, Color)} on a point. */
    public int place(Point point, Color color) {
        return place(cell(point), color);
    }

    private void addStone(int cell, int code) {
        stones[cell] = (byte) code;
        onBoard[code]++;
        long key = Zobrist.stone(code, cell);
        hash ^= key;
        int last = emptyCells[--emptyCount];
        int slot = emptySlot[cell];
        emptyCells[slot] = last;
        emptySlot[last] = slot;
        chainOf[cell] = cell;
        nextStone[cell] = cell;
        chainSize[cell] = 1;
        libertyCount[cell] = 0;
        libertySum[cell] = 0;
        libertySquares[cell] = 0;
        chainHash[cell] = key;
        for (int d = 0; d < 4; d++) {
            int neighbor = cell + offset(d);
            int stone = stones[neighbor];
            if (stone == EMPTY) {
                addLiberty(cell, neighbor);
            } else if (stone != BORDER) {
                removeLiberty(chainOf[neighbor], cell);
            }
        }
    }

    private void addLiberty(int chain, int liberty) {
        libertyCount[chain]++;
        libertySum[chain] += liberty;
        libertySquares[chain] += (long) liberty * liberty;
    }

    private void removeLiberty(int chain, int liberty) {
        libertyCount[chain]--;
        libertySum[chain] -= liberty;
        libertySquares[chain] -= (long) liberty * liberty;
    }

    private void merge(int first, int second) {
        int keep = chainSize[first] >= chainSize[second] ? first : second;
        int gone = keep == first ? second : first;
        int stone = gone;
        do {
            chainOf[stone] = keep;
            stone = nextStone[stone];
        } while (stone != gone);
        int afterKeep = nextStone[keep];
        nextStone[keep] = nextStone[gone];
        nextStone[gone] = afterKeep;
        chainSize[keep] += chainSize[gone];
        libertyCount[keep] += libertyCount[gone];
        libertySum[keep] += libertySum[gone];
        libertySquares[keep] += libertySquares[gone];
        chainHash[keep] ^= chainHash[gone];
    }

    private int removeChain(int chain) {
        int code = stones[chain];
        int count = chainSize[chain];
        hash ^= chainHash[chain];
        int stone = chain;
        do {
            stones[stone] = EMPTY;
            emptySlot[stone] = emptyCount;
            emptyCells[emptyCount++] = stone;
            stone = nextStone[stone];
        } while (stone != chain);
        do {
            for (int d = 0; d < 4; d++) {
                int neighbor = stone + offset(d);
                int other = stones[neighbor];
                if (other != EMPTY && other != BORDER) {
                    addLiberty(chainOf[neighbor], stone);
                }
            }
            stone = nextStone[stone];
        } while (stone != chain);
        captured[code] += count;
        onBoard[code] -= count;
        return count;
    }

    /** Rows of {@code .XO}, top row first, for tests and logs. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int row = size - 1; row >= 0; row--) {
            for (int column = 0; column < size; column++) {
                int stone = stones[cell(column, row)];
                text.append(stone == 1 ? 'X' : stone == 2 ? 'O' : '.');
            }
            text.append('\n');
        }
        return text.toString();
    }
}
