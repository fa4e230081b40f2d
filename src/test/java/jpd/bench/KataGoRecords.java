package jpd.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import jpd.rules.Action;
import jpd.rules.BoardView;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Point;
import jpd.sgf.GameRecord;

/**
 * The cost of the wrong objective in a match folder (scripts/bench-katago): real moves played right after the
 * opponent's pass, and among them those inside the mover's own territory (at the end the point holds the mover's
 * stone or territory, and so does each neighbour), per engine and per 10 games; and each engine's mean thinking time
 * per move as the referee's clocks saw it (in every game, resigned ones too).
 *
 * <p>Usage: {@code java -cp jpd.jar:test-classes jpd.bench.KataGoRecords MATCH_FOLDER}
 */
public final class KataGoRecords {
    private KataGoRecords() {
    }

    public static void main(String[] args) throws Exception {
        Path folder = Path.of(args[0]);
        // Each game's own row (game-NNNN.csv, after its header), so that a match still running can be read.
        List<String> rows = new java.util.ArrayList<>(List.of("header"));
        try (var files = Files.list(folder)) {
            List<Path> games = files.filter(f -> f.getFileName().toString().matches("game-\\d+\\.csv")).sorted().toList();
            for (Path file : games) {
                List<String> lines = Files.readAllLines(file);
                rows.addAll(lines.subList(1, lines.size()));
            }
        }
        int games = 0;
        int[] afterPass = new int[2];
        int[] inOwnTerritory = new int[2];
        double[] seconds = new double[2];
        double[] moves = new double[2];
        for (String row : rows.subList(1, rows.size())) {
            String[] cells = row.split(",", -1);
            Path sgf = folder.resolve(String.format(Locale.ROOT, "game-%04d.sgf", Integer.parseInt(cells[0])));
            boolean swapped = cells[1].equals("1") || cells[1].equalsIgnoreCase("true");
            // Engine A is Black unless the game is swapped.
            int blackEngine = swapped ? 1 : 0;
            seconds[blackEngine] += Double.parseDouble(cells[10]);
            seconds[1 - blackEngine] += Double.parseDouble(cells[11]);
            int actions = Integer.parseInt(cells[6]);
            moves[blackEngine] += (actions + 1) / 2;
            moves[1 - blackEngine] += actions / 2;
            // Moves after a pass are counted in scored games only: a resigned game has no final territory.
            if (!cells[5].isEmpty() && Files.exists(sgf)) {
                games++;
                count(sgf, blackEngine, afterPass, inOwnTerritory);
            }
        }
        System.out.printf(Locale.ROOT, "scored games read: %d%n", games);
        for (int engine = 0; engine < 2; engine++) {
            System.out.printf(Locale.ROOT,
                    "engine %s: real moves right after the opponent's pass %d (%.1f per 10 games), of which inside"
                            + " its own territory %d (%.1f per 10 games); %.3f s per move (referee's clock)%n",
                    engine == 0 ? "A" : "B", afterPass[engine], 10.0 * afterPass[engine] / games,
                    inOwnTerritory[engine], 10.0 * inOwnTerritory[engine] / games, seconds[engine] / moves[engine]);
        }
    }

    private static void count(Path sgf, int blackEngine, int[] afterPass, int[] inOwnTerritory)
            throws IOException, jpd.sgf.SgfException, jpd.sgf.IllegalActionException {
        GameRecord record = GameRecord.read(sgf);
        Game end = record.toGame();
        BoardView board = end.board();
        Map<Point, Color> territory = record.territory();
        List<Action> actions = record.actions();
        for (int i = 1; i < actions.size(); i++) {
            Action previous = actions.get(i - 1);
            Action action = actions.get(i);
            if (!action.move().isReal() || !previous.move().isPass() || previous.color() == action.color()) {
                continue;
            }
            int engine = action.color() == Color.BLACK ? blackEngine : 1 - blackEngine;
            afterPass[engine]++;
            Point point = action.move().point();
            if (owns(board, territory, point, action.color())
                    && board.neighbors(point).stream().allMatch(n -> owns(board, territory, n, action.color()))) {
                inOwnTerritory[engine]++;
            }
        }
    }

    private static boolean owns(BoardView board, Map<Point, Color> territory, Point point, Color color) {
        return board.colorAt(point) == color || territory.get(point) == color;
    }
}
