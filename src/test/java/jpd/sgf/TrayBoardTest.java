package jpd.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.Move;
import jpd.rules.Point;
import org.junit.jupiter.api.Test;

/** GoGui's files with the tray row: SZ one more than the game, the top row virtual, clicks after a stop no moves. */
class TrayBoardTest {

    @Test
    void theTopRowIsAVirtualMoveAndMarksAreNoMoves() throws SgfException {
        // 3x3 game on GoGui's 4x4 board: B virtual (ba), W C1... then a stop, B marks its own stone, both accept.
        GameRecord record = GameRecord.parseTray("(;FF[4]SZ[4];B[bb]PL[W];W[ba]PL[B];B[cc]PL[W];W[]PL[B];B[]PL[W]"
                + ";W[bb]PL[B];B[aa];W[da])");
        assertEquals(3, record.size());
        assertEquals(List.of(new Action(Color.BLACK, Move.at(Point.of(1, 2))), new Action(Color.WHITE, Move.VIRTUAL),
                new Action(Color.BLACK, Move.at(Point.of(2, 1))), new Action(Color.WHITE, Move.PASS),
                new Action(Color.BLACK, Move.PASS)), record.actions());
    }

    @Test
    void claimsAreNoMovesAndTheRightColumnResumesPlayWithTheNextClick() throws SgfException {
        // After the stop B claims A1, W takes the claim back, B clicks the right column then plays A1.
        GameRecord record = GameRecord.parseTray("(;FF[4]SZ[4];B[bb];W[cc];B[];W[];B[ad];W[ad];B[db];B[ad];W[])");
        assertEquals(List.of(Move.at(Point.of(1, 2)), Move.at(Point.of(2, 1)), Move.PASS, Move.PASS,
                Move.at(Point.of(0, 0)), Move.PASS), record.actions().stream().map(Action::move).toList());
        SgfException refused = assertThrows(SgfException.class,
                () -> GameRecord.parseTray("(;FF[4]SZ[4];B[bb];W[cc];B[];W[];B[db];B[bb])"));
        assertTrue(refused.getMessage().contains("play resumes"), refused.getMessage());
    }

    @Test
    void theRightColumnIsOutsideTheGameWhilePlaying() {
        SgfException refused = assertThrows(SgfException.class, () -> GameRecord.parseTray("(;FF[4]SZ[4];B[db])"));
        assertTrue(refused.getMessage().contains("column D is outside the game"), refused.getMessage());
    }

    @Test
    void theSameFileReadPlainlyIsAGameOnTheWholeBoard() throws SgfException {
        assertEquals(4, GameRecord.parse("(;FF[4]SZ[4];B[bb];W[ba])").size());
    }
}
