package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import jpd.player.AvoidedMoves;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.rules.Point;
import jpd.rules.Positions;
import jpd.rules.RandomGames;
import jpd.rules.RuleSet;
import jpd.scoring.Scorer;
import org.junit.jupiter.api.Test;

class PlayoutPlayerTest {

    private static PlayoutPlayer player(int playouts, long seed) {
        return new PlayoutPlayer(new SearchConfig(playouts, 60, 1, seed, 0, false));
    }

    @Test
    void choosesOnlyLegalMovesUnderEveryRuleSet() {
        Random random = new Random(5);
        try (PlayoutPlayer player = player(40, 1)) {
            for (RuleSet rules : RandomGames.ALL_RULES) {
                for (int round = 0; round < 30; round++) {
                    Game game = new Game(5 + random.nextInt(3), rules);
                    RandomGames.play(game, random, random.nextInt(80), (g, c, m) -> { });
                    if (game.phase() == Phase.ENDED) {
                        continue;
                    }
                    Color color = game.pendingPasser().map(Color::opponent).orElse(game.toMove());
                    boolean allowVirtual = random.nextBoolean();
                    Move move = player.chooseMove(game, color, allowVirtual).orElseThrow();
                    assertTrue(game.isLegal(color, move), rules + " " + color + " " + move + "\n" + game.board());
                    assertTrue(allowVirtual || !move.isVirtual(), "virtual move while not allowed");
                }
            }
        }
    }

    @Test
    void aSelfPlayGameOnNineByNineEndsWithTwoPassesAndAScore() {
        Game game = new Game(9, RuleSet.DEFAULT);
        try (PlayoutPlayer player = player(300, 7)) {
            for (int turn = 0; turn < 300 && game.phase() == Phase.PLAY; turn++) {
                Color color = game.toMove();
                assertTrue(game.play(color, player.chooseMove(game, color, false).orElseThrow()).isPlayed());
            }
            assertEquals(Phase.STOPPED, game.phase());
            var report = Scorer.score(game, player.estimateStatuses(game).orElseThrow().agreement(), 6.5);
            assertTrue(report.result().matches("[BW]\\+\\d+(\\.5)?"), report.result());
            assertEquals(81.0, report.area(Color.BLACK) + report.area(Color.WHITE), 1e-9);
        }
    }

    @Test
    void theSameSeedGivesTheSameMovesOnOneThread() {
        assertEquals(firstMoves(3), firstMoves(3));
    }

    private static List<Move> firstMoves(long seed) {
        Game game = new Game(9, RuleSet.DEFAULT);
        List<Move> moves = new ArrayList<>();
        try (PlayoutPlayer player = player(200, seed)) {
            for (int turn = 0; turn < 12; turn++) {
                Move move = player.chooseMove(game, game.toMove(), false).orElseThrow();
                game.play(game.toMove(), move);
                moves.add(move);
            }
        }
        return moves;
    }

    @Test
    void aSearchForTheSideNotToMoveStartsAfreshRatherThanFromTheOtherSidesTree() {
        Game game = new Game(7, RuleSet.DEFAULT);
        game.play(Color.BLACK, Positions.move("D4"));
        game.play(Color.WHITE, Positions.move("C3"));
        try (PlayoutPlayer afterBlack = player(300, 4); PlayoutPlayer fresh = player(300, 4)) {
            afterBlack.chooseMove(game, Color.BLACK, false);
            // Black's tree holds Black's moves and values from Black's view: White must not start from it.
            assertArrayEquals(whiteRootVisits(fresh, game), whiteRootVisits(afterBlack, game));
        }
    }

    /** The visits of the root moves of this player's search for White, who is not to move. */
    private static int[] whiteRootVisits(PlayoutPlayer player, Game game) {
        List<Search> watched = new ArrayList<>();
        SearchWatch watch = new SearchWatch(0, false, (root, searches) -> watched.addAll(searches));
        player.chooseMove(game, Color.WHITE, false, watch, AvoidedMoves.NONE);
        watch.reportNow();
        return watched.get(0).root().visits.clone();
    }

    @Test
    void twoThreadsMergeTheirTreesIntoALegalMove() {
        Game game = new Game(9, RuleSet.DEFAULT);
        try (PlayoutPlayer player = new PlayoutPlayer(new SearchConfig(400, 60, 2, 9, 0, false))) {
            for (int turn = 0; turn < 6; turn++) {
                Color color = game.toMove();
                Move move = player.chooseMove(game, color, false).orElseThrow();
                assertTrue(game.play(color, move).isPlayed(), move.toString());
            }
        }
    }

    @Test
    void answersAPassWithAPassWhenTheGameIsSettledAndNeverFillsItsTerritory() {
        Game game = Positions.game("""
                . X . X O . O
                X X X X O O O
                . X . X O . O
                X X X X O O O
                . X . X O . O
                X X X X O O O
                . X . X O . O
                """, RuleSet.DEFAULT, Color.WHITE);
        game.play(Color.WHITE, Move.PASS);
        try (PlayoutPlayer player = player(500, 2)) {
            player.setKomi(0.5);
            assertEquals(Move.PASS, player.chooseMove(game, Color.BLACK, true).orElseThrow());
        }
    }

