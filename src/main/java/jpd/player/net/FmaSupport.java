package jpd.player.net;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;

/**
 * Whether {@link Math#fma} is one processor instruction in this JVM. HotSpot makes it one only where its option
 * {@code UseFMA} is true: the processor has FMA (x86-64 since 2013, every AArch64) and no {@code -XX:-UseFMA} turned
 * it off. Elsewhere {@code Math.fma} runs in software through {@code BigDecimal}, thousands of times slower. A JVM
 * whose options cannot be read (not HotSpot, or without the module {@code jdk.management}) counts as without: a
 * multiply and an add apart cost 10-20% where FMA is there, the software path thousands of times where it is not.
 * Reading the option loads {@code java.management} (40-80 ms of CPU, docs/benchmarks.md), so this is asked when the
 * net loads, not at start.
 *
 * @param instruction whether {@code Math.fma} is an instruction here
 * @param reason what the answer rests on, for the log
 */
record FmaSupport(boolean instruction, String reason) {
    /** This JVM's answer, found at the first use. */
    static final FmaSupport THIS_JVM = find();

    private static FmaSupport find() {
        String value;
        try {
            value = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).getVMOption("UseFMA")
                    .getValue();
        } catch (RuntimeException | LinkageError e) {
            return new FmaSupport(false, "HotSpot's option UseFMA cannot be read (" + e + "), so Math.fma may run in"
                    + " software");
        }
        return Boolean.parseBoolean(value) ? new FmaSupport(true, "HotSpot's UseFMA is true")
                : new FmaSupport(false, "HotSpot's UseFMA is " + value + ": Math.fma would run in software");
    }
}
