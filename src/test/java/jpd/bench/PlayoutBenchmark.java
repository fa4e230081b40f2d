package jpd.bench;

import java.util.concurrent.TimeUnit;
import jpd.rules.Game;
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
 * Random legal playouts ({@link UniformPlayout}) under art2014 with the full generalized
 * superko. The {@code moves} counter is moves per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PlayoutBenchmark {

    /** One board size's playout, reused from run to run. */
    @State(Scope.Thread)
    public static class Playout {
        @Param({"9", "19"})
        public int size;

        UniformPlayout playout;

        @Setup(Level.Trial)
        public void setUp() {
            playout = new UniformPlayout(new Game(size, RuleSet.DEFAULT), 0x9E3779B97F4A7C15L);
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
        int moves = state.playout.run();
        counters.moves += moves;
        return moves;
    }
}