    @Test
    void passesInAFinishedGameWithRoomLeftRatherThanFillItsOwnTerritory() {
        Game game = Positions.game("""
                . . . . X O . . .
                . . . . X O . . .
                . . . . X O . . .
                . . . . X O . . .
                . . . . X O . . .
                . . . . X O . . .
                . . . . X O . . .
                . . . . X O . . .
                . . . . X O . . .
                """, RuleSet.DEFAULT, Color.WHITE);
        game.play(Color.WHITE, Move.PASS);
        try (PlayoutPlayer player = player(3000, 6)) {
            player.setKomi(6.5);
            assertEquals(Move.PASS, player.chooseMove(game, Color.BLACK, false).orElseThrow());
        }
    }

    /** Black's wall on the fifth line, White's on the sixth, and a dead white stone at C3 in Black's area. */
    private static final String DEAD_STONE_IN_BLACKS_AREA = """
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            O O O O O O O O O
            X X X X X X X X X
            . . . . . . . . .
            . . O . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            """;

    /** That position in a dispute, play resumed after a stop whose first passer was this colour. */
    private static Game disputeAfterAStop(Color firstPasser) {
        Game game = Positions.game(DEAD_STONE_IN_BLACKS_AREA, RuleSet.DEFAULT, firstPasser);
        game.play(firstPasser, Move.PASS);
        game.play(firstPasser.opponent(), Move.PASS);
        assertTrue(game.resumeDispute());
        return game;
    }

    /**
     * In a dispute, answering the opponent's pass with a pass makes the opponent the first passer,
     * whose claims then prevail (§6): an opponent that passes whatever the board would have its dead
     * stone counted alive. So the player takes that stone off by play and passes only after.
     */
    @Test
    void inADisputeTakesOffByPlayTheStonesItCallsDeadBeforeAnsweringAPassWithAPass() {
        Game game = disputeAfterAStop(Color.WHITE);
        try (PlayoutPlayer player = player(2000, 8)) {
            for (int turn = 0; turn < 12 && game.phase() == Phase.DISPUTE; turn++) {
                assertTrue(game.play(Color.WHITE, Move.PASS).isPlayed());
                Move answer = player.chooseMove(game, Color.BLACK, false).orElseThrow();
                if (answer.isPass()) {
                    assertEquals(null, game.board().colorAt(Positions.at("C3")), "passed with C3 on the board");
                }
                assertTrue(game.play(Color.BLACK, answer).isPlayed());
            }
            assertEquals(Phase.STOPPED, game.phase(), "never passed");
            assertEquals(Color.WHITE, game.firstPasser().orElseThrow());
        }
    }

    /** Moving first after the stop it passed first, the player passes: its claims then prevail if the opponent passes too. */
    @Test
    void inADisputeItsOwnPassFirstStillStands() {
        Game game = disputeAfterAStop(Color.BLACK);
        try (PlayoutPlayer player = player(2000, 8)) {
            assertEquals(Move.PASS, player.chooseMove(game, Color.BLACK, false).orElseThrow());
        }
    }

    /**
     * White has just taken a ko that White can never resolve: filling C1 would put White in atari
     * at A1, so White's group lives only while Black cannot retake. A virtual move would let Black
     * retake (§4, retake across a virtual move), but a pass does as well for a point less: White
     * cannot fill C1, and if White passes too the stop leaves White's ko stone to Black's claim as
     * first passer (§6), which the estimate agrees with. So even with extended moves on, the player
     * must not pay for a virtual move here, and its answer must keep the game won.
     */
    @Test
    void answersAKoTheOpponentCannotResolveWithAPassNotAPaidVirtualMove() {
        for (boolean allowVirtual : new boolean[] {true, false}) {
            Game game = Positions.game("""
                    . X . X .
                    X X X X X
                    X X X X X
                    O O O X X
                    . O X . X
                    """, RuleSet.DEFAULT, Color.WHITE);
            assertTrue(game.play(Color.WHITE, Positions.move("D1")).isPlayed());
            assertFalse(game.isLegal(Color.BLACK, Positions.move("C1")), "the ko cannot be retaken at once");
            assertTrue(game.isLegal(Color.BLACK, Move.VIRTUAL));
            try (PlayoutPlayer player = player(1000, 3)) {
                Move answer = player.chooseMove(game, Color.BLACK, allowVirtual).orElseThrow();
                assertEquals(Move.PASS, answer, "extended moves " + allowVirtual);
                game.play(Color.BLACK, answer);
                game.play(Color.WHITE, Move.PASS);
                var report = Scorer.score(game, player.estimateStatuses(game).orElseThrow().agreement(), 6.5);
                assertTrue(report.margin() > 0, report.result());
            }
        }
    }

    @Test
    void capturesWhatIsInAtariOrPassesOnlyWhenItIsDeadAnyway() {
        // White's big chain in the middle has one liberty at C3 and no way out. Taking it costs a
        // move, leaving it costs nothing if both agree it is dead (§7), so a pass is fine too, but
        // only when the player's own estimate calls the chain dead.
        Game game = Positions.game("""
                . X X X X
                X O O O X
                X O . O X
                X O O O X
                X X X X .
                """, RuleSet.DEFAULT, Color.BLACK);
        try (PlayoutPlayer player = player(300, 4)) {
            Move move = player.chooseMove(game, Color.BLACK, false).orElseThrow();
            if (move.isPass()) {
                Set<Point> dead = player.estimateStatuses(game).orElseThrow().dead();
                assertTrue(dead.contains(Positions.at("C2")), "passed, but the chain is not estimated dead: " + dead);
            } else {
                assertEquals(Positions.move("C3"), move);
            }
        }
    }
}
