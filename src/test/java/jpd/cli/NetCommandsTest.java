package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import jpd.player.net.KataGo;
import jpd.player.net.RawNn;
import jpd.testing.LogCapture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code jpd gtp} answers kata-raw-nn 0 and kata-get-rules as KataGo does, loading its net only when asked. */
class NetCommandsTest {
    private static final List<String> MOVES = List.of("boardsize 9", "play b E5", "play w virtual", "play b D3",
            "play w pass", "play b F4", "play w C4");

    @RegisterExtension
    final LogCapture log = new LogCapture();

    @Test
    void theNetLoadsAtItsFirstUseOnly() throws Exception {
        assertEquals("= 2", serve(List.of("protocol_version")).get(0));
        assertFalse(log.text().contains("network"), log.text());
        serve(List.of("kata-get-rules", "kata-raw-nn 0"));
        log.assertLogged("INFO", "network kernel: plain Java, "); // the test JVM has no jdk.incubator.vector
    }

    @Test
    void theNetPlayerAndKataRawNnShareOneNetwork() throws Exception {
        List<String> answers = serve(List.of("boardsize 9", "genmove b", "kata-raw-nn 0"), "--player", "net",
                "--visits", "2");
        assertEquals("= ", answers.get(0) + " ");
        assertFalse(answers.get(1).startsWith("?"), answers.get(1));
        assertFalse(answers.get(2).startsWith("?"), answers.get(2));
        assertEquals(1, log.text().lines().filter(line -> line.contains("network kernel")).count(), log.text());
    }

    @Test
    void rulesGiveTheKomiThatFollowsTheVirtualMoves() throws Exception {
        List<String> answers = serve(concat(MOVES, "kata-get-rules"));
        assertEquals("= {\"friendlyPassOk\":false,\"hasButton\":false,\"komi\":6.5,\"ko\":\"SIMPLE\","
                + "\"scoring\":\"TERRITORY\",\"suicide\":true,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"0\"}",
                answers.get(answers.size() - 1));
    }

    @Test
    void rawOutputsAgreeWithKataGosOwn() throws Exception {
        String why = KataGo.whyNot();
        assumeTrue(why == null, why);
        List<String> answers = serve(concat(MOVES, "kata-raw-nn 0"));
        RawNn ours = RawNn.parse(answers.get(answers.size() - 1).substring(2), 9);
        RawNn kataGos;
        try (KataGo kataGo = KataGo.start()) {
            kataGo.send("boardsize 9");
            kataGo.send("komi 6.5");
            for (String move : MOVES.subList(1, MOVES.size())) {
                kataGo.send(move.replace("virtual", "pass"));
            }
            kataGos = RawNn.parse(kataGo.send("kata-raw-nn 0"), 9);
        }
        assertEquals(kataGos.whiteWin(), ours.whiteWin(), 1e-4);
        assertEquals(kataGos.whiteLead(), ours.whiteLead(), 1e-2);
        for (int i = 0; i < 82; i++) {
            assertEquals(kataGos.policy()[i], ours.policy()[i], 1e-4, "policy " + i);
        }
        for (int i = 0; i < 81; i++) {
            assertEquals(kataGos.whiteOwnership()[i], ours.whiteOwnership()[i], 1e-4, "ownership " + i);
        }
    }

    private static List<String> concat(List<String> first, String last) {
        return java.util.stream.Stream.concat(first.stream(), java.util.stream.Stream.of(last)).toList();
    }

    /** The answers of jpd gtp (komi 7.5, and these options) to these commands, one string each. */
    private static List<String> serve(List<String> commands, String... options) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] in = (String.join("\n", commands) + "\n").getBytes(StandardCharsets.UTF_8);
        List<String> arguments = new java.util.ArrayList<>(List.of("--komi", "7.5", "--seed", "1"));
        arguments.addAll(List.of(options));
        GtpCommand.serve(GtpOptions.tryParse(arguments).orElseThrow(),
                new ByteArrayInputStream(in), out);
        return List.of(out.toString(StandardCharsets.UTF_8).strip().split("\n\n"));
    }
}
