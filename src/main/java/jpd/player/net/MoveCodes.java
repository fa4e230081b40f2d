package jpd.player.net;

import jpd.rules.Move;
import jpd.rules.Point;

/**
 * Actions as small numbers, as the net's policy numbers them: {@code row * size + column} for a real move, then the
 * pass at {@code size * size} and the virtual move after it.
 */
final class MoveCodes {
    private MoveCodes() {
    }

    static int pass(int size) {
        return size * size;
    }

    static int virtual(int size) {
        return size * size + 1;
    }

    static int of(Move move, int size) {
        if (move.isPass()) {
            return pass(size);
        }
        return move.isVirtual() ? virtual(size) : move.point().row() * size + move.point().column();
    }

    static Move move(int code, int size) {
        if (code == pass(size)) {
            return Move.PASS;
        }
        return code == virtual(size) ? Move.VIRTUAL : Move.at(Point.of(code % size, code / size));
    }
}
