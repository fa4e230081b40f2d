package jpd.gtp;

import jpd.player.ForwardingPlayer;
import jpd.player.Player;
import jpd.rules.RuleSet;

/**
 * What {@code name} and {@code version} answer: ours, or for an adapted engine its own, marked as played under
 * our rules through jpd ({@code GNU Go (jpd art2014)}, {@code 3.8 (jpd-gtp 0.1.0)}), so that a GUI's title and a
 * match record name the engine that plays; or what the user chose ({@code jpd gtp --name NAME[:VERSION]}).
 *
 * @param name    the answer to {@code name}
 * @param version the answer to {@code version}
 */
public record EngineIdentity(String name, String version) {
    /** This program's own name and version. */
    public static final EngineIdentity OURS = new EngineIdentity("jpd-gtp", "0.1.0");

    public EngineIdentity {
        if (name.isBlank() || name.contains("\n") || version.contains("\n")) {
            throw new IllegalArgumentException("a name must be one non-blank line: '" + name + "'");
        }
    }

    /** The identity of a session's player under these rules: an adapted engine's own, marked; else ours. */
    public static EngineIdentity of(Player player, RuleSet rules) {
        if (!(player instanceof ForwardingPlayer engine)) {
            return OURS;
        }
        String version = engine.engineVersion().isBlank() ? OURS.name() + " " + OURS.version()
                : engine.engineVersion() + " (" + OURS.name() + " " + OURS.version() + ")";
        return new EngineIdentity(engine.engineName() + " (jpd " + rules.name() + ")", version);
    }

    /**
     * The identity given as {@code NAME} or {@code NAME:VERSION}, split at the first colon, as gogui-adapter's
     * {@code -name} takes it: a name alone answers an empty version.
     */
    public static EngineIdentity parse(String text) {
        int colon = text.indexOf(':');
        return colon < 0 ? new EngineIdentity(text.strip(), "")
                : new EngineIdentity(text.substring(0, colon).strip(), text.substring(colon + 1).strip());
    }
}
