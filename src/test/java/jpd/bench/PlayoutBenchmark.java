package jpd.bench;

import java.util.concurrent.TimeUnit;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.RuleSet;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Random legal playouts under art2014 with the full generalized superko, as issue 2 defines
 * them: empty points in random order, the first legal one that does not fill a one-point own
 * eye; pass when none; stop at two passes or 3·N² moves. The {@code moves} counter is moves per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PlayoutBenchmark {

    /** One board size's game, reused from playout to playout. */
    @State(Scope.Thread)
    public static class Playout {
        @Param({"9", "19"})
        public int size;

        Game game;
        long seed = 0x9E3779B97F4A7C15L;

        @Setup(Level.Trial)
        public void setUp() {
            game = new Game(size, RuleSet.DEFAULT);
        }

        int nextInt(int bound) {
            seed ^= seed << 13;
            seed ^= seed >>> 7;
            seed ^= seed << 17;
            return (int) ((seed >>> 33) % bound);
        }
    }

    /** Moves played, reported by JMH as a rate. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counters {
        public long moves;
    }

    @Benchmark
    public int playout(Playout state, Counters counters) {
        Game game = state.game;
        game.restart();
        Board board = game.boardForReading();
        int limit = 3 * state.size * state.size;
        int passes = 0;
        int moves = 0;
        Color color = Color.BLACK;
        while (passes < 2 && moves < limit) {
            int count = board.emptyCount();
            boolean played = false;
            while (count > 0 && !played) {
                // Tried points move to the end of the board's own empty list: a lazy shuffle.
                board.swapEmpty(state.nextInt(count), --count);
                int cell = board.emptyCell(count);
                played = !board.isOwnEye(cell, color) && game.playCell(color, cell).isPlayed();
            }
            if (played) {
                passes = 0;
            } else {
                game.play(color, Move.PASS);
                passes++;
            }
            moves++;
            color = color.opponent();
        }
        counters.moves += moves;
        return moves;
    }
}
