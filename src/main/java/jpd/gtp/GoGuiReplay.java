package jpd.gtp;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import jpd.player.PlayoutStatusEstimator;
import jpd.player.RandomPlayer;
import jpd.rules.Action;
import jpd.rules.RuleSet;
import jpd.scoring.Agreement;

/**
 * The clicks of a file GoGui saved with {@code jpd gtp --gogui}, replayed as GoGui replays them when it opens the file
 * (every click to a new ruler): what the marks, claims and acceptances after the last stop agreed, if they did.
 */
public final class GoGuiReplay {
    private GoGuiReplay() {
    }

    /**
     * The statuses the clicks agreed on a game of this size, komi and rules, if they ended the game by agreement.
     *
     * @throws IllegalArgumentException naming the first click GoGui's ruler would have refused
     */
    public static Optional<Agreement> agreedStatuses(int size, double komi, RuleSet rules, List<Action> clicks) {
        // The player and the estimator are never asked: clicks are plays, and the agreement is theirs.
        PlayoutStatusEstimator estimator = new PlayoutStatusEstimator(1, 1);
        Session session = Session.start(new GtpConfig(size, komi, rules, 1), new RandomPlayer(new Random(1), estimator),
                estimator);
        GoGuiGame game = new GoGuiGame(session);
        for (int i = 0; i < clicks.size(); i++) {
            Action click = clicks.get(i);
            try {
                game.click(click.color(), click.move());
            } catch (GtpError refused) {
                throw new IllegalArgumentException("click " + (i + 1) + " (" + Names.of(click.color()) + " "
                        + click.move() + "): " + refused.getMessage());
            }
        }
        return session.agreement();
    }
}
