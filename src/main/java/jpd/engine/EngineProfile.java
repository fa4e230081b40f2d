package jpd.engine;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What an adapted engine is told about the rules: the nearest rules its family understands, so that its objective is
 * the artistic margin (docs/adapter.md, "Engine rules profiles"). A plain value, chosen once per engine process from
 * its {@code name} and {@code list_commands}, that the one who drives the engine applies: the rules commands once
 * after the start, and {@link #komi} before each use.
 *
 * <p>Why territory: under RULES.md §7 {@code points(C) = territory(C) - captured(C) - dead(C) - virtual(C)}, so the
 * artistic margin is the territory-and-prisoners margin (seki eyes counted) plus {@code virtual(W) - virtual(B)},
 * minus komi. A virtual move reaches an engine as a pass, which costs nothing under territory scoring; the engine
 * that is given {@code komi + virtual(B) - virtual(W)} therefore maximises the artistic margin itself.
 *
 * @param family          the engine family, as the stderr line names it
 * @param scoring         what was chosen: {@code AREA}, {@code TERRITORY} or {@code NONE} (never {@code AUTO})
 * @param rulesCommands   sent once after each start of the engine; a refusal is logged and play goes on
 * @param komiFollowsVirtual whether the engine's komi moves by one with each virtual stone
 * @param note            why, in a few words, or what is lost
 */
public record EngineProfile(String family, EngineRules scoring, List<String> rulesCommands, boolean komiFollowsVirtual,
                            String note) {
    private static final Logger LOG = LoggerFactory.getLogger(EngineProfile.class);

    /**
     * KataGo's territory rules: territory and prisoners (its score is the area score less the difference of the real
     * moves, RULES.md §7's own check), seki eyes counted (tax NONE, §7.3.1), simple ko (a virtual move is a pass to it,
     * and only simple ko never forbids a retake across a pass that §4 allows), suicide as §2, no button.
     */
    static final String KATAGO_TERRITORY =
            "kata-set-rules {\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\",\"tax\":\"NONE\",\"suicide\":true,\"hasButton\":false}";
    /** What jpd told KataGo before profiles: area scoring, which ignores the cost of each stone and virtual stone. */
    static final String KATAGO_AREA =
            "kata-set-rules {\"ko\":\"SIMPLE\",\"scoring\":\"AREA\",\"tax\":\"NONE\",\"suicide\":true,\"hasButton\":false}";

    public EngineProfile {
        rulesCommands = List.copyOf(rulesCommands);
        if (scoring == EngineRules.AUTO) {
            throw new IllegalArgumentException("a profile holds a chosen scoring, not auto");
        }
    }

    /** The engine families jpd knows, each with its rules commands over GTP and its nearest rules. */
    private enum Family {
        JPD("jpd", null, null, EngineRules.NONE, "it speaks these rules (jpd-rules)"),
        KATAGO("KataGo", KATAGO_TERRITORY, KATAGO_AREA, EngineRules.TERRITORY,
                "territory and prisoners with seki eyes counted: the artistic margin once komi follows the virtual stones"),
        GNU_GO("GNU Go", null, null, EngineRules.TERRITORY,
                "GNU Go counts territory unless started with --chinese-rules, and has no GTP command to change it"),
        PACHI("Pachi", "kgs-rules japanese", "kgs-rules chinese", EngineRules.TERRITORY,
                "kgs-rules japanese: territory counting"),
        LEELA_ZERO("Leela Zero", null, null, EngineRules.AREA,
                "Leela Zero knows only area scoring with komi 7.5: it does not see what a stone in its own territory"
                        + " or a virtual stone costs, nor any other komi"),
        UNKNOWN("an unknown engine", null, null, EngineRules.NONE, "no rules command is known for it");

        private final String display;
        private final String territoryCommand;
        private final String areaCommand;
        private final EngineRules nearest;
        private final String why;

        Family(String display, String territoryCommand, String areaCommand, EngineRules nearest, String why) {
            this.display = display;
            this.territoryCommand = territoryCommand;
            this.areaCommand = areaCommand;
            this.nearest = nearest;
            this.why = why;
        }

        static Family of(String name, Set<String> commands) {
            String lower = name.strip().toLowerCase(Locale.ROOT);
            if (commands.contains("jpd-rules")) {
                return JPD;
            }
            // KataGo lists kgs-rules too: it is recognised first, by its own command.
            if (lower.equals("katago") || commands.contains("kata-set-rules")) {
                return KATAGO;
            }
            if (lower.equals("gnu go")) {
                return GNU_GO;
            }
            if (lower.startsWith("pachi")) {
                return PACHI;
            }
            if (lower.equals("leela zero")) {
                return LEELA_ZERO;
            }
            return UNKNOWN;
        }
    }

    /** The profile of the engine with this name and these listed commands under the requested rules. */
    public static EngineProfile choose(String name, Set<String> commands, EngineRules requested) {
        Family family = Family.of(name, commands);
        // An unknown engine that speaks KGS's rules command gets territory through it.
        String territoryCommand = family == Family.UNKNOWN && commands.contains("kgs-rules")
                ? Family.PACHI.territoryCommand : family.territoryCommand;
        EngineRules nearest = family == Family.UNKNOWN && territoryCommand != null ? EngineRules.TERRITORY : family.nearest;
        EngineRules chosen = requested == EngineRules.AUTO ? nearest : requested;
        String command = chosen == EngineRules.TERRITORY ? territoryCommand
                : chosen == EngineRules.AREA ? family.areaCommand : null;
        String note = requested == EngineRules.AUTO ? family.why : "asked by --engine-rules"
                + (command == null && chosen != EngineRules.NONE ? "; no rules command is known for it" : "");
        return new EngineProfile(family.display, chosen, commandList(command), chosen == EngineRules.TERRITORY, note);
    }

    private static List<String> commandList(String command) {
        return command == null ? List.of() : List.of(command);
    }

    /**
     * The komi to tell the engine when the game is scored with {@code given} (komi rules applied) and each colour has
     * this many virtual stones: each virtual stone is a point for the opponent, which a territory engine does not see
     * in a pass, so Black's virtual stones add to the komi and White's take from it.
     */
    public double komi(double given, int virtualBlack, int virtualWhite) {
        return komiFollowsVirtual ? given + virtualBlack - virtualWhite : given;
    }

    /** The one line that says what the engine is told. */
    public String description() {
        String commands = rulesCommands.isEmpty() ? "no rules command" : String.join("; ", rulesCommands);
        String komi = komiFollowsVirtual ? "komi + virtual(B) - virtual(W)" : "komi as given";
        return "engine rules for " + family + ": " + scoring + " (" + commands + "), " + komi + ": " + note;
    }

    /**
     * Says on stderr in one line what the engine is told (its own logger is at level info); nothing for jpd itself,
     * which is told our rules as they are.
     */
    public void announce() {
        if (!family.equals(Family.JPD.display)) {
            LOG.info(description());
        }
    }
}
