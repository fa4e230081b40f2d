package jpd.player.builtin;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MoveModelTrainingTest {
    private static final int SIZE = 9;

    /**
     * Games where the teacher (Black) always answers next to the other side's last move and the
     * other side plays anywhere: the learnt model must find points next to the last move far more
     * likely than far ones, and must learn nothing from the other side's moves.
     */
    @Test
    void learnsWhatTheTeachersMovesHaveInCommon(@TempDir Path games) throws IOException {
        Random random = new Random(7);
        List<Path> files = new ArrayList<>();
        for (int g = 0; g < 30; g++) {
            Path file = games.resolve("game-" + g + ".sgf");
            Files.writeString(file, game(random, 30));
            files.add(file);
        }
        ByteArrayOutputStream report = new ByteArrayOutputStream();
        MoveModel model = MoveModelTraining.train(files, "Teacher", new PrintStream(report, true, StandardCharsets.UTF_8));

        int[] near = {0, 2, 4, 0, 0, 0, 0};
        int[] far = {0, 17, 4, 0, 0, 0, 0};
        assertTrue(model.strength(near) > 10 * model.strength(far), report.toString(StandardCharsets.UTF_8));
        assertTrue(report.toString(StandardCharsets.UTF_8).contains("30 games"), report.toString(StandardCharsets.UTF_8));
    }

    /** An SGF game of this many moves: Black next to White's last stone when it can, White anywhere. */
    private static String game(Random random, int moves) {
        Board board = new Board(SIZE);
        StringBuilder sgf = new StringBuilder("(;FF[4]GM[1]SZ[" + SIZE + "]PB[Teacher]PW[Anyone]");
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
            if (choices.isEmpty()) {
                break;
            }
            Point point = choices.get(random.nextInt(choices.size()));
            board.place(point, color);
            sgf.append(';').append(color == Color.BLACK ? 'B' : 'W').append('[')
                    .append((char) ('a' + point.column())).append((char) ('a' + point.row())).append(']');
            last = point;
        }
        return sgf.append(')').toString();
    }

    private static boolean adjacent(Point a, Point b) {
        return Math.abs(a.column() - b.column()) + Math.abs(a.row() - b.row()) == 1;
    }
}
