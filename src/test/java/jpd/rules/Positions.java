package jpd.rules;

import static jpd.rules.Color.BLACK;
import static jpd.rules.Color.WHITE;

import java.util.LinkedHashMap;
import java.util.Map;

/** Builds test positions from text blocks: rows top first, {@code X} Black, {@code O} White, {@code .} empty. */
public final class Positions {
    private Positions() {
    }

    /** The stones of a diagram; spaces are ignored, every row must be as long as there are rows. */
    public static Map<Point, Color> stones(String diagram) {
        String[] rows = diagram.strip().split("\n");
        int size = rows.length;
        Map<Point, Color> stones = new LinkedHashMap<>();
        for (int r = 0; r < size; r++) {
            String row = rows[r].replace(" ", "");
            if (row.length() != size) {
                throw new IllegalArgumentException("row " + r + " is not " + size + " wide: " + row);
            }
            for (int column = 0; column < size; column++) {
                char c = row.charAt(column);
                if (c == 'X' || c == 'O') {
                    stones.put(Point.of(column, size - 1 - r), c == 'X' ? Color.BLACK : Color.WHITE);
                } else if (c != '.') {
                    throw new IllegalArgumentException("unknown mark " + c);
                }
            }
        }
        return stones;
    }

    /** A game whose setup is the diagram, with this colour to move. */
    public static Game game(String diagram, RuleSet rules, Color toMove) {
        int size = diagram.strip().split("\n").length;
        Game game = new Game(size, rules);
        game.setup(stones(diagram), toMove);
        return game;
    }

    /** A game under art2014 whose setup is the diagram, Black to move. */
    public static Game game(String diagram) {
        return game(diagram, RuleSet.DEFAULT, Color.BLACK);
    }

    /** The point of a GTP vertex such as {@code D4}. */
    public static Point at(String vertex) {
        return Point.tryParse(vertex, Point.MAX_SIZE).orElseThrow();
    }

    /** The real move on a GTP vertex. */
    public static Move move(String vertex) {
        return Move.at(at(vertex));
    }

    /** Three kos side by side on 15x15: White holds the first and third, Black the second. */
    public static Game tripleKo(RuleSet rules) {
        Map<Point, Color> stones = new LinkedHashMap<>();
        koShape(stones, 0, WHITE);
        koShape(stones, 5, BLACK);
        koShape(stones, 10, WHITE);
        Game game = new Game(15, rules);
        game.setup(stones, BLACK);
        return game;
    }

    /** A ko at columns c..c+3, rows 1..3; the holder's stone sits inside, the other point is empty. */
    private static void koShape(Map<Point, Color> stones, int c, Color holder) {
        stones.put(Point.of(c + 1, 3), BLACK);
        stones.put(Point.of(c + 2, 3), WHITE);
        stones.put(Point.of(c, 2), BLACK);
        stones.put(Point.of(c + 3, 2), WHITE);
        stones.put(Point.of(c + 1, 1), BLACK);
        stones.put(Point.of(c + 2, 1), WHITE);
        stones.put(holder == WHITE ? Point.of(c + 1, 2) : Point.of(c + 2, 2), holder);
    }

    /** The first five captures of the triple-ko cycle; the sixth would restore the start. */
    public static boolean playFiveKoCaptures(Game game) {
        return game.play(BLACK, Move.at(2, 2)).isPlayed()
                && game.play(WHITE, Move.at(6, 2)).isPlayed()
                && game.play(BLACK, Move.at(12, 2)).isPlayed()
                && game.play(WHITE, Move.at(1, 2)).isPlayed()
                && game.play(BLACK, Move.at(7, 2)).isPlayed();
    }

    /** The sixth capture of {@link #playFiveKoCaptures}, which restores the start. */
    public static final Move SIXTH_KO_CAPTURE = Move.at(11, 2);

}
