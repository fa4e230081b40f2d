package jpd.player.net;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** The next move's search continues the last one's tree only where the game went on from its root by play alone. */
class TreeReuseTest {
    private static final double KOMI = 6.5;
    private static final long SEED = 7;

    private final AtomicLong clock = new AtomicLong();
    private final AtomicInteger evaluations = new AtomicInteger();

    /**
     * A net whose answers depend on the whole history that the real net sees: the position (virtual stones included)
     * and the last action, so that a node built from another path would show other priors, values or ownership.
     */
    private final Evaluator historyNet = (game, komi) -> {
        evaluations.incrementAndGet();
        clock.addAndGet(1_000_000);
        int size = game.size();
        long key = game.wholePositionHash() * 31 + game.lastAction()
                .map(action -> action.color().ordinal() * 1000 + MoveCodes.of(action.move(), size)).orElse(-1)
                + Double.hashCode(komi);
        float[] policy = new float[size * size + 1];
        float[] ownership = new float[size * size];
        double sum = 0;
        for (int i = 0; i < policy.length; i++) {
            long mixed = (key ^ (i * 0x9E3779B97F4A7C15L)) * 0xBF58476D1CE4E5B9L;
            policy[i] = 1 + (mixed >>> 58);
            sum += policy[i];
            if (i < ownership.length) {
                ownership[i] = ((mixed >>> 40) & 0xFF) / 255f * 2 - 1;
            }
        }
        for (int i = 0; i < policy.length; i++) {
            policy[i] /= (float) sum;
        }
        double win = 0.3 + 0.4 * ((key >>> 20) & 0xFF) / 255.0;
        return new Evaluation(policy, win, 1 - win, (win - 0.5) * 10, ownership);
    };

    private NetSearch searched(GameView game, Color color, int visits) {
        NetSearch search = NetSearch.continuable(game, color, true, KOMI, SEED, clock::get);
        search.run(1, thread -> historyNet, visits, Long.MAX_VALUE / 4);
        return search;
    }

    private NetPlayer player(int visits) {
        return new NetPlayer(new NetConfig(visits, 1e6, 1, SEED, 0), () -> historyNet, clock::get);
    }

    /** The root's visits when the player's search began, before it ran. */
    private int reusedByNextMove(NetPlayer player, GameView game, Color color) {
        int[] reused = {-1};
        player.chooseMove(game, color, true, MoveFilter.ALL, search -> reused[0] = search.visits());
        return reused[0];
    }

    /** The most visited action of a search's root. */
    private static Candidate favourite(NetSearch search) {
        return search.candidates().get(0);
    }

    @Test
    void theSubtreeOfTheMovesPlayedBecomesTheRootWithItsVisits() {
        Game game = new Game(9, RuleSet.DEFAULT);
        Candidate own = favourite(searched(game, Color.BLACK, 200));
        Game afterOwn = game.copy();
        afterOwn.play(Color.BLACK, own.move());
        // A move on: the child's visits, exactly, as the root's first.
        NetSearch opponents = searched(game, Color.BLACK, 200).continuedAt(afterOwn, Color.WHITE, true, SEED)
                .orElseThrow();
        assertEquals(own.visits(), opponents.visits());
        Candidate reply = favourite(opponents);
        assertTrue(reply.visits() > 1, "the reply has a subtree: " + reply);
        // Two moves on (the opponent's reply played, not searched by this player): the grandchild's visits.
        Game afterReply = afterOwn.copy();
        afterReply.play(Color.WHITE, reply.move());
        NetSearch next = searched(game, Color.BLACK, 200).continuedAt(afterReply, Color.BLACK, true, SEED)
                .orElseThrow();
        assertEquals(reply.visits(), next.visits());
        assertEquals(next.visits(), 1 + next.candidates().stream().mapToInt(Candidate::visits).sum());
        // The visits asked for count the reused ones, as KataGo's maxVisits: only the rest are evaluated.
        int before = evaluations.get();
        next.run(1, thread -> historyNet, 200, Long.MAX_VALUE / 4);
        assertEquals(200, next.visits());
        assertTrue(evaluations.get() - before <= 200 - reply.visits(), (evaluations.get() - before) + " evaluations");
    }

