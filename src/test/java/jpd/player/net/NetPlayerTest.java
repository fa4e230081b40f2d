package jpd.player.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import jpd.player.AnalysisCommand;
import jpd.player.AnalysisLine;
import jpd.player.AnalysisRun;
import jpd.player.TimeControl;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Phase;
import jpd.rules.Point;
import jpd.rules.Positions;
import jpd.rules.RandomGames;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** The network player's search, with fake nets whose answers are known. */
class NetPlayerTest {
    private static final long MILLISECOND = 1_000_000L;
    private static final ToDoubleFunction<GameView> EVEN = game -> 0.5;

    private final AtomicLong clock = new AtomicLong();

    private NetPlayer player(int visits, double resign, Supplier<Evaluator> evaluators) {
        return new NetPlayer(new NetConfig(visits, 1e6, 1, 7, resign), evaluators, clock::get);
    }

    private FakeEvaluator fake(int size, ToDoubleFunction<GameView> blackWins, String... favoured) {
        return new FakeEvaluator(size, 50, blackWins, clock, MILLISECOND, favoured);
    }

    @Test
    void theNetsFavouriteIsPlayedWhenTheValuesAreEven() {
        for (int visits : new int[] {1, 2, 40}) {
            FakeEvaluator net = fake(9, EVEN, "C7");
            Optional<Move> move = player(visits, 0, () -> net).chooseMove(new Game(9, RuleSet.DEFAULT), Color.BLACK, true);
            assertEquals(Optional.of(Positions.move("C7")), move, visits + " visits");
            assertTrue(net.evaluations.get() <= visits, net.evaluations + " evaluations for " + visits + " visits");
        }
    }

    @Test
    void aOneMoveWinThatOnlyTheValueShowsIsFound() {
        Point winning = Positions.at("G3");
        ToDoubleFunction<GameView> blackWinsWithG3 = game -> game.board().colorAt(winning) == Color.BLACK ? 0.99 : 0.3;
        // Favoured thrice as much as G3: enough for PUCT to try G3 early (a far smaller prior would keep it unseen).
        FakeEvaluator net = new FakeEvaluator(9, 3, blackWinsWithG3, clock, MILLISECOND, "C7", "D5", "E5");
        Optional<Move> move = player(300, 0, () -> net).chooseMove(new Game(9, RuleSet.DEFAULT), Color.BLACK, true);
        assertEquals(Optional.of(Move.at(winning)), move);
    }

    @Test
    void afterTheOpponentsPassAWonCountIsTakenByPassingAndALostOneIsNot() {
        // On the empty board a stop scores the komi alone; the net says Black loses every position in play.
        ToDoubleFunction<GameView> blackLoses = game -> 0.05;
        for (double komi : new double[] {-10, 10}) {
            Game game = new Game(9, RuleSet.DEFAULT);
            game.setup(java.util.Map.of(), Color.WHITE);
            game.play(Color.WHITE, Move.PASS);
            NetPlayer player = player(200, 0, () -> fake(9, blackLoses, "C7"));
            player.setKomi(komi);
            Optional<Move> move = player.chooseMove(game, Color.BLACK, true);
            // Passing wins the count only when Black receives the komi.
            assertEquals(komi < 0, move.orElseThrow().isPass(), "komi " + komi + ": " + move);
        }
    }

    @Test
    void theStopIsScoredUnderTheStatusesOfTheNetsOwnership() {
        // Black owns the board by the count, though the net calls every position in play lost: passing wins.
        Game game = Positions.game("""
                . . . . .
                . . . . .
                X X X . .
                . O X . .
                . . X . .
                """, RuleSet.DEFAULT, Color.WHITE);
        game.play(Color.WHITE, Move.PASS);
        Evaluator blackOwnsTheLeft = (view, komi) -> {
            float[] ownership = new float[25];
            for (int row = 0; row < 5; row++) {
                for (int column = 0; column < 5; column++) {
                    float black = column <= 2 && row <= 2 ? 1 : -1;
                    ownership[row * 5 + column] = view.toMove() == Color.BLACK ? black : -black;
                }
            }
            float[] policy = new float[26];
            java.util.Arrays.fill(policy, 1f / 26);
            double blackWin = 0.02;
            boolean black = view.toMove() == Color.BLACK;
            return new Evaluation(policy, black ? blackWin : 1 - blackWin, black ? 1 - blackWin : blackWin, 0,
                    ownership);
        };
        NetPlayer player = player(100, 0, () -> blackOwnsTheLeft);
        player.setKomi(0.5);
        assertEquals(Optional.of(Move.PASS), player.chooseMove(game, Color.BLACK, true));
        // The statuses: White's stone inside Black's corner is the opponent's by the ownership, so dead.
        assertEquals(java.util.Set.of(Positions.at("B2")), player.estimateStatuses(game).orElseThrow().dead());
    }

