package jpd.player.playouts;

import jpd.rules.Board;
import jpd.rules.Color;

/**
 * The playout policy: capture the last move's chain when it is in atari, take the vital point of
 * an own {@linkplain Nakade throw-in} the last move captured, save an own chain the last move
 * put in atari (capturing back or extending), else the last good reply to the last two moves or
 * to the last move, if the search keeps {@link LastGoodReplies}, else a good shape next to the last
 * move ({@link Shapes}), else a random point. Every reply and random point is no own eye, not
 * suicide, not the ko point and no self-atari of a chain of {@link #SELF_ATARI_LIMIT} stones or
 * more unless it is a killing throw-in. Play stops at two passes or 3·N² moves. The state is the
 * random generator, the replies and the vital point due: nothing is allocated.
 */
final class Playout {
    /** Own chains at least this big are never put into atari by their own move. */
    static final int SELF_ATARI_LIMIT = 2;

    private long random;
    /** The shape moves found around the last move (at most its eight neighbours). */
    private final int[] shapeCandidates = new int[8];

    /** Reads throw-ins into enemy eye spaces and the vital points after their capture. */
    private final Nakade nakade = new Nakade();
    /** The vital point the player to move takes now that its throw-in was captured, or -1. */
    private int vitalPointDue = -1;

    /** The replies the playouts learn and follow; null for playouts that follow none. */
    private final LastGoodReplies replies;

    /** A policy drawing from a xorshift generator with this seed, following no learnt replies. */
    Playout(long seed) {
        this(seed, null);
    }

    /** A policy drawing from a xorshift generator with this seed that follows these replies (null: none). */
    Playout(long seed, LastGoodReplies replies) {
        random = seed == 0 ? 0x9E3779B97F4A7C15L : seed;
        this.replies = replies;
    }

    /** Plays the position out; the real moves are appended to the trace (its recorded moves are the replies' context). */
    void run(Position position, Trace trace) {
        Board board = position.board();
        int limit = 3 * board.size() * board.size();
        int passes = 0;
        vitalPointDue = -1;
        for (int move = 0; move < limit && passes < 2; move++) {
            Color color = position.toMove();
            int cell = choose(position, board, color, trace);
            if (cell < 0) {
                passes++;
                position.play(Position.PASS);
            } else {
                passes = 0;
                trace.add(cell, color);
                position.play(cell);
            }
        }
    }

    private int choose(Position position, Board board, Color color, Trace trace) {
        int last = position.lastCell();
        int vital = vitalPointDue;
        vitalPointDue = -1;
        if (last >= 0) {
            int capture = captureOf(position, board, color, last);
            if (capture >= 0) {
                vitalPointDue = nakade.vitalPoint(board, last);
                return capture;
            }
            if (vital >= 0 && position.realAllowed(vital)) {
                return vital;
            }
            int rescue = rescueBeside(position, board, color, last);
            if (rescue >= 0) {
                return rescue;
            }
            if (replies != null) {
                int reply = storedReply(position, board, color, trace);
                if (reply >= 0) {
                    return reply;
                }
            }
            int shape = shapeMove(position, board, color, last);
            if (shape >= 0) {
                return shape;
            }
        }
        return randomMove(position, board, color);
    }

    /** The capture of the last move's chain when it is in atari, or -1. */
    private static int captureOf(Position position, Board board, Color color, int last) {
        if (board.stoneAt(last) == 3 - color.code() && board.inAtari(last)) {
            int liberty = board.atariLiberty(last);
            if (position.realAllowed(liberty)) {
                return liberty;
            }
        }
        return -1;
    }

    /**
     * The rescue of an own chain the last move put in atari (by taking a neighbouring chain in atari,
     * else by extending when that gains liberties), or -1.
     */
    private static int rescueBeside(Position position, Board board, Color color, int last) {
        int own = color.code();
        for (int d = 0; d < 4; d++) {
            int neighbor = neighbor(board, last, d);
            if (board.stoneAt(neighbor) == own && board.inAtari(neighbor)) {
                int rescue = rescue(position, board, color, neighbor);
                if (rescue >= 0) {
                    return rescue;
                }
            }
        }
        return -1;
    }

    /** A move that saves the own chain in atari at this cell, or -1. */
    private static int rescue(Position position, Board board, Color color, int chainCell) {
        int opponent = 3 - color.code();
        int stone = chainCell;
        do {
            for (int d = 0; d < 4; d++) {
                int neighbor = neighbor(board, stone, d);
                if (board.stoneAt(neighbor) == opponent && board.inAtari(neighbor)) {
                    int liberty = board.atariLiberty(neighbor);
                    if (position.realAllowed(liberty)) {
                        return liberty;
                    }
                }
            }
            stone = board.nextStone(stone);
        } while (stone != chainCell);
        int liberty = board.atariLiberty(chainCell);
        return position.realAllowed(liberty) && !selfAtari(board, liberty, color, 1) ? liberty : -1;
    }

