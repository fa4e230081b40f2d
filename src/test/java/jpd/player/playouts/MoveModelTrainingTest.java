package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import jpd.rules.Action;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Move;
import jpd.rules.Point;
import org.junit.jupiter.api.Test;

class MoveModelTrainingTest {
    private static final int SIZE = 9;

    /**
     * Games where the teacher (Black) always answers next to the other side's last move and the
     * other side plays anywhere: the learnt model must find points next to the last move far more
     * likely than far ones.
     */
    @Test
    void learnsWhatTheTeachersMovesHaveInCommon() throws IOException {
        Random random = new Random(7);
        List<MoveModelTraining.Game> games = new ArrayList<>();
        for (int g = 0; g < 30; g++) {
            games.add(new MoveModelTraining.Game(SIZE, Map.of(), game(random, 30), Set.of(Color.BLACK)));
        }
        StringWriter text = new StringWriter();
        StringWriter report = new StringWriter();
        MoveModelTraining.train(games, text, new PrintWriter(report, true));
        MoveModel model = MoveModel.read(new BufferedReader(new StringReader(text.toString())));

        int[] near = {0, 2, 4, 0, 0, 0, 0};
        int[] far = {0, 17, 4, 0, 0, 0, 0};
        assertTrue(model.strength(near) > 10 * model.strength(far), report.toString());
        assertTrue(report.toString().startsWith("30 games, 450 positions"), report.toString());
        assertTrue(report.toString().contains("held-out 45 positions"), report.toString());
    }

    /** A game of this many moves: Black next to White's last stone when it can, White anywhere. */
    private static List<Action> game(Random random, int moves) {
        Board board = new Board(SIZE);
        List<Action> actions = new ArrayList<>();
        Point last = null;
        for (int i = 0; i < moves; i++) {
            Color color = i % 2 == 0 ? Color.BLACK : Color.WHITE;
            List<Point> choices = new ArrayList<>();
            for (Point point : board.points()) {
                boolean allowed = board.isEmpty(point) && !board.isSuicide(board.cell(point), color);
                if (allowed && (color == Color.WHITE || last == null || adjacent(point, last))) {
                    choices.add(point);
                }
            }
            Point point = choices.get(random.nextInt(choices.size()));
            board.place(point, color);
            actions.add(new Action(color, Move.at(point)));
            last = point;
        }
        return actions;
    }

    private static boolean adjacent(Point a, Point b) {
        return Math.abs(a.column() - b.column()) + Math.abs(a.row() - b.row()) == 1;
    }
}
