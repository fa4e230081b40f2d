package jpd.player;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import jpd.rules.Action;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.scoring.Scorer;

/**
 * The baseline player: a uniformly random legal real move that does not fill a one-point own
 * eye, is no suicide and does not leave a chain of {@value #SELF_ATARI_STONES} stones or more
 * with one liberty; a pass when there is none, so that even a lost game ends by two passes. It
 * never makes a virtual move. It answers the opponent's pass with a pass when the score under
 * the estimated statuses is not a loss for it (margin from its side at least 0); otherwise it
 * plays on.
 */
public final class RandomPlayer implements Player {
    /** A chain this big is never put in atari by its own move; a lone stone may be. */
    static final int SELF_ATARI_STONES = 2;

    private final Random random;
    private final StatusEstimator estimator;
    private double komi = 6.5;

    /** A player drawing from this random source and judging passes with this estimator. */
    public RandomPlayer(Random random, StatusEstimator estimator) {
        this.random = random;
        this.estimator = estimator;
    }

    @Override
    public Optional<Move> chooseMove(GameView game, Color color, boolean allowVirtual) {
        if (opponentJustPassed(game, color) && !losingIfStopped(game, color)) {
            return Optional.of(Move.PASS);
        }
        List<Move> candidates = candidates(game, color);
        return Optional.of(candidates.isEmpty() ? Move.PASS : candidates.get(random.nextInt(candidates.size())));
    }

    @Override
    public void setKomi(double komi) {
        this.komi = komi;
    }

    private static boolean opponentJustPassed(GameView game, Color color) {
        List<Action> actions = game.actions();
        if (actions.isEmpty()) {
            return false;
        }
        Action last = actions.get(actions.size() - 1);
        return last.color() == color.opponent() && last.move().isPass();
    }

    private boolean losingIfStopped(GameView game, Color color) {
        double margin = Scorer.score(game, estimator.estimate(game).agreement(), komi).margin();
        return (color == Color.BLACK ? margin : -margin) < 0;
    }

    private static List<Move> candidates(GameView game, Color color) {
        Board board = ScratchBoards.copyOf(game.board());
        Board after = new Board(board.size());
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < board.emptyCount(); i++) {
            int cell = board.emptyCell(i);
            Move move = Move.at(board.pointOf(cell));
            if (!board.isOwnEye(cell, color) && game.isLegal(color, move) && !throwsAway(board, after, cell, color)) {
                moves.add(move);
            }
        }
        return moves;
    }

    /** Whether a stone here removes itself or leaves its chain of several stones in atari (tried on a copy). */
    private static boolean throwsAway(Board board, Board after, int cell, Color color) {
        after.copyFrom(board);
        after.place(cell, color);
        if (after.stoneAt(cell) != color.code()) {
            return true;
        }
        return after.chainSize(cell) >= SELF_ATARI_STONES && after.inAtari(cell);
    }
}
