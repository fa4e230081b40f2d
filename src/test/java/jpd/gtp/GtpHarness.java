package jpd.gtp;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import jpd.player.PlayoutStatusEstimator;
import jpd.player.Player;
import jpd.player.Players;
import jpd.player.playouts.SearchConfig;
import jpd.rules.RuleSet;

/** An in-process engine for tests: GTP text in, GTP text out, state kept between calls. */
final class GtpHarness {
    private final GtpServer server;
    final Session session;

    private GtpHarness(GtpServer server, Session session) {
        this.server = server;
        this.session = session;
    }

    /** A 9x9 art2014 engine with the random player, seed 7. */
    static GtpHarness start() {
        return start(new GtpConfig(9, 6.5, RuleSet.DEFAULT, 7));
    }

    static GtpHarness start(GtpConfig config) {
        PlayoutStatusEstimator estimator = new PlayoutStatusEstimator(config.seed(), 32);
        return start(config, Players.random(config.seed(), estimator));
    }

    static GtpHarness start(GtpConfig config, Player player) {
        Session session = Session.start(config, player, new PlayoutStatusEstimator(config.seed(), 32));
        return new GtpHarness(GtpServer.create(FrontEnd.commands(session), Transcript.NONE), session);
    }

    /** An engine as {@code jpd gtp --gogui} starts it, with the random player. */
    static GtpHarness startGoGui(GtpConfig config) {
        PlayoutStatusEstimator estimator = new PlayoutStatusEstimator(config.seed(), 32);
        return startGoGui(config, Players.random(config.seed(), estimator));
    }

    /** An engine as {@code jpd gtp --gogui} starts it, with this player. */
    static GtpHarness startGoGui(GtpConfig config, Player player) {
        Session session = Session.start(config, player, new PlayoutStatusEstimator(config.seed(), 32));
        return new GtpHarness(GtpServer.create(FrontEnd.goGuiCommands(session), Transcript.NONE), session);
    }

    /**
     * 5x5: walls on C (Black) and D (White), a white stone on A3 in Black's area, then a stop
     * with Black the first passer.
     */
    static final String[] WALLS_AND_INVADER = {"b C1", "w D1", "b C2", "w D2", "b C3", "w D3", "b C4", "w D4",
        "b C5", "w D5", "b pass", "w A3", "b pass", "w pass"};

    /** Plays each {@code colour move}; fails on an error. */
    void play(String... moves) {
        for (String move : moves) {
            ok("play " + move);
        }
    }

    /** Every answer to these lines, exactly as written. */
    String send(String lines) {
        return send(lines.getBytes(StandardCharsets.ISO_8859_1));
    }

    String send(byte[] input) {
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        try {
            server.run(new ByteArrayInputStream(input), output);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return output.toString(StandardCharsets.ISO_8859_1);
    }

    /** The text of the one answer to one command, without {@code = } and the empty line; fails on {@code ?}. */
    String ok(String command) {
        String answer = send(command + "\n");
        if (!answer.startsWith("=") || !answer.endsWith("\n\n")) {
            throw new AssertionError(command + " -> " + answer);
        }
        String text = answer.substring(1, answer.length() - 2);
        return text.startsWith(" ") ? text.substring(1) : text;
    }

    /** The error text of one command that must fail. */
    String error(String command) {
        String answer = send(command + "\n");
        if (!answer.startsWith("? ") || !answer.endsWith("\n\n")) {
            throw new AssertionError("expected an error: " + command + " -> " + answer);
        }
        return answer.substring(2, answer.length() - 2);
    }

    /** Everything an error must leave unchanged, as GTP shows it. */
    String state() {
        return send("showboard\njpd-score_report\njpd-phase\njpd-rules\nfinal_status_list dead\n"
                + "final_status_list seki\njpd-legal_moves\n");
    }
}