    @Test
    void noIllegalActionIsEverChosenOrSearched() {
        Random random = new Random(5);
        for (int round = 0; round < 12; round++) {
            RuleSet rules = RandomGames.ALL_RULES.get(round % RandomGames.ALL_RULES.size());
            int size = 3 + random.nextInt(3);
            Game game = new Game(size, rules);
            // Pass-like actions first: the search tries passes and virtual moves wherever the rules allow them.
            NetPlayer player = player(25, 0, () -> new FakeEvaluator(size, 200, g -> 0.5, clock, 1, "pass"));
            List<String> illegal = new ArrayList<>();
            RandomGames.play(game, random, 30, (g, color, move) -> {
                if (g.phase() == Phase.ENDED) {
                    return;
                }
                Color next = g.toMove();
                boolean allowVirtual = random.nextBoolean();
                Move chosen = player.chooseMove(g, next, allowVirtual).orElseThrow();
                if (!g.isLegal(next, chosen) || chosen.isVirtual() && !allowVirtual) {
                    illegal.add(chosen + " for " + next + " in phase " + g.phase() + " under " + rules);
                }
            });
            assertEquals(List.of(), illegal);
        }
    }

    @Test
    void aVirtualMoveIsNeverChosenRightAfterTheOpponentsPassAndAPendingPassIsAnswered() {
        Game game = new Game(5, RuleSet.DEFAULT);
        game.play(Color.BLACK, Positions.move("C3"));
        game.play(Color.WHITE, Move.PASS);
        NetPlayer player = player(50, 0, () -> new FakeEvaluator(5, 1000, g -> 0.5, clock, 1, "pass"));
        // Black leads by a stone but gives 6.5: it must play on, and the virtual move is illegal here.
        Move move = player.chooseMove(game, Color.BLACK, true).orElseThrow();
        assertFalse(move.isVirtual(), move.toString());
        game.play(Color.BLACK, Move.PASS);
        assertTrue(game.resumeDispute());
        Color first = game.toMove();
        game.play(first, Move.PASS);
        Move answer = player.chooseMove(game, first.opponent(), true).orElseThrow();
        assertTrue(game.isLegal(first.opponent(), answer), answer.toString());
        assertFalse(answer.isVirtual(), "a pending pass is answered by a real move or a pass");
    }

    @Test
    void koAndSuperkoAreLeftToTheRules() {
        Game game = Positions.tripleKo(RuleSet.DEFAULT);
        Positions.playFiveKoCaptures(game);
        // The net wants only the capture that superko forbids.
        String forbidden = Positions.SIXTH_KO_CAPTURE.toString();
        NetPlayer player = player(30, 0, () -> new FakeEvaluator(15, 1e6, g -> 0.5, clock, 1, forbidden));
        Move move = player.chooseMove(game, game.toMove(), true).orElseThrow();
        assertTrue(game.isLegal(game.toMove(), move), move.toString());
        assertFalse(move.equals(Positions.SIXTH_KO_CAPTURE));
    }

    @Test
    void itResignsAfterThreeLostSearchesOnlyWithAThreshold() {
        for (double threshold : new double[] {0, 0.1}) {
            Game game = new Game(5, RuleSet.DEFAULT);
            for (String vertex : List.of("A1", "E5", "A2", "E4", "A3", "E3", "A4")) {
                game.play(game.toMove(), Positions.move(vertex));
            }
            NetPlayer player = player(60, threshold, () -> fake(5, g -> 0.99));
            player.setKomi(-30);
            List<Optional<Move>> answers = new ArrayList<>();
            for (int turn = 0; turn < 3; turn++) {
                Optional<Move> answer = player.chooseMove(game, Color.WHITE, true);
                answers.add(answer);
                if (answer.isEmpty() || turn == 2) {
                    break;
                }
                game.play(Color.WHITE, answer.get());
                game.play(Color.BLACK, firstLegal(game));
            }
            assertEquals(threshold > 0, answers.get(answers.size() - 1).isEmpty(), answers.toString());
            assertEquals(3, answers.size());
        }
    }

