package jpd.player.playouts;

import jpd.rules.Board;
import jpd.rules.Color;

/**
 * Killing inside an enemy eye space, which the playouts' ban on self-atari would forbid. A stone
 * that leaves its chain of two to six stones in atari is a <em>killing throw-in</em> when that
 * chain and its last liberty fill an empty region the enemy alone encloses (the liberty touching
 * an enemy stone, so that it is no own eye), and the chain has a
 * shape that stays one eye once taken (any two or three points, the square and the T of four, the
 * bulky five and the cross, the rabbity six), the enemy's capture then leaving one eye with the
 * killer to move. Without it a surrounded group with such an eye space outlived the playouts: the
 * killer's stones inside could not grow to the size that gets captured, both sides passed, and
 * the dead group counted as alive (a dead 9x9 corner group kept 71% of the playouts).
 * The {@linkplain #vitalPoint vital point} of such a chain is where the killer plays once it is taken.
 * Buffers are reused; nothing is allocated.
 */
final class Nakade {
    private static final int MAX_STONES = 6;

    private final int[] stones = new int[MAX_STONES];

    /** Whether a stone of this colour on this empty cell, which leaves its chain in atari, is a killing throw-in. */
    boolean isKillingThrowIn(Board board, int cell, Color color) {
        int size = collectChainAfter(board, cell, color.code());
        if (size < 2 || size > MAX_STONES) {
            return false;
        }
        int liberty = lastLiberty(board, size);
        return liberty >= 0 && enclosedByEnemy(board, liberty, size, 3 - color.code()) && isDeadShape(board, size);
    }

    /**
     * The vital point of the chain of this stone cell, to take once the enemy captures it, when it is
     * a chain of three to six stones in one of the shapes above: its stone with the most neighbours in
     * the chain; else -1.
     */
    int vitalPoint(Board board, int chainCell) {
        int size = board.chainSize(chainCell);
        if (size < 3 || size > MAX_STONES) {
            return -1;
        }
        int stone = chainCell;
        for (int i = 0; i < size; i++) {
            stones[i] = stone;
            stone = board.nextStone(stone);
        }
        if (!isDeadShape(board, size)) {
            return -1;
        }
        int best = -1;
        int bestDegree = -1;
        for (int i = 0; i < size; i++) {
            int degree = degree(board, stones[i], size);
            if (degree > bestDegree) {
                best = stones[i];
                bestDegree = degree;
            }
        }
        return best;
    }

    /** The cell and the own chains beside it, as they would be joined; MAX_STONES + 1 when too many. */
    private int collectChainAfter(Board board, int cell, int own) {
        int size = 0;
        stones[size++] = cell;
        for (int d = 0; d < 4; d++) {
            int neighbor = Playout.neighbor(board, cell, d);
            if (board.stoneAt(neighbor) != own || indexOf(neighbor, size) >= 0) {
                continue;
            }
            if (size + board.chainSize(neighbor) > MAX_STONES) {
                return MAX_STONES + 1;
            }
            int stone = neighbor;
            do {
                stones[size++] = stone;
                stone = board.nextStone(stone);
            } while (stone != neighbor);
        }
        return size;
    }

    /** The one empty cell beside the collected stones (the move's own cell counts as filled), or -1. */
    private int lastLiberty(Board board, int size) {
        int liberty = -1;
        for (int i = 0; i < size; i++) {
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, stones[i], d);
                if (board.stoneAt(neighbor) == 0 && neighbor != stones[0]) {
                    if (liberty >= 0 && liberty != neighbor) {
                        return -1;
                    }
                    liberty = neighbor;
                }
            }
        }
        return liberty;
    }

    /**
     * Whether every neighbour of the liberty is one of the collected stones, an enemy stone or off the
     * board, and one at least an enemy stone: a liberty only own stones surround is the chain's own
     * eye, and filling the point beside it is no throw-in but the end of a seki or of a living group.
     */
    private boolean enclosedByEnemy(Board board, int liberty, int size, int enemy) {
        boolean enemyBeside = false;
        for (int d = 0; d < 4; d++) {
            int neighbor = Playout.neighbor(board, liberty, d);
            int content = board.stoneAt(neighbor);
            enemyBeside |= content == enemy;
            if (content != enemy && content != 3 && indexOf(neighbor, size) < 0) {
                return false;
            }
        }
        return enemyBeside;
    }

    /**
     * Whether the collected cells (connected) form a shape that is one eye with the killer to move:
     * told apart by the adjacencies inside it and the most any cell has.
     */
    private boolean isDeadShape(Board board, int size) {
        int adjacencies = 0;
        int maxDegree = 0;
        for (int i = 0; i < size; i++) {
            int degree = degree(board, stones[i], size);
            adjacencies += degree;
            maxDegree = Math.max(maxDegree, degree);
        }
        int edges = adjacencies / 2;
        return switch (size) {
            case 2, 3 -> true;
            case 4 -> maxDegree == 3 || edges == 4;
            case 5 -> maxDegree == 4 || edges == 5;
            case 6 -> maxDegree == 4 && edges == 6;
            default -> false;
        };
    }

    private int degree(Board board, int cell, int size) {
        int degree = 0;
        for (int d = 0; d < 4; d++) {
            if (indexOf(Playout.neighbor(board, cell, d), size) >= 0) {
                degree++;
            }
        }
        return degree;
    }

    private int indexOf(int cell, int size) {
        for (int i = 0; i < size; i++) {
            if (stones[i] == cell) {
                return i;
            }
        }
        return -1;
    }
}
