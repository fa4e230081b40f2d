package jpd.player.playouts;

import jpd.rules.Board;
import jpd.rules.Color;

/**
 * Prior knowledge for a new tree node, given both as imagined all-moves-as-first results, so that
 * RAVE starts from it, and as imagined real results ({@link Node#PRIOR_VISITS}), so that it still
 * counts once the playouts' own all-moves-as-first results have drowned the first. It comes from
 * the {@link MoveModel} learnt from GNU Go's moves: a move that model finds as likely as the
 * average move gets 0.5, one it finds e times more likely {@link #SLOPE} more, one e times less
 * likely that much less; a move the model tells clearly from the average counts as more results.
 */
final class Priors {
    /** Imagined results behind an ordinary move. */
    private static final int EVEN = 10;
    /** Imagined results behind a move the model finds e times more or less likely than the average. */
    private static final int STRONG = 20;
    /** The prior value a factor e of likelihood adds. */
    private static final double SLOPE = 0.12;
    private static final double LOWEST = 0.05;
    private static final double HIGHEST = 0.95;
    /** One feature reader per search thread, so that its scratch arrays are made once. */
    private static final ThreadLocal<MoveFeatures> FEATURES = ThreadLocal.withInitial(MoveFeatures::new);

    private Priors() {
    }

    /** Sets the prior of every real move of the node, whose position has this colour to move. */
    static void apply(Node node, Board board, Color color, int lastCell) {
        double[] probabilities = probabilities(node.moves, board, color, lastCell);
        int real = 0;
        for (int move : node.moves) {
            real += isReal(move) ? 1 : 0;
        }
        for (int i = 0; i < node.moves.length; i++) {
            if (isReal(node.moves[i])) {
                double likelihood = Math.log(probabilities[i] * real);
                double value = Math.max(LOWEST, Math.min(HIGHEST, 0.5 + SLOPE * likelihood));
                int weight = Math.abs(likelihood) > 1 ? STRONG : EVEN;
                node.amafVisits[i] = weight;
                node.amafWins[i] = (float) (weight * value);
                node.priors[i] = (float) value;
                node.policy[i] = (float) probabilities[i];
            }
        }
    }

    /**
     * The probability that the model gives each of these moves of this colour, among the real
     * ones; a pass or a virtual move gets 0.
     */
    static double[] probabilities(int[] moves, Board board, Color color, int lastCell) {
        MoveFeatures features = FEATURES.get();
        MoveModel model = MoveModel.shipped();
        features.begin(board);
        int[] values = new int[MoveFeatures.GROUPS];
        double[] result = new double[moves.length];
        double total = 0;
        for (int i = 0; i < moves.length; i++) {
            if (isReal(moves[i])) {
                features.read(board, moves[i], color, lastCell, values);
                result[i] = model.strength(values);
                total += result[i];
            }
        }
        for (int i = 0; i < moves.length; i++) {
            result[i] = total == 0 ? 0 : result[i] / total;
        }
        return result;
    }

    private static boolean isReal(int move) {
        return move != Position.PASS && move != Position.VIRTUAL;
    }
}