    private static Move firstLegal(Game game) {
        return game.board().points().stream().map(Move::at).filter(m -> game.isLegal(Color.BLACK, m)).findFirst()
                .orElse(Move.PASS);
    }

    @Test
    void aCanadianPeriodIsKeptByTheSearchNetStartIncluded() {
        // time_settings 0 5 1: each move within 5 s; every evaluation takes 100 ms on the test's clock.
        long start = 2_000 * MILLISECOND;
        AtomicInteger created = new AtomicInteger();
        List<FakeEvaluator> nets = new ArrayList<>();
        Supplier<Evaluator> slowStart = () -> {
            created.incrementAndGet();
            clock.addAndGet(start);
            FakeEvaluator net = new FakeEvaluator(9, 1, EVEN, clock, 100 * MILLISECOND);
            nets.add(net);
            return net;
        };
        NetPlayer player = player(1_000_000, 0, slowStart);
        player.setTime(TimeControl.ofGtp(0, 5, 1));
        Game game = new Game(9, RuleSet.DEFAULT);
        for (int move = 0; move < 3; move++) {
            long before = clock.get();
            int evaluationsBefore = nets.isEmpty() ? 0 : nets.get(0).evaluations.get();
            Move chosen = player.chooseMove(game, game.toMove(), true).orElseThrow();
            long spent = clock.get() - before;
            assertTrue(spent <= 5_000 * MILLISECOND, "move " + move + " took " + spent / 1e9 + " s");
            int evaluations = nets.get(0).evaluations.get() - evaluationsBefore;
            // 4.7 s of budget: 27 evaluations after a 2 s start, 47 after.
            int expected = move == 0 ? 27 : 47;
            assertTrue(Math.abs(evaluations - expected) <= 1, "move " + move + ": " + evaluations + " evaluations");
            game.play(game.toMove(), chosen);
        }
        assertEquals(1, created.get());
    }

    @Test
    void aVisitThatWouldEndPastTheBudgetIsNotBegun() {
        // time_settings 0 5 1 (4.7 s of budget) with evaluations of 900 ms, as a 19x19 net on a loaded machine: a
        // visit begun at 4.5 s would end at 5.4 s, past the period.
        FakeEvaluator net = new FakeEvaluator(9, 1, EVEN, clock, 900 * MILLISECOND);
        NetPlayer player = player(1_000_000, 0, () -> net);
        player.setTime(TimeControl.ofGtp(0, 5, 1));
        long before = clock.get();
        player.chooseMove(new Game(9, RuleSet.DEFAULT), Color.BLACK, true).orElseThrow();
        long spent = clock.get() - before;
        assertTrue(spent <= 4_700 * MILLISECOND, "the move took " + spent / 1e9 + " s");
        assertEquals(5, net.evaluations.get(), "the root and four visits");
    }

    @Test
    void anInterruptEndsTheSearchAndAMoveIsStillChosen() {
        FakeEvaluator net = fake(9, EVEN, "D4");
        NetPlayer player = player(1000, 0, () -> net);
        player.interrupt();
        assertEquals(Optional.of(Positions.move("D4")), player.chooseMove(new Game(9, RuleSet.DEFAULT), Color.BLACK, true));
        assertEquals(1, net.evaluations.get(), "the root only");
        player.resetInterrupt();
        // Interrupted from the net's own thread at its 20th evaluation: the search ends there.
        AtomicInteger calls = new AtomicInteger();
        NetPlayer[] holder = new NetPlayer[1];
        FakeEvaluator counting = fake(9, EVEN, "D4");
        Evaluator interrupting = (game, komi) -> {
            if (calls.incrementAndGet() == 20) {
                holder[0].interrupt();
            }
            return counting.evaluate(game, komi);
        };
        holder[0] = player(1000, 0, () -> interrupting);
        assertTrue(holder[0].chooseMove(new Game(9, RuleSet.DEFAULT), Color.BLACK, true).isPresent());
        assertEquals(20, calls.get());
    }

