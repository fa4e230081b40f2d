package jpd.scoring;

import java.util.Locale;

/** The status of a chain at the end of play (§5). */
public enum Status {
    ALIVE, DEAD, SEKI;

    /** The lower-case name GTP uses. */
    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
