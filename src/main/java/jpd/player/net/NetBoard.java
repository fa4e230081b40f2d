package jpd.player.net;

import java.util.Arrays;

/**
 * A board as KataGo's {@code Board} keeps it for its inputs: stones with captures and suicide, and the simple ko point
 * left by the last move. Points are indexed in a frame of walls, rows from the top as the network sees them: {@code
 * (y + 1) * (size + 2) + x + 1}.
 */
final class NetBoard {
    static final byte EMPTY = 0;
    static final byte BLACK = 1;
    static final byte WHITE = 2;
    static final byte WALL = 3;
    /** No point: a pass, or no ko. */
    static final int NONE = -1;

    final int size;
    final int stride;
    final byte[] colors;
    final int[] adjacent;
    int koPoint = NONE;

    private final int[] marks;
    private int mark;
    private final int[] stack;

    NetBoard(int size) {
        this.size = size;
        this.stride = size + 2;
        this.colors = new byte[stride * stride];
        Arrays.fill(colors, WALL);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                colors[point(x, y)] = EMPTY;
            }
        }
        // KataGo's order: up, left, right, down.
        this.adjacent = new int[] {-stride, -1, 1, stride};
        this.marks = new int[colors.length];
        this.stack = new int[colors.length];
    }

    private NetBoard(NetBoard other) {
        this.size = other.size;
        this.stride = other.stride;
        this.colors = other.colors.clone();
        this.adjacent = other.adjacent;
        this.koPoint = other.koPoint;
        this.marks = new int[colors.length];
        this.stack = new int[colors.length];
    }

    NetBoard copy() {
        return new NetBoard(this);
    }

    int point(int x, int y) {
        return (y + 1) * stride + x + 1;
    }

    /** The network's index of a point, {@code y * size + x}. */
    int position(int point) {
        return (point / stride - 1) * size + point % stride - 1;
    }

    static byte opponent(byte color) {
        return (byte) (3 - color);
    }

    /** Plays a stone, or a pass ({@link #NONE}), as KataGo's {@code playMoveAssumeLegal} does. */
    void play(int point, byte color) {
        if (point == NONE) {
            koPoint = NONE;
            return;
        }
        byte opponent = opponent(color);
        colors[point] = color;
        int captured = 0;
        int capturedPoint = NONE;
        for (int offset : adjacent) {
            int next = point + offset;
            if (colors[next] == opponent && liberties(next, 1) == 0) {
                captured += remove(next);
                capturedPoint = next;
            }
        }
        koPoint = captured == 1 && isLone(point) && liberties(point, 2) == 1 ? capturedPoint : NONE;
        if (liberties(point, 1) == 0) {
            remove(point);
        }
    }

    private boolean isLone(int point) {
        byte color = colors[point];
        for (int offset : adjacent) {
            if (colors[point + offset] == color) {
                return false;
            }
        }
        return true;
    }

    /** Removes the chain holding this stone; returns how many stones it had. */
    private int remove(int point) {
        byte color = colors[point];
        int count = 0;
        int top = 0;
        stack[top++] = point;
        colors[point] = EMPTY;
        while (top > 0) {
            int current = stack[--top];
            count++;
            for (int offset : adjacent) {
                int next = current + offset;
                if (colors[next] == color) {
                    colors[next] = EMPTY;
                    stack[top++] = next;
                }
            }
        }
        return count;
    }

    /** The liberties of the chain holding this stone, counted up to {@code limit}. */
    int liberties(int point, int limit) {
        return chain(point, null, limit, null);
    }

    /** The liberties of the chain holding this stone, counted in full. */
    int liberties(int point) {
        return chain(point, null, Integer.MAX_VALUE, null);
    }

    /**
     * Walks the chain holding this stone: writes its stones to {@code stones} (when not null; as many as it holds, then
     * {@link #NONE} if there is room) and its distinct liberties to {@code found} (when not null); returns the number
     * of liberties, stopping at {@code limit}.
     */
    int chain(int point, int[] found, int limit, int[] stones) {
        byte color = colors[point];
        mark += 2;
        int stoneMark = mark;
        int libertyMark = mark + 1;
        int libertyCount = 0;
        int stoneCount = 0;
        int top = 0;
        stack[top++] = point;
        marks[point] = stoneMark;
        while (top > 0) {
            int current = stack[--top];
            if (stones != null && stoneCount < stones.length) {
                stones[stoneCount] = current;
            }
            stoneCount++;
            for (int offset : adjacent) {
                int next = current + offset;
                byte there = colors[next];
                if (there == EMPTY) {
                    if (marks[next] != libertyMark) {
                        marks[next] = libertyMark;
                        if (found != null) {
                            found[libertyCount] = next;
                        }
                        if (++libertyCount >= limit) {
                            return libertyCount;
                        }
                    }
                } else if (there == color && marks[next] != stoneMark) {
                    marks[next] = stoneMark;
                    stack[top++] = next;
                }
            }
        }
        if (stones != null && stoneCount < stones.length) {
            stones[stoneCount] = NONE;
        }
        return libertyCount;
    }

    /** Whether a stone here would take no liberty and capture nothing ({@code multiStone}: suicide of a chain allowed). */
    boolean isIllegalSuicide(int point, byte color, boolean multiStoneSuicideLegal) {
        byte opponent = opponent(color);
        for (int offset : adjacent) {
            int next = point + offset;
            byte there = colors[next];
            if (there == EMPTY) {
                return false;
            }
            if (there == color && (multiStoneSuicideLegal || liberties(next, 2) > 1)) {
                return false;
            }
            if (there == opponent && liberties(next, 2) == 1) {
                return false;
            }
        }
        return true;
    }

    /** KataGo's {@code isLegal}: an empty point, not the ko point, not a forbidden suicide. */
    boolean isLegal(int point, byte color, boolean multiStoneSuicideLegal) {
        return colors[point] == EMPTY && point != koPoint && !isIllegalSuicide(point, color, multiStoneSuicideLegal);
    }

    int immediateLiberties(int point) {
        int count = 0;
        for (int offset : adjacent) {
            if (colors[point + offset] == EMPTY) {
                count++;
            }
        }
        return count;
    }
}
