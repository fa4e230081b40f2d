package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import jpd.player.Resignation;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class ResignationTest {
    /** Komi that Black gives: a negative one so big that White cannot win whatever the board. */
    private static final double HOPELESS_KOMI = -80;

    /** White's own moves in a hopeless game, Black answering in its own area, until White resigns or has moved thrice. */
    private static List<Optional<Move>> whiteAnswers(Game game, double threshold) {
        List<Optional<Move>> answers = new ArrayList<>();
        // White may invade anywhere, so Black takes the first of these points still free.
        String[] blackReplies = {"H2", "H8", "G2", "G8", "J5", "H5"};
        try (PlayoutPlayer player = new PlayoutPlayer(new SearchConfig(2000, 60, 1, 11, threshold, false))) {
            player.setKomi(HOPELESS_KOMI);
            for (int turn = 0; turn < Resignation.IN_A_ROW; turn++) {
                Optional<Move> answer = player.chooseMove(game, Color.WHITE, false);
                answers.add(answer);
                if (answer.isEmpty()) {
                    break;
                }
                assertTrue(game.play(Color.WHITE, answer.get()).isPlayed());
                if (turn < Resignation.IN_A_ROW - 1) {
                    assertTrue(Arrays.stream(blackReplies).anyMatch(
                            reply -> game.play(Color.BLACK, Positions.move(reply)).isPlayed()), "no Black reply left");
                }
            }
        }
        return answers;
    }

    /**
     * Black walls White into the first two columns and gives the wall two true eyes, D1 and D9, in
     * 33 moves; White is to move. Without the eyes White won a few playouts by killing the wall,
     * more when the playouts follow learnt replies, so the game was not hopeless for them.
     */
    private static Game hopelessForWhite() {
        Game game = new Game(9, RuleSet.DEFAULT);
        for (int row = 1; row <= 9; row++) {
            assertTrue(game.play(Color.BLACK, Positions.move("C" + row)).isPlayed());
            assertTrue(game.play(Color.WHITE, Positions.move("B" + row)).isPlayed());
        }
        String[] eyeShape = {"D2", "E1", "E2", "D8", "E9", "E8"};
        String[] whiteInside = {"A1", "A9", "A3", "A7", "A2", "A8"};
        for (int i = 0; i < eyeShape.length; i++) {
            assertTrue(game.play(Color.BLACK, Positions.move(eyeShape[i])).isPlayed());
            assertTrue(game.play(Color.WHITE, Positions.move(whiteInside[i])).isPlayed());
        }
        game.play(Color.BLACK, Positions.move("E5"));
        game.play(Color.WHITE, Positions.move("A5"));
        game.play(Color.BLACK, Positions.move("G5"));
        return game;
    }

    @Test
    void resignsAfterThreeLostSearchesInARow() {
        List<Optional<Move>> answers = whiteAnswers(hopelessForWhite(), 0.05);
        assertEquals(Resignation.IN_A_ROW, answers.size());
        assertTrue(answers.get(0).isPresent() && answers.get(1).isPresent(), answers.toString());
        assertEquals(Optional.empty(), answers.get(2), "the third lost search resigns");
    }

    @Test
    void neverResignsWithThresholdZero() {
        assertTrue(whiteAnswers(hopelessForWhite(), 0).stream().allMatch(Optional::isPresent));
    }

    @Test
    void neverResignsOnABoardWithFewMovesPlayed() {
        Game game = Positions.game("""
                . O X . . . . . .
                . O X . . . . . .
                . O X . . . . . .
                . O X . . . . . .
                . O X . X . X . .
                . O X . . . . . .
                . O X . . . . . .
                . O X . . . . . .
                . O X . . . . . .
                """, RuleSet.DEFAULT, Color.WHITE);
        assertTrue(whiteAnswers(game, 0.05).stream().allMatch(Optional::isPresent));
    }
}