    @Test
    void threadsEachHaveTheirOwnNetAndShareTheVisits() {
        AtomicInteger created = new AtomicInteger();
        List<FakeEvaluator> nets = new java.util.concurrent.CopyOnWriteArrayList<>();
        NetPlayer player = new NetPlayer(new NetConfig(120, 1e6, 2, 3, 0), () -> {
            created.incrementAndGet();
            FakeEvaluator net = fake(9, EVEN, "E5");
            nets.add(net);
            return net;
        }, clock::get);
        assertEquals(Optional.of(Positions.move("E5")), player.chooseMove(new Game(9, RuleSet.DEFAULT), Color.BLACK, true));
        assertEquals(2, created.get());
        int evaluations = nets.stream().mapToInt(net -> net.evaluations.get()).sum();
        assertTrue(evaluations <= 120 && evaluations > 100, evaluations + " evaluations");
    }

    @Test
    void analysisLinesAreInTheDialectsOfLeelaZeroAndKataGo() throws Exception {
        Game game = new Game(9, RuleSet.DEFAULT);
        NetPlayer player = player(30, 0, () -> fake(9, EVEN, "E5", "C3"));
        List<AnalysisLine> lines = new ArrayList<>();
        AnalysisRun lz = player.analysis().orElseThrow().begin(game, AnalysisCommand.LZ_GENMOVE_ANALYZE, Color.BLACK,
                List.of(), true);
        assertTrue(lz.forward(lines::add).isPresent());
        String last = lines.get(lines.size() - 1).text();
        assertTrue(last.matches("info move (E5|C3) visits \\d+ winrate \\d+ prior \\d+ lcb \\d+ order 0 pv \\S+( \\S+)*"
                + "( info move .*)?"), last);
        lines.clear();
        AnalysisRun kata = player.analysis().orElseThrow().begin(game, AnalysisCommand.KATA_GENMOVE_ANALYZE,
                Color.BLACK, List.of("ownership", "true", "maxmoves", "2"), true);
        kata.forward(lines::add);
        AnalysisLine line = lines.get(lines.size() - 1);
        assertEquals(2, line.candidates().size(), line.text());
        assertTrue(line.text().matches("info move \\S+ visits \\d+ winrate 0\\.\\d{4} scoreMean -?\\d+\\.\\d{4}"
                + " scoreStdev \\d+\\.\\d{4} scoreLead -?\\d+\\.\\d{4} prior 0\\.\\d{4} lcb \\d\\.\\d{4} order 0 pv .*"), line.text());
        String ownership = line.text().substring(line.text().indexOf("ownership"));
        assertEquals(81, ownership.split(" ").length - 1, ownership);
    }

    @Test
    void avoidedMovesAreNotSearched() throws Exception {
        Game game = new Game(9, RuleSet.DEFAULT);
        NetPlayer player = player(30, 0, () -> fake(9, EVEN, "E5"));
        List<AnalysisLine> lines = new ArrayList<>();
        AnalysisRun run = player.analysis().orElseThrow().begin(game, AnalysisCommand.KATA_GENMOVE_ANALYZE,
                Color.BLACK, List.of("avoid", "b", "E5", "1"), true);
        Optional<Move> move = run.forward(lines::add);
        assertFalse(move.orElseThrow().equals(Positions.move("E5")));
        assertFalse(lines.get(lines.size() - 1).candidates().contains("E5"));
    }

    @Test
    void anAnalysisRunsUntilStopped() throws Exception {
        Game game = new Game(9, RuleSet.DEFAULT);
        NetPlayer player = player(30, 0, () -> fake(9, EVEN, "E5"));
        AnalysisRun run = player.analysis().orElseThrow().begin(game, AnalysisCommand.LZ_ANALYZE, Color.BLACK,
                List.of("interval", "1"), true);
        List<AnalysisLine> lines = new java.util.concurrent.CopyOnWriteArrayList<>();
        Thread forwarding = new Thread(() -> run.forward(lines::add));
        forwarding.start();
        // The test's clock stands still but for the evaluations: 10 ms a line, at least 50 lines.
        while (lines.size() < 5 && forwarding.isAlive()) {
            Thread.onSpinWait();
        }
        run.stop();
        forwarding.join();
        assertTrue(lines.get(0).candidates().contains("E5"), lines.get(0).text());
    }
}
