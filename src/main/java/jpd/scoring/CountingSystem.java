package jpd.scoring;

import java.util.Locale;
import java.util.Optional;

/** A way of counting a finished game (docs/counting.md): the artistic rules and the four it is compared with. */
public enum CountingSystem {
    /** Fill-back territory counting under the game's own rules (RULES.md §7); komi from the game. */
    ARTISTIC(6.5, 0),
    /** Area: stones plus surrounded points, seki eyes included, shared points split. */
    CHINESE(7.5, 0),
    /** Territory plus prisoners plus dead stones; no points in seki. */
    JAPANESE(6.5, 0),
    /** Area with pass stones: dame count for nobody. */
    AGA(7.5, 0.5),
    /** Area by fill-in: points next to one colour only are that colour's; ties go to Black in even games. */
    ING(8, 0);

    private final double evenKomi;
    private final double handicapKomi;

    CountingSystem(double evenKomi, double handicapKomi) {
        this.evenKomi = evenKomi;
        this.handicapKomi = handicapKomi;
    }

    /** The komi the system gives an even or a handicap game; the artistic komi normally comes from the game. */
    public double defaultKomi(boolean handicap) {
        return handicap ? handicapKomi : evenKomi;
    }

    /** The lower-case name used in tables, GTP answers and CSV headers. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The system with this key, ignoring case. */
    public static Optional<CountingSystem> byKey(String key) {
        for (CountingSystem system : values()) {
            if (system.key().equalsIgnoreCase(key)) {
                return Optional.of(system);
            }
        }
        return Optional.empty();
    }
}
