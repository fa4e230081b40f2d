package jpd.bench;

import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;

/**
 * The playout of issue 2's benchmark: empty points in random order, the first legal one that
 * does not fill a one-point own eye; pass when none; stop at two passes or 3·N² moves.
 */
public final class UniformPlayout {
    private final Game game;
    private long seed;

    /** Playouts on this game's setup, with a seeded xorshift generator. */
    public UniformPlayout(Game game, long seed) {
        this.game = game;
        this.seed = seed == 0 ? 1 : seed;
    }

    /** Restarts the game and plays one playout; returns the number of actions. */
    public int run() {
        game.restart();
        Board board = game.boardForReading();
        int limit = 3 * board.size() * board.size();
        int passes = 0;
        int moves = 0;
        Color color = Color.BLACK;
        while (passes < 2 && moves < limit) {
            int count = board.emptyCount();
            boolean played = false;
            while (count > 0 && !played) {
                // Tried points move to the end of the board's own empty list: a lazy shuffle.
                board.swapEmpty(nextInt(count), --count);
                int cell = board.emptyCell(count);
                played = !board.isOwnEye(cell, color) && game.playCell(color, cell).isPlayed();
            }
            if (played) {
                passes = 0;
            } else {
                game.play(color, Move.PASS);
                passes++;
            }
            moves++;
            color = color.opponent();
        }
        return moves;
    }

    private int nextInt(int bound) {
        seed ^= seed << 13;
        seed ^= seed >>> 7;
        seed ^= seed << 17;
        return (int) ((seed >>> 33) % bound);
    }
}
