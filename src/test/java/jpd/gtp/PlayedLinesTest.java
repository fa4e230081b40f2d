package jpd.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.RuleSet;
import jpd.testing.LogCapture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The tree of lines behind --keep-virtual-on-replay, on games played as a session plays them
 * (each action recorded). The GTP behaviour is checked through the real process by
 * gtp-tests/keep-virtual-on-replay/ and scripts/interop/sabaki-session.js.
 */
class PlayedLinesTest {
    private final PlayedLines lines = new PlayedLines(PlayedLines.DEFAULT_MAX_ACTIONS);
    @RegisterExtension
    final LogCapture log = new LogCapture();

    /** A new 9x9 game with these actions ("b E5", "w virtual", ...), each recorded as the session records it. */
    private Game played(PlayedLines into, String... actions) {
        Game game = new Game(9, RuleSet.DEFAULT);
        for (String action : actions) {
            play(into, game, action);
        }
        return game;
    }

    private static void play(PlayedLines into, Game game, String action) {
        String[] words = action.split(" ");
        Color color = Notation.parseColor(words[0]);
        assertTrue(game.play(color, Notation.parseMove(words[1], game.size())).isPlayed(), action);
        into.record(game);
    }

    @Test
    void aPassWhereTheLineHadAVirtualMoveIsThatMove() {
        played(lines, "b E5", "w virtual", "b C3");
        Game replay = played(lines, "b E5");
        assertEquals(Move.VIRTUAL, lines.replayed(replay, Color.WHITE, Move.PASS));
        assertEquals(Move.PASS, lines.replayed(replay, Color.BLACK, Move.PASS), "only the same colour's");
        assertEquals(Move.at(2, 2), lines.replayed(replay, Color.WHITE, Move.at(2, 2)), "a real move is as sent");
        log.assertLogged("WARN", "kept 'play white pass' (action 2) as the virtual move");
    }

    @Test
    void ofAPassAndAVirtualMoveAtOnePointTheOnePlayedLastCounts() {
        Game game = played(lines, "b E5", "w pass");
        game.undo();
        play(lines, game, "w virtual");
        game.undo();
        assertEquals(Move.VIRTUAL, lines.replayed(game, Color.WHITE, Move.PASS));
        Game later = played(lines, "b E5", "w pass");
        later.undo();
        assertEquals(Move.PASS, lines.replayed(later, Color.WHITE, Move.PASS));
    }

    @Test
    void aReplayThatLeftTheLineHasItsOwnBranch() {
        played(lines, "b E5", "w virtual");
        Game other = played(lines, "b D5");
        assertEquals(Move.PASS, lines.replayed(other, Color.WHITE, Move.PASS));
    }

    @Test
    void beyondItsLimitTheTreeKeepsOnlyTheCurrentGamesLine() {
        PlayedLines small = new PlayedLines(1);
        played(small, "b E5", "w virtual");
        Game current = played(small, "b D5", "w virtual");
        current.undo();
        assertEquals(Move.VIRTUAL, small.replayed(current, Color.WHITE, Move.PASS), "the current game's line stays");
        Game first = new Game(9, RuleSet.DEFAULT);
        first.play(Color.BLACK, Notation.parseMove("E5", 9));
        assertEquals(Move.PASS, small.replayed(first, Color.WHITE, Move.PASS), "the first game's line is forgotten");
        log.assertLogged("WARN", "--keep-virtual-on-replay remembers at most 1 actions");
    }
}
