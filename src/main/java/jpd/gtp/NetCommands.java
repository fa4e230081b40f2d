package jpd.gtp;

import java.io.IOException;
import java.math.BigDecimal;
import jpd.player.net.LazyNetwork;
import jpd.player.net.NetEvaluator;
import jpd.player.net.NetOutput;
import jpd.player.net.RawNnText;
import jpd.rules.Color;
import jpd.rules.GameView;

/**
 * KataGo's {@code kata-raw-nn 0} and {@code kata-get-rules}, answered by jpd's own network evaluator in KataGo's
 * formats, so that anyone can compare the two on a position: the raw outputs, and the rules the net is given (with a
 * {@code komi} key: the komi KataGo must be set to, the game's komi plus Black's virtual stones minus White's).
 */
final class NetCommands {
    /** The engine rules profile of the artistic rules, as KataGo's kata-get-rules writes rules (keys sorted). */
    private static final String RULES_BEFORE_KOMI = "{\"friendlyPassOk\":false,\"hasButton\":false,\"komi\":";
    private static final String RULES_AFTER_KOMI = ",\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\",\"suicide\":true,"
            + "\"tax\":\"NONE\",\"whiteHandicapBonus\":\"0\"}";

    private final Session session;
    private final LazyNetwork network;

    private NetCommands(Session session, LazyNetwork network) {
        this.session = session;
        this.network = network;
    }

    static void register(CommandTable table, Session session, LazyNetwork network) {
        NetCommands commands = new NetCommands(session, network);
        table.register("kata-raw-nn", commands::rawNn);
        table.register("kata-get-rules", commands::rules);
    }

    private String rawNn(Arguments args) throws GtpError {
        args.expect(1);
        if (!args.word(0).equals("0")) {
            throw new GtpError("only symmetry 0 is supported: kata-raw-nn 0");
        }
        GameView game = session.game();
        NetOutput output = evaluator().output(game, session.komi());
        return RawNnText.of(output, game.size(), game.toMove() == Color.WHITE);
    }

    private String rules(Arguments args) throws GtpError {
        args.expect(0);
        GameView game = session.game();
        double komi = session.komi() + game.virtualStones(Color.BLACK) - game.virtualStones(Color.WHITE);
        return RULES_BEFORE_KOMI + BigDecimal.valueOf(komi).stripTrailingZeros().toPlainString() + RULES_AFTER_KOMI;
    }

    private NetEvaluator evaluator() throws GtpError {
        try {
            return network.get();
        } catch (IOException e) {
            throw new GtpError("cannot load the network: " + e.getMessage());
        }
    }
}
