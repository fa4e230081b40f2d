package jpd.player.playouts;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import jpd.rules.Action;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Point;

/**
 * Learns a {@link MoveModel} from the moves of a teacher in games (Coulom's minorization-
 * maximization, 2007): every real move the teacher chose is a win of its features against those of
 * every other empty point that is no suicide. Every tenth game is kept out of the learning and
 * measures the model: how often its strongest move is the one chosen, and the mean log-likelihood.
 * {@code jpd train-move-model} reads the games from SGF files.
 */
public final class MoveModelTraining {
    private static final int ITERATIONS = 30;
    /** Shapes seen fewer times among the candidates share the strength of the other shapes. */
    private static final int MIN_SHAPE_COUNT = 30;

    /**
     * One game to learn from: its board size, setup stones, actions, and the colours whose moves
     * are the teacher's.
     */
    public record Game(int size, Map<Point, Color> setupStones, List<Action> actions, Set<Color> teacher) {
    }

    /** Per position, where its candidates start in {@link #values}; the chosen one is the first. */
    private final List<int[]> positions = new ArrayList<>();
    private final List<Boolean> heldOut = new ArrayList<>();
    private final MoveFeatures features = new MoveFeatures();

    private MoveModelTraining() {
    }

    /**
     * Learns a model from the teacher's moves in these games, reporting the positions found and every
     * ten rounds the held-out figures, and writes it as the player reads it.
     */
    public static void train(List<Game> games, Writer model, PrintWriter report) throws IOException {
        MoveModelTraining training = new MoveModelTraining();
        for (int g = 0; g < games.size(); g++) {
            training.read(games.get(g), g % 10 == 9);
        }
        report.printf(Locale.ROOT, "%d games, %d positions%n", games.size(), training.positions.size());
        training.learn(report).write(model);
    }

    /** Adds the positions where the teacher moved; each candidate is its values, the chosen move first. */
    private void read(Game game, boolean test) {
        Board board = new Board(game.size());
        game.setupStones().forEach((point, color) -> board.place(point, color));
        int lastCell = -1;
        for (Action action : game.actions()) {
            if (!action.move().isReal()) {
                lastCell = -1;
                continue;
            }
            int chosen = board.cell(action.move().point());
            if (game.teacher().contains(action.color())) {
                positions.add(candidates(board, action.color(), chosen, lastCell));
                heldOut.add(test);
            }
            board.place(chosen, action.color());
            lastCell = chosen;
        }
    }

    private int[] candidates(Board board, Color color, int chosen, int lastCell) {
        features.begin(board);
        int[] values = new int[MoveFeatures.GROUPS];
        int[] all = new int[board.emptyCount() * MoveFeatures.GROUPS];
        features.read(board, chosen, color, lastCell, values);
        System.arraycopy(values, 0, all, 0, MoveFeatures.GROUPS);
        int n = 1;
        for (int i = 0; i < board.emptyCount(); i++) {
            int cell = board.emptyCell(i);
            if (cell != chosen && !board.isSuicide(cell, color)) {
                features.read(board, cell, color, lastCell, values);
                System.arraycopy(values, 0, all, n * MoveFeatures.GROUPS, MoveFeatures.GROUPS);
                n++;
            }
        }
        return Arrays.copyOf(all, n * MoveFeatures.GROUPS);
    }

