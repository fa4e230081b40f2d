package jpd.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.rules.Point;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** What we write, we read back: random legal games through the writer and the reader. */
class SgfRoundTripTest {
    private static final int GAMES = 300;
    private static final List<RuleSet> RULES = List.of(RuleSet.DEFAULT,
            RuleSet.parse("art2014-simple", List.of("komi_rule=A")),
            RuleSet.parse("art-novirtual", List.of()),
            RuleSet.parse("art-novirtual", List.of("ko=simple", "komi_rule=B")));
    private static final double[] KOMIS = {6.5, 7, 0.5, 0, -3, 375.25};
    private static final String[] TEXTS = {"", "plain", "a ] bracket", "a \\ backslash\\", "two\nlines",
        "[both] \\] at once", "围棋 ✓", "colon: aa:bb"};

    @Test
    void randomGamesSurviveWritingAndReading() throws Exception {
        Random random = new Random(20140601);
        int stops = 0;
        int virtualMoves = 0;
        for (int i = 0; i < GAMES; i++) {
            Game game = randomGame(random);
            GameRecord record = withRandomText(GameRecord.of(game, KOMIS[random.nextInt(KOMIS.length)]), random);
            String sgf = record.toSgf();

            GameRecord back = GameRecord.parse(sgf);

            assertEquals(record, back, sgf);
            Game replayed = back.toGame();
            assertEquals(game.wholePositionHash(), replayed.wholePositionHash(), sgf);
            assertEquals(game.phase(), replayed.phase(), sgf);
            assertEquals(game.toMove(), replayed.toMove(), sgf);
            assertEquals(game.setupStones(), replayed.setupStones(), sgf);
            stops += game.firstPasser().isPresent() ? 1 : 0;
            virtualMoves += game.virtualStones(Color.BLACK) + game.virtualStones(Color.WHITE);
        }
        assertTrue(stops > GAMES / 10, "enough games stopped: " + stops);
        assertTrue(virtualMoves > GAMES, "enough virtual moves: " + virtualMoves);
    }

    /** A game of random actions, legal or not (the game refuses the illegal ones), sometimes after a setup. */
    private static Game randomGame(Random random) {
        int size = 2 + random.nextInt(8);
        Game game = new Game(size, RULES.get(random.nextInt(RULES.size())));
        if (random.nextInt(3) == 0) {
            trySetup(game, random);
        }
        int attempts = random.nextInt(4 * size * size);
        for (int i = 0; i < attempts && game.phase() != Phase.ENDED; i++) {
            Color color = random.nextInt(12) == 0 ? game.toMove().opponent() : game.toMove();
            int kind = random.nextInt(10);
            Move move = kind == 0 ? Move.PASS : kind == 1 ? Move.VIRTUAL
                    : Move.at(random.nextInt(size), random.nextInt(size));
            game.play(color, move);
        }
        return game;
    }

    private static void trySetup(Game game, Random random) {
        Map<Point, Color> stones = new LinkedHashMap<>();
        int count = random.nextInt(game.size() + 1);
        for (int i = 0; i < count; i++) {
            Point point = Point.of(random.nextInt(game.size()), random.nextInt(game.size()));
            stones.put(point, random.nextBoolean() ? Color.BLACK : Color.WHITE);
        }
        try {
            game.setup(stones, random.nextBoolean() ? Color.BLACK : Color.WHITE);
        } catch (IllegalArgumentException noLiberty) {
            // A random setup may leave a chain without liberties; the game stays empty then.
        }
    }

    private static GameRecord withRandomText(GameRecord record, Random random) {
        // PB, PW and RE are simple text, where a line break reads back as a space.
        GameInfo info = new GameInfo(simpleText(random), simpleText(random), simpleText(random), text(random));
        Map<Integer, String> comments = new HashMap<>();
        for (int move = 1; move <= record.actions().size(); move++) {
            String comment = text(random);
            if (!comment.isEmpty()) {
                comments.put(move, comment);
            }
        }
        Map<Point, Color> territory = new HashMap<>();
        for (Point point : new Game(record.size(), record.rules()).board().points()) {
            if (random.nextInt(4) == 0) {
                territory.put(point, random.nextBoolean() ? Color.BLACK : Color.WHITE);
            }
        }
        return new GameRecord(record.size(), record.komi(), record.rules(), random.nextInt(3), record.setupStones(),
                record.setupToMove(), record.actions(), info, comments, territory);
    }

    private static String text(Random random) {
        return TEXTS[random.nextInt(TEXTS.length)];
    }

    private static String simpleText(Random random) {
        return text(random).replace('\n', ' ');
    }
}
