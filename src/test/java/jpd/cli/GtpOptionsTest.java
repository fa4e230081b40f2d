package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The fast path of {@code jpd gtp} parses exactly as picocli does, or leaves the command line to picocli. */
class GtpOptionsTest {

    @Test
    void theFastPathGivesPicocliOptionsForPlainCommandLines() {
        for (List<String> args : List.<List<String>>of(
                List.<String>of(),
                List.of("--size", "9"),
                List.of("--size=9", "--komi=-0.5", "--seed=-3"),
                List.of("--komi", "7", "--rules", "art-novirtual ko=simple", "--player", "random"),
                List.of("--log-gtp", "/tmp/x.log", "--seed", "42", "--size", "+13"),
                List.of("--rules=art2014 komi_rule=A", "--komi", " 6.5 "),
                List.of("--size", "1", "--rules", "go", "--player", "nobody"),
                List.of("--keep-virtual-on-replay"),
                List.of("--size", "9", "--keep-virtual-on-replay", "--seed", "1"),
                List.of("--gogui", "--size", "9"), List.of("--seed", "3", "--gogui"),
                List.of("--resign-threshold", "0", "--threads=2"), List.of("--ponder", "--threads", "2"),
                List.of("--player", "net", "--visits", "64", "--net", "/tmp/x.bin.gz"), List.of("--visits=1"))) {
            Optional<GtpOptions> fast = GtpOptions.tryParse(args);
            assertTrue(fast.isPresent(), args.toString());
            assertEquals(picocli(args), fast.get(), args.toString());
        }
    }

    @Test
    void anythingElseIsLeftToPicocli() {
        for (List<String> args : List.<List<String>>of(
                List.of("--help"), List.of("-h"), List.of("-V"), List.of("--frobnicate"), List.of("9"),
                List.of("--size"), List.of("--size", "--komi", "7"), List.of("--komi", "-0.5"),
                List.of("--size", "9", "--size", "13"), List.of("--size", "x"), List.of("--size=0x10"),
                List.of("--seed", "1e3"), List.of("--log-gtp=a\u0000b"), List.of("--SIZE", "9"),
                List.of("--keep-virtual-on-replay=true"), List.of("--keep-virtual-on-replay", "true"),
                List.of("--keep-virtual-on-replay", "--keep-virtual-on-replay"),
                List.of("--gogui", "--gogui"), List.of("--gogui=true"))) {
            assertEquals(Optional.empty(), GtpOptions.tryParse(args), args.toString());
        }
    }

    @Test
    void theNetworkPlayerPlaysAMoveOnTheBoardWithTheShippedNet() throws Exception {
        GtpOptions options = GtpOptions.tryParse(List.of("--player", "net", "--visits", "8", "--seed", "1"))
                .orElseThrow();
        assertEquals(8, options.visits());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        GtpCommand.serve(options, new ByteArrayInputStream("boardsize 9\ngenmove b\n".getBytes(
                java.nio.charset.StandardCharsets.US_ASCII)), out);
        String answer = out.toString(java.nio.charset.StandardCharsets.US_ASCII);
        org.junit.jupiter.api.Assertions.assertTrue(answer.matches("(?s)=\\s*\\n\\n= [A-HJ][1-9]\\s*\\n\\n"),
                answer);
        GtpOptions missingNet = GtpOptions.tryParse(List.of("--player", "net", "--net", "/no/such/net.bin.gz"))
                .orElseThrow();
        CommandFailure unreadable = assertThrows(CommandFailure.class, () -> GtpCommand.serve(missingNet,
                new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream()));
        assertEquals("cannot read the net file /no/such/net.bin.gz", unreadable.getMessage());
    }

    @Test
    void everyOptionOfTheCommandIsKnownToTheFastPath() {
        Set<String> names = new TreeSet<>();
        new CommandLine(new GtpCommand()).getCommandSpec().options().forEach(option -> names.addAll(List.of(option.names())));
        names.removeAll(List.of("-h", "--help", "-V", "--version"));
        Set<String> known = new TreeSet<>(GtpOptions.NAMES);
        known.addAll(GtpOptions.FLAGS);
        assertEquals(known, names);
    }

    private static GtpOptions picocli(List<String> args) {
        GtpCommand command = new GtpCommand();
        new CommandLine(command).parseArgs(args.toArray(String[]::new));
        return command.options();
    }
}