    /** Minorization-maximization over the learning positions, one group at a time. */
    private MoveModel learn(PrintWriter report) {
        Map<Integer, Integer> shapeCounts = new HashMap<>();
        for (int[] position : positions) {
            for (int c = 0; c < position.length; c += MoveFeatures.GROUPS) {
                shapeCounts.merge(position[c + MoveFeatures.SHAPE], 1, Integer::sum);
            }
        }
        Map<Integer, Integer> shapeIndex = new HashMap<>();
        shapeCounts.forEach((code, count) -> {
            if (count >= MIN_SHAPE_COUNT) {
                shapeIndex.put(code, shapeIndex.size() + 1);
            }
        });
        int[] offsets = new int[MoveFeatures.GROUPS + 1];
        offsets[1] = shapeIndex.size() + 1;
        for (int g = 1; g < MoveFeatures.GROUPS; g++) {
            offsets[g + 1] = offsets[g] + MoveFeatures.VALUES[g];
        }
        // Each candidate as the global indices of its values.
        List<int[]> indexed = new ArrayList<>();
        for (int[] position : positions) {
            int[] ids = new int[position.length];
            for (int c = 0; c < position.length; c += MoveFeatures.GROUPS) {
                ids[c] = shapeIndex.getOrDefault(position[c], 0);
                for (int g = 1; g < MoveFeatures.GROUPS; g++) {
                    ids[c + g] = offsets[g] + position[c + g];
                }
            }
            indexed.add(ids);
        }
        double[] gamma = new double[offsets[MoveFeatures.GROUPS]];
        Arrays.fill(gamma, 1);
        double[] wins = new double[gamma.length];
        for (int p = 0; p < indexed.size(); p++) {
            if (!heldOut.get(p)) {
                for (int g = 0; g < MoveFeatures.GROUPS; g++) {
                    wins[indexed.get(p)[g]]++;
                }
            }
        }
        for (int iteration = 0; iteration < ITERATIONS; iteration++) {
            for (int g = 0; g < MoveFeatures.GROUPS; g++) {
                double[] denominator = new double[gamma.length];
                for (int p = 0; p < indexed.size(); p++) {
                    if (heldOut.get(p)) {
                        continue;
                    }
                    int[] ids = indexed.get(p);
                    double total = 0;
                    for (int c = 0; c < ids.length; c += MoveFeatures.GROUPS) {
                        total += strength(gamma, ids, c);
                    }
                    for (int c = 0; c < ids.length; c += MoveFeatures.GROUPS) {
                        int id = ids[c + g];
                        denominator[id] += strength(gamma, ids, c) / gamma[id] / total;
                    }
                }
                int from = g == 0 ? 0 : offsets[g];
                for (int id = from; id < offsets[g + 1]; id++) {
                    // A prior of one win and one loss against a player of strength 1 keeps rare values near 1.
                    gamma[id] = (wins[id] + 1) / (denominator[id] + 2 / (gamma[id] + 1));
                }
            }
            report(report, iteration, gamma, indexed);
        }
        Map<Integer, Double> shapes = new HashMap<>();
        shapeIndex.forEach((code, id) -> shapes.put(code, gamma[id]));
        double[][] strengths = new double[MoveFeatures.GROUPS][];
        for (int g = 1; g < MoveFeatures.GROUPS; g++) {
            strengths[g] = Arrays.copyOfRange(gamma, offsets[g], offsets[g + 1]);
        }
        return new MoveModel(shapes, gamma[0], strengths);
    }

    private static double strength(double[] gamma, int[] ids, int c) {
        double product = 1;
        for (int g = 0; g < MoveFeatures.GROUPS; g++) {
            product *= gamma[ids[c + g]];
        }
        return product;
    }

    /** Prints the held-out positions' top-choice accuracy and mean log-likelihood. */
    private void report(PrintWriter report, int iteration, double[] gamma, List<int[]> indexed) {
        int tested = 0;
        int right = 0;
        double logLikelihood = 0;
        for (int p = 0; p < indexed.size(); p++) {
            if (!heldOut.get(p)) {
                continue;
            }
            int[] ids = indexed.get(p);
            double total = 0;
            double best = -1;
            for (int c = 0; c < ids.length; c += MoveFeatures.GROUPS) {
                double s = strength(gamma, ids, c);
                total += s;
                best = Math.max(best, s);
            }
            double chosen = strength(gamma, ids, 0);
            tested++;
            right += chosen >= best ? 1 : 0;
            logLikelihood += Math.log(chosen / total);
        }
        if ((iteration + 1) % 10 != 0) {
            return;
        }
        report.printf(Locale.ROOT, "iteration %d: held-out %d positions, top choice %.1f%%, log-likelihood %.3f%n",
                iteration + 1, tested, 100.0 * right / Math.max(1, tested), logLikelihood / Math.max(1, tested));
    }
}
