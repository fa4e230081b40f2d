package jpd.gtp;

import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Point;

/** The {@code showboard} text: the board with coordinates, then counts, phase and side to move. */
final class BoardDiagram {
    private BoardDiagram() {
    }

    /** Starts with a line break, as GNU Go's, so the diagram begins on its own line. */
    static String render(GameView game) {
        BoardView board = game.board();
        int size = board.size();
        StringBuilder text = new StringBuilder("\n");
        String letters = letters(size);
        text.append(letters).append('\n');
        for (int row = size - 1; row >= 0; row--) {
            String number = String.format("%2d", row + 1);
            text.append(number);
            for (int column = 0; column < size; column++) {
                text.append(' ').append(symbol(board.colorAt(Point.of(column, row))));
            }
            text.append(' ').append(number.trim()).append('\n');
        }
        text.append(letters).append('\n');
        text.append("captured: black ").append(game.captured(Color.BLACK))
                .append(" white ").append(game.captured(Color.WHITE)).append('\n');
        text.append("virtual: black ").append(game.virtualStones(Color.BLACK))
                .append(" white ").append(game.virtualStones(Color.WHITE)).append('\n');
        text.append("moves: black ").append(game.moves(Color.BLACK))
                .append(" white ").append(game.moves(Color.WHITE)).append('\n');
        text.append("phase: ").append(game.phase()).append('\n');
        text.append("to move: ").append(Names.of(game.toMove()));
        return text.toString();
    }

    /** {@code X} for Black, {@code O} for White, {@code .} for an empty point (null). */
    static char symbol(Color color) {
        return color == null ? '.' : color == Color.BLACK ? 'X' : 'O';
    }

    private static String letters(int size) {
        StringBuilder line = new StringBuilder("  ");
        for (int column = 0; column < size; column++) {
            line.append(' ').append(Notation.vertex(Point.of(column, 0)).charAt(0));
        }
        return line.toString();
    }
}
