package jpd.player.net;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads ladders as KataGo does for its ladder inputs ({@code Board::searchIsLadderCaptured} and
 * {@code searchIsLadderCapturedAttackerFirst2Libs}): a chain in atari, defender to move, is laddered when every escape
 * by extending or capturing is answered by an atari that leads to capture; the defender wins any ko, and a search
 * that exceeds 25,000 moves says "not laddered". Works on a copy of the board it is given, which it leaves unchanged.
 */
final class LadderSearch {
    private static final int NODE_BUDGET = 25_000;

    private final NetBoard board;
    private final int depthLimit;
    private final List<byte[]> savedColors = new ArrayList<>();
    private final int[] savedKo;
    private final int[] buffer;
    private int nodes;

    /** Thrown when the node budget runs out: the ladder counts as not working. */
    private static final class BudgetExhausted extends RuntimeException {
        BudgetExhausted() {
            super(null, null, false, false);
        }
    }

    LadderSearch(NetBoard board) {
        this.board = board;
        this.depthLimit = board.size * board.size * 3 / 2 + 1;
        this.savedKo = new int[depthLimit + 2];
        this.buffer = new int[board.colors.length];
    }

    /** Whether the chain at this point, with one liberty and its owner to move, is captured in a ladder. */
    boolean isCapturedDefenderFirst(int point) {
        if (board.liberties(point, 2) > 1) {
            return false;
        }
        int savedKoPoint = board.koPoint;
        board.koPoint = NetBoard.NONE;
        nodes = 0;
        try {
            return search(point, 0);
        } catch (BudgetExhausted exhausted) {
            return false;
        } finally {
            board.koPoint = savedKoPoint;
        }
    }

    /**
     * Whether the chain at this point, with two liberties and the attacker to move, can be laddered; the attacker's
     * first moves that work are added to {@code working}.
     */
    boolean isCapturedAttackerFirst(int point, List<Integer> working) {
        int[] liberties = new int[2];
        if (board.chain(point, liberties, 3, null) != 2) {
            return false;
        }
        byte attacker = NetBoard.opponent(board.colors[point]);
        boolean found = false;
        for (int move : liberties) {
            if (board.isLegal(move, attacker, false)) {
                save(0);
                board.play(move, attacker);
                boolean works = isCapturedDefenderFirst(point);
                restore(0);
                if (works) {
                    working.add(move);
                    found = true;
                }
            }
        }
        return found;
    }

    private boolean search(int point, int depth) {
        if (depth >= depthLimit - 1) {
            return true;
        }
        if (nodes >= NODE_BUDGET) {
            throw new BudgetExhausted();
        }
        boolean defender = depth % 2 == 0;
        byte defenderColor = board.colors[point];
        int liberties = board.liberties(point, 3);
        if (!defender) {
            if (liberties <= 1) {
                return true;
            }
            if (liberties >= 3) {
                return false;
            }
        } else if (liberties >= 2 || board.koPoint != NetBoard.NONE) {
            return false;
        }
        int[] moves = defender ? defenderMoves(point, defenderColor) : attackerMoves(point, defenderColor);
        if (moves == null) {
            return !defender;
        }
        if (moves.length == 0) {
            return defender;
        }
        byte mover = defender ? defenderColor : NetBoard.opponent(defenderColor);
        for (int move : moves) {
            if (!board.isLegal(move, mover, false)) {
                continue;
            }
            save(depth + 1);
            board.play(move, mover);
            nodes++;
            boolean captured = search(point, depth + 1);
            restore(depth + 1);
            if (nodes >= NODE_BUDGET) {
                throw new BudgetExhausted();
            }
            if (defender && !captured) {
                return false;
            }
            if (!defender && captured) {
                return true;
            }
        }
        return defender;
    }

    /**
     * The defender's moves: captures that gain liberties, then its liberty. Null when the search is decided here by
     * KataGo's bounds: the defender escapes for sure (the caller then returns "not captured"), or, with a single move
     * that cannot gain a liberty, is captured (an empty list).
     */
    private int[] defenderMoves(int point, byte defenderColor) {
        int count = 0;
        byte attacker = NetBoard.opponent(defenderColor);
        int[] stones = new int[board.size * board.size + 1];
        board.chain(point, null, Integer.MAX_VALUE, stones);
        int[] found = new int[4];
        List<Integer> checkedChains = new ArrayList<>();
        for (int stone : stones) {
            if (stone == NetBoard.NONE) {
                break;
            }
            for (int offset : board.adjacent) {
                int next = stone + offset;
                if (board.colors[next] == attacker && board.liberties(next, 2) == 1 && !sameChainIn(next, checkedChains)) {
                    checkedChains.add(next);
                    board.chain(next, found, 1, null);
                    count = addUnique(found[0], count);
                }
            }
        }
        board.chain(point, found, 1, null);
        count = addUnique(found[0], count);
        int[] moves = java.util.Arrays.copyOf(buffer, count);
        int last = moves[count - 1];
        int[] bounds = libertyBoundsAfterPlay(last, defenderColor);
        if (bounds[0] >= 3) {
            return null;
        }
        if (count == 1 && bounds[1] <= 1) {
            return new int[0];
        }
        return moves;
    }

    private boolean sameChainIn(int stone, List<Integer> chains) {
        if (chains.isEmpty()) {
            return false;
        }
        int[] stones = new int[board.size * board.size + 1];
        board.chain(stone, null, Integer.MAX_VALUE, stones);
        for (int seen : chains) {
            for (int s : stones) {
                if (s == NetBoard.NONE) {
                    break;
                }
                if (s == seen) {
                    return true;
                }
            }
        }
        return false;
    }