    /**
     * The stored reply to the last two moves if it is playable, else to the last move if it is,
     * else -1. Both are often the same cell: one rejected is not tested again (a hot path).
     */
    private int storedReply(Position position, Board board, Color color, Trace trace) {
        int toTwo = replies.toLastTwo(trace, color.code());
        if (toTwo >= 0 && acceptable(position, board, color, toTwo)) {
            return toTwo;
        }
        int toOne = replies.toLast(trace, color.code());
        return toOne >= 0 && toOne != toTwo && acceptable(position, board, color, toOne) ? toOne : -1;
    }

    /** A random one of the points around the last move where a stone makes a good shape without self-atari, or -1. */
    private int shapeMove(Position position, Board board, Color color, int last) {
        int stride = board.stride();
        int found = 0;
        for (int row = -1; row <= 1; row++) {
            for (int column = -1; column <= 1; column++) {
                int cell = last + row * stride + column;
                if (board.stoneAt(cell) == 0 && Shapes.good(board, cell) && position.realAllowed(cell)) {
                    shapeCandidates[found++] = cell;
                }
            }
        }
        // Self-atari is the costly test, so it is made only on the drawn candidate: drawing again
        // from the rest after a rejection keeps the choice uniform over the candidates that pass.
        while (found > 0) {
            int drawn = nextInt(found);
            int cell = shapeCandidates[drawn];
            if (!selfAtari(board, cell, color, 1)) {
                return cell;
            }
            shapeCandidates[drawn] = shapeCandidates[--found];
        }
        return -1;
    }

    private int randomMove(Position position, Board board, Color color) {
        int count = board.emptyCount();
        while (count > 0) {
            board.swapEmpty(nextInt(count), count - 1);
            int cell = board.emptyCell(--count);
            if (acceptable(position, board, color, cell)) {
                return cell;
            }
        }
        return -1;
    }

    /**
     * Whether a stone on this cell is allowed, fills no own eye and puts no chain of {@link #SELF_ATARI_LIMIT}
     * stones or more in atari unless it is a {@linkplain Nakade killing throw-in}.
     */
    private boolean acceptable(Position position, Board board, Color color, int cell) {
        return position.realAllowed(cell) && !Eyes.isTrueEye(board, cell, color)
                && (!selfAtari(board, cell, color, SELF_ATARI_LIMIT) || nakade.isKillingThrowIn(board, cell, color));
    }

    /**
     * Whether a stone here would leave a chain of at least {@code limit} stones with at most
     * one liberty (a capture always gives one more, so it never counts).
     */
    static boolean selfAtari(Board board, int cell, Color color, int limit) {
        int own = color.code();
        int liberty = -1;
        int stones = 1;
        int firstChain = -1;
        int secondChain = -1;
        int thirdChain = -1;
        for (int d = 0; d < 4; d++) {
            int neighbor = neighbor(board, cell, d);
            int stone = board.stoneAt(neighbor);
            int found;
            if (stone == 0) {
                found = neighbor;
            } else if (stone == own) {
                int chain = board.chainId(neighbor);
                if (chain == firstChain || chain == secondChain || chain == thirdChain) {
                    continue;
                }
                thirdChain = secondChain;
                secondChain = firstChain;
                firstChain = chain;
                stones += board.chainSize(neighbor);
                found = board.libertyBesides(neighbor, cell);
                if (found < 0) {
                    return false;
                }
            } else if (stone != 3 && board.inAtari(neighbor)) {
                return false;
            } else {
                continue;
            }
            if (found > 0 && liberty >= 0 && found != liberty) {
                return false;
            }
            if (found > 0) {
                liberty = found;
            }
        }
        return stones >= limit;
    }

    /** The neighbour of a cell in direction 0..3 (down, left, right, up in cell order). */
    static int neighbor(Board board, int cell, int direction) {
        return switch (direction) {
            case 0 -> cell - board.stride();
            case 1 -> cell - 1;
            case 2 -> cell + 1;
            default -> cell + board.stride();
        };
    }

    private int nextInt(int bound) {
        random ^= random << 13;
        random ^= random >>> 7;
        random ^= random << 17;
        return (int) ((random >>> 33) % bound);
    }
}
