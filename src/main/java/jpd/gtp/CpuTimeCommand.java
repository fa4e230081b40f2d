package jpd.gtp;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.util.Locale;
import jpd.engine.GtpStream;
import jpd.player.ForwardingPlayer;

/**
 * {@code cputime}, GNU Go's extension, which gogui-twogtp asks after each game for its CPU_B and CPU_W columns: the CPU
 * seconds this process has used, plus a wrapped engine's own when it answers {@code cputime}.
 */
final class CpuTimeCommand {
    private final Session session;

    private CpuTimeCommand(Session session) {
        this.session = session;
    }

    static void register(CommandTable table, Session session) {
        CpuTimeCommand command = new CpuTimeCommand(session);
        table.register("cputime", command::cpuTime);
    }

    private String cpuTime(Arguments args) throws GtpError {
        args.expect(0);
        return String.format(Locale.ROOT, "%.3f", ownSeconds() + engineSeconds());
    }

    private static double ownSeconds() throws GtpError {
        OperatingSystemMXBean system = ManagementFactory.getOperatingSystemMXBean();
        long nanos = system instanceof com.sun.management.OperatingSystemMXBean process ? process.getProcessCpuTime() : -1;
        if (nanos < 0) {
            throw new GtpError("this Java runtime does not tell the process's CPU time");
        }
        return nanos / 1e9;
    }

    /** The wrapped engine's answer to cputime, or 0 when it has none or gives no number. */
    private double engineSeconds() {
        if (!(session.player() instanceof ForwardingPlayer engine) || !engine.forwardedCommands().contains("cputime")) {
            return 0;
        }
        GtpStream answer = engine.forward(session.game(), "cputime");
        StringBuilder text = new StringBuilder(answer.head().text());
        answer.forward(line -> text.append(' ').append(line));
        try {
            return answer.head().success() ? Math.max(0, Double.parseDouble(text.toString().strip())) : 0;
        } catch (NumberFormatException notANumber) {
            return 0;
        }
    }
}