    private int addUnique(int move, int count) {
        for (int i = 0; i < count; i++) {
            if (buffer[i] == move) {
                return count;
            }
        }
        buffer[count] = move;
        return count + 1;
    }

    /**
     * The attacker's moves on the defender's two liberties, ordered as KataGo orders them; null when the attacker wins
     * here (a double ko), an empty list when both escapes give the defender three liberties.
     */
    private int[] attackerMoves(int point, byte defenderColor) {
        int[] moves = new int[2];
        board.chain(point, moves, 2, null);
        byte attacker = NetBoard.opponent(defenderColor);
        int libs0 = board.immediateLiberties(moves[0]);
        int libs1 = board.immediateLiberties(moves[1]);
        if (libs0 == 0 && libs1 == 0 && wouldBeKoCapture(moves[0], attacker) && wouldBeKoCapture(moves[1], attacker)
                && libertiesAfterPlay(moves[0], defenderColor) <= 2 && libertiesAfterPlay(moves[1], defenderColor) <= 2
                && !hasCapturableNeighbour(point, defenderColor)) {
            return null;
        }
        int length = 2;
        if (!isAdjacent(moves[0], moves[1])) {
            if (libs0 >= 3 && libs1 >= 3) {
                return new int[0];
            } else if (libs0 >= 3) {
                length = 1;
            } else if (libs1 >= 3) {
                moves[0] = moves[1];
                length = 1;
            }
        }
        if (length > 1) {
            int score0 = libs0 * 2 + connectionLibertiesTimesTwo(moves[0], defenderColor);
            int score1 = libs1 * 2 + connectionLibertiesTimesTwo(moves[1], defenderColor);
            if (score1 > score0) {
                int swap = moves[0];
                moves[0] = moves[1];
                moves[1] = swap;
            }
        }
        return java.util.Arrays.copyOf(moves, length);
    }

    /** A null answer from {@link #attackerMoves} means the attacker wins; from the defender's, the defender. */
    private boolean isAdjacent(int a, int b) {
        int difference = Math.abs(a - b);
        return difference == 1 || difference == board.stride;
    }

    private int connectionLibertiesTimesTwo(int point, byte color) {
        int total = 0;
        for (int offset : board.adjacent) {
            int next = point + offset;
            if (board.colors[next] == color) {
                int libs = board.liberties(next);
                if (libs > 1) {
                    total += libs * 2 - 3;
                }
            }
        }
        return total;
    }

    /** Whether the point is an empty ko mouth of the other colour, capturing exactly one lone stone. */
    private boolean wouldBeKoCapture(int point, byte color) {
        if (board.colors[point] != NetBoard.EMPTY) {
            return false;
        }
        byte opponent = NetBoard.opponent(color);
        int capturable = NetBoard.NONE;
        for (int offset : board.adjacent) {
            int next = point + offset;
            byte there = board.colors[next];
            if (there != NetBoard.WALL && there != opponent) {
                return false;
            }
            if (there == opponent && board.liberties(next, 2) == 1) {
                if (capturable != NetBoard.NONE) {
                    return false;
                }
                capturable = next;
            }
        }
        if (capturable == NetBoard.NONE) {
            return false;
        }
        int[] stones = new int[3];
        board.chain(capturable, null, Integer.MAX_VALUE, stones);
        return stones[1] == NetBoard.NONE;
    }

    private boolean hasCapturableNeighbour(int point, byte color) {
        byte opponent = NetBoard.opponent(color);
        int[] stones = new int[board.size * board.size + 1];
        board.chain(point, null, Integer.MAX_VALUE, stones);
        for (int stone : stones) {
            if (stone == NetBoard.NONE) {
                break;
            }
            for (int offset : board.adjacent) {
                int next = stone + offset;
                if (board.colors[next] == opponent && board.liberties(next, 2) == 1) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The liberties a stone of this colour would have here, up to 3, by playing it on a copy. */
    private int libertiesAfterPlay(int point, byte color) {
        NetBoard trial = board.copy();
        trial.play(point, color);
        return trial.colors[point] == color ? trial.liberties(point, 3) : 0;
    }

    /** KataGo's quick lower and upper bounds on the liberties of a stone played here. */
    private int[] libertyBoundsAfterPlay(int point, byte color) {
        byte opponent = NetBoard.opponent(color);
        int immediate = 0;
        int captures = 0;
        int capturedStones = 0;
        int connectionSum = 0;
        int connectionMax = 0;
        int[] stones = new int[board.size * board.size + 1];
        for (int offset : board.adjacent) {
            int next = point + offset;
            byte there = board.colors[next];
            if (there == NetBoard.EMPTY) {
                immediate++;
            } else if (there == opponent) {
                if (board.liberties(next, 2) == 1) {
                    captures++;
                    board.chain(next, null, Integer.MAX_VALUE, stones);
                    int size = 0;
                    while (size < stones.length && stones[size] != NetBoard.NONE) {
                        size++;
                    }
                    capturedStones += size;
                }
            } else if (there == color) {
                int connection = board.liberties(next) - 1;
                connectionSum += connection;
                connectionMax = Math.max(connectionMax, connection);
            }
        }
        return new int[] {captures + Math.max(connectionMax, immediate), immediate + capturedStones + connectionSum};
    }

    private void save(int depth) {
        while (savedColors.size() <= depth) {
            savedColors.add(new byte[board.colors.length]);
        }
        System.arraycopy(board.colors, 0, savedColors.get(depth), 0, board.colors.length);
        savedKo[depth] = board.koPoint;
    }

    private void restore(int depth) {
        System.arraycopy(savedColors.get(depth), 0, board.colors, 0, board.colors.length);
        board.koPoint = savedKo[depth];
    }
}