    @Test
    void theReusedRootHasTheActionsPriorsAndOwnershipOfAFreshOne() {
        Game game = new Game(9, RuleSet.DEFAULT);
        for (boolean allowVirtual : new boolean[] {true, false}) {
            NetSearch first = searched(game, Color.BLACK, 300);
            Move own = favourite(first).move();
            Game afterOwn = game.copy();
            afterOwn.play(Color.BLACK, own);
            Candidate reply = favourite(searched(game, Color.BLACK, 300)
                    .continuedAt(afterOwn, Color.WHITE, true, SEED).orElseThrow());
            Game reached = afterOwn.copy();
            reached.play(Color.WHITE, reply.move());
            NetSearch reused = first.continuedAt(reached, Color.BLACK, allowVirtual, SEED).orElseThrow();
            NetSearch fresh = NetSearch.continuable(reached, Color.BLACK, allowVirtual, KOMI, SEED, clock::get);
            fresh.run(1, thread -> historyNet, 1, Long.MAX_VALUE / 4);
            assertEquals(priors(fresh), priors(reused), "allow virtual " + allowVirtual);
            assertEquals(allowVirtual, priors(reused).containsKey(Move.VIRTUAL));
            assertArrayEquals(fresh.rootOwnership(), reused.rootOwnership());
            // The subtree's values were backed up from the same positions: growing it further finds no illegal action.
            reused.run(1, thread -> historyNet, 400, Long.MAX_VALUE / 4);
            assertEquals(400, reused.visits());
            game.play(Color.BLACK, own);
            game.play(Color.WHITE, reply.move());
        }
    }

    /** Each root action's prior, rounded so that the renormalised priors of a reused root compare with fresh ones. */
    private static Map<Move, Long> priors(NetSearch search) {
        Map<Move, Long> priors = new HashMap<>();
        for (Candidate candidate : search.candidates()) {
            priors.put(candidate.move(), Math.round(candidate.prior() * 1e6));
        }
        return priors;
    }

    @Test
    void thePlayerReusesItsTreeAfterItsMoveAndTheReply() {
        Game game = new Game(9, RuleSet.DEFAULT);
        NetPlayer player = player(100);
        Phase searchedIn = null;
        for (int move = 0; move < 6; move++) {
            Color color = game.toMove();
            // A stop, or the start of a dispute, since the last search (the net's values are arbitrary): afresh.
            boolean reusable = game.phase() == searchedIn;
            searchedIn = game.phase();
            NetSearch[] search = new NetSearch[1];
            int[] reused = {-1};
            Move own = player.chooseMove(game, color, true, MoveFilter.ALL, started -> {
                search[0] = started;
                reused[0] = started.visits();
            }).orElseThrow();
            assertTrue(reusable ? reused[0] > 1 : reused[0] == 0, "move " + move + ": " + reused[0] + " reused");
            assertEquals(100, search[0].visits());
            Move reply = favourite(search[0]).variation().get(1);
            game.play(color, own);
            game.play(color.opponent(), reply);
        }
    }

    @Test
    void aPositionReachedOtherwiseIsSearchedAfresh() {
        for (String way : List.of("undo", "new game", "komi", "other reply", "avoid")) {
            Game game = new Game(9, RuleSet.DEFAULT);
            NetPlayer player = player(100);
            NetSearch[] search = new NetSearch[1];
            Move own = player.chooseMove(game, Color.BLACK, true, MoveFilter.ALL, started -> search[0] = started)
                    .orElseThrow();
            List<Move> line = favourite(search[0]).variation();
            Move reply = line.get(1);
            game.play(Color.BLACK, own);
            game.play(Color.WHITE, way.equals("other reply") ? unvisitedReply(search[0], game) : reply);
            switch (way) {
                case "undo" -> {
                    game.undo();
                    game.play(Color.WHITE, reply);
                }
                case "new game" -> {
                    Game again = new Game(9, RuleSet.DEFAULT);
                    again.play(Color.BLACK, own);
                    again.play(Color.WHITE, reply);
                    game = again;
                }
                case "komi" -> player.setKomi(KOMI + 1);
                default -> { }
            }
            MoveFilter filter = way.equals("avoid") ? (color, move, depth) -> !move.isVirtual() : MoveFilter.ALL;
            int[] reused = {-1};
            player.chooseMove(game, Color.BLACK, true, filter, started -> reused[0] = started.visits());
            assertEquals(0, reused[0], way);
        }
        // The control: the same reply, played once, reuses the tree.
        Game game = new Game(9, RuleSet.DEFAULT);
        NetPlayer player = player(100);
        NetSearch[] search = new NetSearch[1];
        Move own = player.chooseMove(game, Color.BLACK, true, MoveFilter.ALL, started -> search[0] = started)
                .orElseThrow();
        game.play(Color.BLACK, own);
        game.play(Color.WHITE, favourite(search[0]).variation().get(1));
        assertTrue(reusedByNextMove(player, game, Color.BLACK) > 1);
    }

    /**
     * A reply that the search left unvisited, read from its tree seen from the opponent's side; the tree stays the
     * same (the view re-sorts the opponent's node, whose actions and priors stay).
     */
    private static Move unvisitedReply(NetSearch search, Game afterOwn) {
        Candidate unvisited = search.continuedAt(afterOwn, Color.WHITE, true, SEED).orElseThrow().candidates()
                .stream().filter(candidate -> candidate.visits() == 0 && candidate.move().isReal()).findFirst()
                .orElseThrow();
        return unvisited.move();
    }
}
