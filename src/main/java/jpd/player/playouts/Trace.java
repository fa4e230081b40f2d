package jpd.player.playouts;

import jpd.rules.Color;

/** The real moves of one simulation, tree part and playout, in order: what RAVE learns from. */
final class Trace {
    private final int[] cells;
    private final byte[] colors;
    private int length;

    /** A trace holding at most this many moves; later moves are not recorded. */
    Trace(int capacity) {
        cells = new int[capacity];
        colors = new byte[capacity];
    }

    void clear() {
        length = 0;
    }

    void add(int cell, Color color) {
        if (length < cells.length) {
            cells[length] = cell;
            colors[length] = (byte) color.code();
            length++;
        }
    }

    int length() {
        return length;
    }

    int cell(int i) {
        return cells[i];
    }

    /** The stone code (1 Black, 2 White) of the i-th move. */
    int colorCode(int i) {
        return colors[i];
    }
}
