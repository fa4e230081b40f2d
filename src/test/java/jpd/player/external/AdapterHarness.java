package jpd.player.external;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Random;
import jpd.engine.EngineRules;
import jpd.gtp.FrontEnd;
import jpd.gtp.GtpConfig;
import jpd.gtp.GtpServer;
import jpd.gtp.Session;
import jpd.gtp.Transcript;
import jpd.player.PlayoutStatusEstimator;
import jpd.player.RandomPlayer;
import jpd.rules.RuleSet;

/** Our GTP front end in-process with an external player on a scripted engine: GTP text in, GTP text out. */
final class AdapterHarness implements AutoCloseable {
    /** Only a hung engine misses it (the engine's start gets longer anyway): a hang test waits it out once. */
    static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final GtpServer server;
    final Session session;
    private final ExternalPlayer player;

    private AdapterHarness(GtpServer server, Session session, ExternalPlayer player) {
        this.server = server;
        this.session = session;
        this.player = player;
    }

    /** A 9x9 art2014 game against the scripted engine with this state directory, policy and script. */
    static AdapterHarness start(Path state, IllegalMovePolicy policy, String... script) throws IOException {
        return start(state, policy, EngineRules.AUTO, script);
    }

    /** The same, the engine told these rules. */
    static AdapterHarness start(Path state, IllegalMovePolicy policy, EngineRules rules, String... script)
            throws IOException {
        EngineConfig config = new EngineConfig(ScriptedEngine.command(state, script), null, TIMEOUT, policy, rules);
        PlayoutStatusEstimator estimator = new PlayoutStatusEstimator(1, 16);
        ExternalPlayer player = ExternalPlayer.start(config, new RandomPlayer(new Random(1), estimator));
        Session session = Session.start(new GtpConfig(9, 6.5, RuleSet.DEFAULT, 1), player, estimator);
        return new AdapterHarness(GtpServer.create(FrontEnd.commands(session), Transcript.NONE), session, player);
    }

    /** Every answer to these lines, exactly as written. */
    String send(String lines) {
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        try {
            server.run(new ByteArrayInputStream(lines.getBytes(StandardCharsets.US_ASCII)), output);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return output.toString(StandardCharsets.US_ASCII);
    }

    /** The text of the one answer to one command; fails on {@code ?}. */
    String ok(String command) {
        String answer = send(command + "\n");
        if (!answer.startsWith("=") || !answer.endsWith("\n\n")) {
            throw new AssertionError(command + " -> " + answer);
        }
        return answer.substring(1, answer.length() - 2).strip();
    }

    /** Everything an error must leave unchanged, as GTP shows it. */
    String state() {
        return send("showboard\njpd-phase\njpd-legal_moves\n");
    }

    @Override
    public void close() {
        player.close();
    }
}
