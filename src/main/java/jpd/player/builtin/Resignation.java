package jpd.player.builtin;

import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Phase;

/**
 * When the built-in player resigns: in normal play only (never while a stop is disputed, when
 * the game must be played out to be scored), after at least a quarter of the board's points in
 * moves, when the chosen move's win rate stayed below the threshold over {@link #IN_A_ROW}
 * consecutive searches of this colour, each of at least {@link #MIN_SIMULATIONS} simulations.
 */
final class Resignation {
    /** Searches in a row that must find the game lost. */
    static final int IN_A_ROW = 3;
    /** Fewer simulations than this say too little to resign on. */
    static final long MIN_SIMULATIONS = 1000;

    private final double threshold;
    private final int[] lowInARow = new int[3];
    /** The game's action count at each colour's last search, to notice an undo or a new game. */
    private final int[] lastActionCount = new int[3];

    /** Resigning below this win rate; 0 never resigns. */
    Resignation(double threshold) {
        this.threshold = threshold;
    }

    /** Counts one search of this colour; true when the player should resign now. */
    boolean afterSearch(GameView game, Color color, double winRate, long simulations) {
        int code = color.code();
        int actions = game.actionCount();
        boolean continued = actions > lastActionCount[code];
        lastActionCount[code] = actions;
        boolean late = actions >= game.size() * game.size() / 4;
        boolean lost = threshold > 0 && game.phase() == Phase.PLAY && late && winRate < threshold
                && simulations >= MIN_SIMULATIONS;
        lowInARow[code] = !lost ? 0 : continued ? lowInARow[code] + 1 : 1;
        return lowInARow[code] >= IN_A_ROW;
    }
}
