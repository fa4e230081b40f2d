package jpd.player.playouts;

import jpd.rules.Board;
import jpd.rules.Color;

/**
 * Prior knowledge for a new tree node, given both as imagined all-moves-as-first results, so that
 * RAVE starts from it, and as imagined real results ({@link Node#PRIOR_VISITS}), so that it still
 * counts once the playouts' own all-moves-as-first results have drowned the first. A move's
 * strength is the product of a few hand-set factors for what {@link MoveFeatures} reads; a move
 * as strong as the average gets 0.5, one e times stronger {@link #SLOPE} more, one e times weaker
 * that much less; a move clearly stronger or weaker than the average counts as more results.
 */
final class Priors {
    /*
     * The factors, set by hand (their order of size is what a learnt model of GNU Go's moves found,
     * docs/player-log.md): taking a chain to save one's own in atari and escaping from atari are
     * urgent; an atari and a move near the last one are often good; running into a working ladder
     * and a self-atari are almost always bad; in an empty area the first two lines are slow and the
     * third and fourth the usual places to open.
     */
    private static final double SAVING_CAPTURE = 8;
    private static final double ESCAPE = 4;
    private static final double RUN_INTO_LADDER = 0.15;
    private static final double ATARI = 2;
    private static final double SELF_ATARI = 0.05;
    private static final double NEAR_LAST_MOVE = 2;
    private static final double EMPTY_LOW_LINE = 0.1;
    private static final double EMPTY_THIRD_OR_FOURTH_LINE = 1.5;
    /** Imagined results behind an ordinary move. */
    private static final int EVEN = 10;
    /** Imagined results behind a move e times stronger or weaker than the average. */
    private static final int STRONG = 20;
    /** The prior value a factor e of strength adds. */
    private static final double SLOPE = 0.12;
    private static final double LOWEST = 0.05;
    private static final double HIGHEST = 0.95;
    /** One feature reader per search thread, so that its ladder reader's scratch boards are made once. */
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
     * Each of these moves of this colour's share of the real moves' total strength; a pass or a
     * virtual move gets 0.
     */
    static double[] probabilities(int[] moves, Board board, Color color, int lastCell) {
        MoveFeatures features = FEATURES.get();
        double[] result = new double[moves.length];
        double total = 0;
        for (int i = 0; i < moves.length; i++) {
            if (isReal(moves[i])) {
                result[i] = strength(features, board, moves[i], color, lastCell);
                total += result[i];
            }
        }
        for (int i = 0; i < moves.length; i++) {
            result[i] = total == 0 ? 0 : result[i] / total;
        }
        return result;
    }

    private static double strength(MoveFeatures features, Board board, int cell, Color color, int lastCell) {
        double strength = 1;
        if (MoveFeatures.savingCapture(board, cell, color)) {
            strength *= SAVING_CAPTURE;
        }
        int escape = features.escape(board, cell, color);
        strength *= escape == MoveFeatures.ESCAPES ? ESCAPE : escape == MoveFeatures.RUNS_INTO_LADDER ? RUN_INTO_LADDER : 1;
        if (features.atari(board, cell, color)) {
            strength *= ATARI;
        }
        if (MoveFeatures.selfAtari(board, cell, color)) {
            strength *= SELF_ATARI;
        }
        if (MoveFeatures.nearLastMove(board, cell, lastCell)) {
            strength *= NEAR_LAST_MOVE;
        }
        if (MoveFeatures.emptyAround(board, cell)) {
            int line = MoveFeatures.line(board, cell);
            strength *= line <= 2 ? EMPTY_LOW_LINE : line <= 4 ? EMPTY_THIRD_OR_FOURTH_LINE : 1;
        }
        return strength;
    }

    private static boolean isReal(int move) {
        return move != Position.PASS && move != Position.VIRTUAL;
    }
}
