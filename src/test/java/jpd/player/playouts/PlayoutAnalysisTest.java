package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import jpd.player.Analysis;
import jpd.player.AnalysisCommand;
import jpd.player.AnalysisLine;
import jpd.player.AnalysisRefusedException;
import jpd.player.AnalysisRun;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class PlayoutAnalysisTest {

    private static PlayoutPlayer player() {
        return new PlayoutPlayer(new SearchConfig(400, 60, 1, 7, 0, false));
    }

    @Test
    void anAnalysisGoesOnUntilStoppedAndItsLinesShowMoreVisitsAsItGoes() throws Exception {
        Game game = new Game(7, RuleSet.DEFAULT);
        game.play(Color.BLACK, Positions.move("D4"));
        Analysis analysis = player().analysis().orElseThrow();
        AnalysisRun run = analysis.begin(game, AnalysisCommand.LZ_ANALYZE, Color.WHITE, List.of("1"), false);
        List<AnalysisLine> lines = new CopyOnWriteArrayList<>();
        CountDownLatch grown = new CountDownLatch(1);
        CompletableFuture<Optional<Move>> forwarded = CompletableFuture.supplyAsync(() -> run.forward(line -> {
            lines.add(line);
            if (visits(line) > visits(lines.get(0))) {
                grown.countDown();
            }
        }));
        // A liveness bound, not a speed test: the search goes on, so a line with more visits comes.
        assertTrue(grown.await(60, TimeUnit.SECONDS), "the visits grow from line to line: " + lines);
        run.stop();
        assertEquals(Optional.empty(), forwarded.get(60, TimeUnit.SECONDS), "stopped, it ends without a move");
        assertTrue(lines.stream().noneMatch(line -> line.candidates().contains("D4")), lines.toString());
    }

    @Test
    void aGenmoveVariantChoosesAMoveAndGivesItsLastLine() throws Exception {
        Game game = new Game(7, RuleSet.DEFAULT);
        AnalysisRun run = player().analysis().orElseThrow()
                .begin(game, AnalysisCommand.KATA_GENMOVE_ANALYZE, Color.BLACK, List.of(), false);
        List<AnalysisLine> lines = new CopyOnWriteArrayList<>();
        Optional<Move> move = run.forward(lines::add);
        assertTrue(move.isPresent() && game.isLegal(Color.BLACK, move.get()), move.toString());
        assertEquals(1, lines.size(), "without an interval only the last line: " + lines);
        assertTrue(lines.get(0).text().contains(" scoreLead "), lines.toString());
    }

    @Test
    void unknownOptionsAndOwnershipOutsideKataGoAreRefused() {
        Analysis analysis = player().analysis().orElseThrow();
        Game game = new Game(7, RuleSet.DEFAULT);
        for (List<String> options : List.of(List.of("rootInfo", "true"), List.of("interval", "x"),
                List.of("maxmoves"), List.of("avoid", "b", "D4"))) {
            assertThrows(AnalysisRefusedException.class,
                    () -> analysis.begin(game, AnalysisCommand.KATA_ANALYZE, Color.BLACK, options, false),
                    options::toString);
        }
        assertThrows(AnalysisRefusedException.class, () -> analysis.begin(game, AnalysisCommand.LZ_ANALYZE,
                Color.BLACK, List.of("50", "ownership", "true"), false));
    }

    @Test
    void avoidedMovesAreNeitherShownNorPlayed() throws Exception {
        Game game = new Game(7, RuleSet.DEFAULT);
        game.play(Color.BLACK, Positions.move("D4"));
        AnalysisRun run = player().analysis().orElseThrow().begin(game, AnalysisCommand.LZ_GENMOVE_ANALYZE,
                Color.WHITE, List.of("1", "allow", "w", "A1,B2,G7", "1"), false);
        List<AnalysisLine> lines = new CopyOnWriteArrayList<>();
        Optional<Move> move = run.forward(lines::add);
        assertTrue(move.isPresent() && List.of("A1", "B2", "G7").contains(move.get().toString()), move.toString());
        assertTrue(lines.stream().allMatch(line -> List.of("A1", "B2", "G7").containsAll(line.candidates())),
                lines.toString());

        AnalysisRun analysis = player().analysis().orElseThrow().begin(game, AnalysisCommand.KATA_ANALYZE,
                Color.WHITE, List.of("interval", "1", "avoid", "white", "C3,C4,C5,D3,D5,E3,E4,E5", "1"), false);
        List<AnalysisLine> analysed = new CopyOnWriteArrayList<>();
        CountDownLatch shown = new CountDownLatch(3);
        CompletableFuture<Optional<Move>> forwarded = CompletableFuture.supplyAsync(() -> analysis.forward(line -> {
            analysed.add(line);
            shown.countDown();
        }));
        assertTrue(shown.await(60, TimeUnit.SECONDS), "lines come: " + analysed);
        analysis.stop();
        forwarded.get(60, TimeUnit.SECONDS);
        List<String> around = List.of("C3", "C4", "C5", "D3", "D5", "E3", "E4", "E5");
        assertTrue(analysed.stream().noneMatch(line -> line.candidates().stream().anyMatch(around::contains)),
                analysed.toString());
    }

    @Test
    void optionsThatLeaveNoMoveAreRefused() {
        Game game = new Game(7, RuleSet.DEFAULT);
        game.play(Color.BLACK, Positions.move("D4"));
        AnalysisRefusedException refused = assertThrows(AnalysisRefusedException.class,
                () -> player().analysis().orElseThrow().begin(game, AnalysisCommand.KATA_GENMOVE_ANALYZE,
                        Color.WHITE, List.of("allow", "w", "D4", "1"), false));
        assertEquals("avoid and allow leave white no legal move to search", refused.getMessage());
    }

    /** The visits of all candidates of a Leela Zero line. */
    private static long visits(AnalysisLine line) {
        return Pattern.compile(" visits (\\d+)").matcher(line.text()).results()
                .mapToLong(match -> Long.parseLong(match.group(1))).sum();
    }
}
