package jpd.player;

import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Phase;

/**
 * When a searching player resigns: in normal play only (never while a stop is disputed, when
 * the game must be played out to be scored), after at least a quarter of the board's points in
 * moves, when the chosen move's win rate stayed below the threshold over {@link #IN_A_ROW}
 * consecutive searches of this colour, each of at least the player's minimum of simulations.
 */
public final class Resignation {
    /** Searches in a row that must find the game lost. */
    public static final int IN_A_ROW = 3;

    private final double threshold;
    /** Fewer simulations than this say too little to resign on. */
    private final long minSimulations;
    private final int[] lowInARow = new int[3];
    /** The game's action count at each colour's last search, to notice an undo or a new game. */
    private final int[] lastActionCount = new int[3];

    /** Resigning below this win rate (0 never resigns), judged on searches of at least this many simulations. */
    public Resignation(double threshold, long minSimulations) {
        this.threshold = threshold;
        this.minSimulations = minSimulations;
    }

    /** Counts one search of this colour; true when the player should resign now. */
    public boolean afterSearch(GameView game, Color color, double winRate, long simulations) {
        int code = color.code();
        int actions = game.actionCount();
        boolean continued = actions > lastActionCount[code];
        lastActionCount[code] = actions;
        boolean late = actions >= game.size() * game.size() / 4;
        boolean lost = threshold > 0 && game.phase() == Phase.PLAY && late && winRate < threshold
                && simulations >= minSimulations;
        lowInARow[code] = !lost ? 0 : continued ? lowInARow[code] + 1 : 1;
        return lowInARow[code] >= IN_A_ROW;
    }
}
