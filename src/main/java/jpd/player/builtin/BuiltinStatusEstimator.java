package jpd.player.builtin;

import java.util.HashSet;
import java.util.Set;
import jpd.player.ScratchBoards;
import jpd.player.StatusEstimate;
import jpd.player.StatusEstimator;
import jpd.rules.Board;
import jpd.rules.GameView;
import jpd.rules.Point;

/**
 * Statuses from Benson's pass-alive analysis and playout survival: pass-alive chains live and
 * the stones in their vital regions are dead; any other chain is dead when its stones survive
 * in fewer than half of the light playouts from the position, and in seki when, surviving,
 * it mostly ends next to an empty point that a surviving enemy chain also touches (a shared
 * liberty that neither side could fill).
 *
 * <p>The random source is seeded from the seed and the whole position, so one position always
 * gets the same estimate.
 */
public final class BuiltinStatusEstimator implements StatusEstimator {
    /** Playouts per estimate unless told otherwise. */
    public static final int DEFAULT_PLAYOUTS = 256;

    private final long seed;
    private final int playouts;

    /** An estimator using this seed and number of playouts. */
    public BuiltinStatusEstimator(long seed, int playouts) {
        this.seed = seed;
        this.playouts = playouts;
    }

    @Override
    public StatusEstimate estimate(GameView game) {
        Board start = ScratchBoards.copyOf(game.board());
        if (start.emptyCount() == start.size() * start.size()) {
            return StatusEstimate.ALL_ALIVE;
        }
        int cells = (start.size() + 2) * (start.size() + 2);
        int[] survived = new int[cells];
        int[] sharedLiberty = new int[cells];
        playOut(start, game, survived, sharedLiberty);
        int[] benson = Benson.analyse(start);
        long[] chainSurvived = new long[cells];
        long[] chainShared = new long[cells];
        for (int cell = 0; cell < cells; cell++) {
            if (isStone(start, cell)) {
                chainSurvived[start.chainId(cell)] += survived[cell];
                chainShared[start.chainId(cell)] += sharedLiberty[cell];
            }
        }
        Set<Point> dead = new HashSet<>();
        Set<Point> seki = new HashSet<>();
        for (int cell = 0; cell < cells; cell++) {
            if (!isStone(start, cell) || benson[cell] == 1) {
                continue;
            }
            int chain = start.chainId(cell);
            if (benson[cell] == -1 || 2 * chainSurvived[chain] < (long) playouts * start.chainSize(cell)) {
                dead.add(start.pointOf(cell));
            } else if (2 * chainShared[chain] > chainSurvived[chain]) {
                seki.add(start.pointOf(cell));
            }
        }
        return new StatusEstimate(dead, seki);
    }

    /** Counts, per start stone, the playouts it survives and those it ends beside a shared liberty. */
    private void playOut(Board start, GameView game, int[] survived, int[] sharedLiberty) {
        SearchRoot root = SearchRoot.forPlayouts(start, game.toMove());
        Position position = new Position(start.size());
        Playout playout = new Playout(seed ^ game.wholePositionHash());
        Trace trace = new Trace(0);
        int[] sharedMark = new int[survived.length];
        for (int i = 1; i <= playouts; i++) {
            position.reset(root);
            playout.run(position, trace);
            Board end = position.board();
            markChainsBesideSharedPoints(end, sharedMark, i);
            for (int cell = 0; cell < survived.length; cell++) {
                if (isStone(start, cell) && end.stoneAt(cell) == start.stoneAt(cell)) {
                    survived[cell]++;
                    if (sharedMark[end.chainId(cell)] == i) {
                        sharedLiberty[cell]++;
                    }
                }
            }
        }
    }

    /** Marks with this generation every chain touching an empty point that both colours touch. */
    private static void markChainsBesideSharedPoints(Board board, int[] mark, int generation) {
        int stride = board.stride();
        int[] offsets = {-stride, -1, 1, stride};
        for (int i = 0; i < board.emptyCount(); i++) {
            int cell = board.emptyCell(i);
            int colours = 0;
            for (int offset : offsets) {
                int stone = board.stoneAt(cell + offset);
                colours |= stone == 1 || stone == 2 ? stone : 0;
            }
            if (colours == 3) {
                for (int offset : offsets) {
                    int stone = board.stoneAt(cell + offset);
                    if (stone == 1 || stone == 2) {
                        mark[board.chainId(cell + offset)] = generation;
                    }
                }
            }
        }
    }

    private static boolean isStone(Board board, int cell) {
        int stone = board.stoneAt(cell);
        return stone == 1 || stone == 2;
    }
}
