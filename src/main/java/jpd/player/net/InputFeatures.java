package jpd.player.net;

import java.util.ArrayList;
import java.util.List;

/**
 * KataGo's version 7 inputs ({@code NNInputs::fillRowV7}) for a position in the normal phase under territory scoring,
 * no tax, simple ko, suicide allowed and no button: 22 planes indexed {@code channel * area + y * size + x} and 19
 * global values.
 */
final class InputFeatures {
    static final int SPATIAL = 22;
    static final int GLOBAL = 19;
    private static final int HISTORY_TURNS = 5;
    private static final float KOMI_CLIP_RADIUS = 20f;

    private InputFeatures() {
    }

    /**
     * Fills the planes and global values for {@code player} to move, White receiving {@code whiteKomi} (the engine's
     * komi, before the chill of {@link NetHistory#whiteBonus}).
     */
    static void fill(NetHistory history, byte player, double whiteKomi, float[] spatial, float[] global) {
        NetBoard board = history.board;
        int size = board.size;
        int area = size * size;
        java.util.Arrays.fill(spatial, 0, SPATIAL * area, 0f);
        java.util.Arrays.fill(global, 0, GLOBAL, 0f);
        byte opponent = NetBoard.opponent(player);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int point = board.point(x, y);
                int position = y * size + x;
                spatial[position] = 1f;
                byte stone = board.colors[point];
                if (stone == player) {
                    spatial[area + position] = 1f;
                } else if (stone == opponent) {
                    spatial[2 * area + position] = 1f;
                }
                if (stone == player || stone == opponent) {
                    int liberties = board.liberties(point, 4);
                    if (liberties <= 3) {
                        spatial[(2 + liberties) * area + position] = 1f;
                    }
                }
            }
        }
        if (board.koPoint != NetBoard.NONE) {
            spatial[6 * area + board.position(board.koPoint)] = 1f;
        }
        int included = history(history, player, opponent, spatial, global, area);
        ladders(board, opponent, spatial, area, 14, true);
        ladders(included < 1 ? board : history.previous, opponent, spatial, area, 15, false);
        NetBoard beforePrevious = included < 1 ? board : included < 2 ? history.previous : history.beforePrevious;
        ladders(beforePrevious, opponent, spatial, area, 16, false);

        float selfKomi = (float) (whiteKomi + history.whiteBonus);
        if (player == NetBoard.BLACK) {
            selfKomi = -selfKomi;
        }
        float bound = area + KOMI_CLIP_RADIUS;
        selfKomi = Math.max(-bound, Math.min(bound, selfKomi));
        global[5] = selfKomi / 20f;
        global[8] = 1f; // suicide allowed
        global[9] = 1f; // territory scoring
        global[14] = history.endingPasses == 1 ? 1f : 0f; // a pass would end the phase
    }

    /** The last moves while they alternate, ending with the opponent's: planes 9-13, or global 0-4 for passes. */
    private static int history(NetHistory history, byte player, byte opponent, float[] spatial, float[] global,
            int area) {
        int included = 0;
        for (int turn = 0; turn < Math.min(HISTORY_TURNS, history.moveCount); turn++) {
            int index = history.moveCount - 1 - turn;
            byte expected = turn % 2 == 0 ? opponent : player;
            if (history.moveColors[index] != expected) {
                break;
            }
            int point = history.movePoints[index];
            if (point == NetBoard.NONE) {
                global[turn] = 1f;
            } else {
                spatial[(9 + turn) * area + history.board.position(point)] = 1f;
            }
            included++;
        }
        return included;
    }

    /**
     * KataGo's {@code iterLadders}: each stone of a chain with one or two liberties that a ladder captures marks
     * {@code plane}; on the current board, the attacker's first moves that ladder an opponent's chain of two
     * liberties mark plane 17 (once per chain, at its first stone in scan order).
     */
    private static void ladders(NetBoard original, byte opponent, float[] spatial, int area, int plane,
            boolean workingMoves) {
        NetBoard board = original.copy();
        LadderSearch search = new LadderSearch(board);
        int size = board.size;
        boolean[] solvedValues = new boolean[area];
        int[] chainOf = new int[board.colors.length];
        java.util.Arrays.fill(chainOf, -1);
        int solved = 0;
        int[] stones = new int[area + 1];
        List<Integer> working = new ArrayList<>();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int point = board.point(x, y);
                byte stone = board.colors[point];
                if (stone != NetBoard.BLACK && stone != NetBoard.WHITE) {
                    continue;
                }
                int liberties = board.liberties(point, 3);
                if (liberties != 1 && liberties != 2) {
                    continue;
                }
                int position = y * size + x;
                if (chainOf[point] >= 0) {
                    if (solvedValues[chainOf[point]]) {
                        spatial[plane * area + position] = 1f;
                    }
                    continue;
                }
                working.clear();
                boolean laddered = liberties == 1 ? search.isCapturedDefenderFirst(point)
                        : search.isCapturedAttackerFirst(point, working);
                board.chain(point, null, Integer.MAX_VALUE, stones);
                for (int stoneIndex = 0; stoneIndex < stones.length && stones[stoneIndex] != NetBoard.NONE;
                        stoneIndex++) {
                    chainOf[stones[stoneIndex]] = solved;
                }
                solvedValues[solved] = laddered;
                solved++;
                if (laddered) {
                    spatial[plane * area + position] = 1f;
                    if (workingMoves && stone == opponent && liberties > 1) {
                        for (int move : working) {
                            spatial[17 * area + board.position(move)] = 1f;
                        }
                    }
                }
            }
        }
    }
}
