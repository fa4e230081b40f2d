package jpd.gtp;

import java.util.ArrayList;
import java.util.List;
import jpd.rules.GameView;
import jpd.rules.RuleSet;

/** The artistic-rules extensions: jpd-rules, jpd-rules_param, jpd-phase, jpd-dispute, jpd-extended_moves, jpd-legal_moves. */
final class RulesCommands {
    private final Session session;

    RulesCommands(Session session) {
        this.session = session;
    }

    void register(CommandTable table) {
        table.register("jpd-rules", this::rules);
        table.register("jpd-rules_param", this::rulesParam);
        table.register("jpd-phase", this::phase);
        table.register("jpd-dispute", this::dispute);
        table.register("jpd-extended_moves", this::extendedMoves);
        table.register("jpd-legal_moves", this::legalMoves);
    }

    private String rules(Arguments args) throws GtpError {
        if (args.count() == 0) {
            return session.game().rules().toString();
        }
        switchTo(args.word(0), args.all().subList(1, args.count()));
        return "";
    }

    /**
     * GoGui's param form of the rules: without arguments one {@code [type] key value} line per
     * option; with {@code key value} it changes that option as {@code jpd-rules} would.
     */
    private String rulesParam(Arguments args) throws GtpError {
        RuleSet rules = session.game().rules();
        if (args.count() == 0) {
            List<String> lines = new ArrayList<>();
            lines.add("[list/art2014/art2014-simple/art-novirtual] name " + rules.name());
            if (rules.name() == RuleSet.Name.ART_NOVIRTUAL) {
                lines.add("[list/situational/positional/simple] ko " + rules.ko());
            }
            lines.add("[list/fixed/A/B] komi_rule " + rules.komiRule());
            return String.join("\n", lines);
        }
        args.expect(2);
        String key = args.choice(0, "name", "ko", "komi_rule");
        String value = args.word(1);
        String komiRule = "komi_rule=" + (key.equals("komi_rule") ? value : rules.komiRule().toString());
        if (key.equals("name")) {
            switchTo(value, List.of(komiRule));
        } else if (key.equals("ko")) {
            switchTo(rules.name().toString(), List.of("ko=" + value, komiRule));
        } else {
            List<String> options = rules.name() == RuleSet.Name.ART_NOVIRTUAL
                    ? List.of("ko=" + rules.ko(), komiRule) : List.of(komiRule);
            switchTo(rules.name().toString(), options);
        }
        return "";
    }

    /** Naming the current rules is always accepted; other rules only on an empty game. */
    private void switchTo(String name, List<String> options) throws GtpError {
        RuleSet wanted;
        try {
            wanted = RuleSet.parse(name, options);
        } catch (IllegalArgumentException e) {
            throw new GtpError(e.getMessage());
        }
        GameView game = session.game();
        if (wanted.equals(game.rules())) {
            return;
        }
        if (!session.isEmptyGame()) {
            throw new GtpError("rules can change only before the first move or stone");
        }
        session.newGame(game.size(), wanted);
    }

    private String phase(Arguments args) throws GtpError {
        args.expect(0);
        return session.game().phase().toString();
    }

    private String dispute(Arguments args) throws GtpError {
        args.expect(0);
        if (!session.resumeDispute()) {
            throw new GtpError("play is not stopped");
        }
        return "";
    }

    private String extendedMoves(Arguments args) throws GtpError {
        args.expect(1);
        session.setExtendedMoves(args.choice(0, "on", "off").equals("on"));
        return "";
    }

    /** Every legal action of the side to move: vertices in board order, then pass and virtual. */
    private String legalMoves(Arguments args) throws GtpError {
        args.expect(0);
        return LegalMoves.text(LegalMoves.of(session.game()));
    }
}
