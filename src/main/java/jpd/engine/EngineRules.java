package jpd.engine;

import java.util.Locale;

/** Which rules an adapted engine is told ({@code --engine-rules}): see {@link EngineProfile}. */
public enum EngineRules {
    /** The nearest rules the engine's family understands: territory where it can count territory. */
    AUTO,
    /** Area scoring with the komi as given (what jpd told KataGo before profiles existed). */
    AREA,
    /** Territory scoring with a komi that follows the virtual stones. */
    TERRITORY,
    /** No rules command, the komi as given: the engine plays by its own defaults. */
    NONE;

    /** The choice of this name ({@code auto}, {@code area}, {@code territory}, {@code none}, any case). */
    public static EngineRules parse(String name) {
        try {
            return valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown engine rules '" + name + "' (known: auto, area, territory, none)");
        }
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
