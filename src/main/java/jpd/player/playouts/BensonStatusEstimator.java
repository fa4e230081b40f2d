package jpd.player.playouts;

import java.util.HashSet;
import java.util.Set;
import jpd.player.ScratchBoards;
import jpd.player.StatusEstimate;
import jpd.player.StatusEstimator;
import jpd.player.SurvivalCount;
import jpd.rules.Board;
import jpd.rules.GameView;
import jpd.rules.Point;
import jpd.rules.Seeds;

/**
 * Statuses from Benson's pass-alive analysis and playout survival: pass-alive chains live and
 * the stones in their vital regions are dead; any other chain is dead when its stones survive
 * in fewer than half of the light playouts from the position (half of them started by each colour)
 * or when it has only a dead eye space
 * ({@link DeadEyeSpace}), and in seki when, surviving,
 * it mostly ends next to an empty point that a surviving enemy chain also touches (a shared
 * liberty that neither side could fill).
 *
 * <p>The random source is seeded from the seed and the whole position, so one position always
 * gets the same estimate.
 *
 * @param seed     the seed, mixed with the whole position's hash
 * @param playouts playouts per estimate
 */
public record BensonStatusEstimator(long seed, int playouts) implements StatusEstimator {
    /** Playouts per estimate unless told otherwise. */
    public static final int DEFAULT_PLAYOUTS = 256;

    @Override
    public StatusEstimate estimate(GameView game) {
        Board start = ScratchBoards.copyOf(game.board());
        if (SurvivalCount.isBare(start)) {
            return StatusEstimate.ALL_ALIVE;
        }
        SurvivalCount survival = new SurvivalCount(start);
        long[] chainShared = new long[start.stride() * start.stride()];
        playOut(start, game, survival, chainShared);
        int[] benson = Benson.analyse(start);
        Set<Point> dead = new HashSet<>();
        Set<Point> seki = new HashSet<>();
        byte[] deadEyeSpace = new byte[chainShared.length];
        for (int cell = 0; cell < chainShared.length; cell++) {
            if (!SurvivalCount.isStone(start, cell) || benson[cell] == 1) {
                continue;
            }
            int chain = start.chainId(cell);
            if (deadEyeSpace[chain] == 0) {
                deadEyeSpace[chain] = (byte) (DeadEyeSpace.isDead(start, cell) ? 1 : -1);
            }
            if (benson[cell] == -1 || survival.diesMostly(cell) || deadEyeSpace[chain] == 1) {
                dead.add(start.pointOf(cell));
            } else if (2 * chainShared[start.chainId(cell)] > survival.chainSurvivals(cell)) {
                seki.add(start.pointOf(cell));
            }
        }
        return new StatusEstimate(dead, seki);
    }

    /** Counts the survivals and, per start chain, the stones that end a playout beside a shared liberty. */
    private void playOut(Board start, GameView game, SurvivalCount survival, long[] chainShared) {
        // Half the playouts start with each colour: the side to move after the passes says nothing of who owns what.
        SearchRoot[] roots = {SearchRoot.forPlayouts(start, game.toMove()),
            SearchRoot.forPlayouts(start, game.toMove().opponent())};
        Position position = new Position(start.size());
        Playout playout = new Playout(Seeds.derive(seed, game.wholePositionHash()));
        Trace trace = new Trace(0);
        int[] sharedMark = new int[chainShared.length];
        for (int i = 1; i <= playouts; i++) {
            position.reset(roots[i % 2]);
            playout.run(position, trace);
            Board end = position.board();
            survival.add(end);
            markChainsBesideSharedPoints(end, sharedMark, i);
            for (int cell = 0; cell < chainShared.length; cell++) {
                if (survival.survived(end, cell) && sharedMark[end.chainId(cell)] == i) {
                    chainShared[start.chainId(cell)]++;
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
}
