package jpd.rules;

import java.util.List;
import java.util.Locale;

/**
 * A rule set of RULES.md and its options, as a plain value.
 *
 * @param name     which rules
 * @param ko       the repetition rule (fixed by the name except under art-novirtual)
 * @param komiRule how komi is applied (RULES.md §9)
 */
public record RuleSet(Name name, Ko ko, KomiRule komiRule) {

    /** The rule sets. */
    public enum Name {
        /** Virtual moves, generalized superko on whole positions, disputes with paid passes. */
        ART2014("art2014"),
        /** As art2014 but only the two most recent turns are compared; cycles are draws. */
        ART2014_SIMPLE("art2014-simple"),
        /** No virtual moves, free passes, history cleared at each stop (seed 001). */
        ART_NOVIRTUAL("art-novirtual");

        private final String text;

        Name(String text) {
            this.text = text;
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** Repetition rules. */
    public enum Ko {
        /** Generalized superko of art2014 (§4). */
        GENERALIZED,
        /** Only the two most recent turns (§4, simplified variant). */
        TWO_TURN,
        /** A move may not make the opponent face a board he faced (art-novirtual default). */
        SITUATIONAL,
        /** A board position may not recur at all. */
        POSITIONAL,
        /** Only immediate ko recapture is forbidden; a longer cycle voids the game. */
        SIMPLE;

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Komi variants (§9). */
    public enum KomiRule {
        /** Black gives the komi that was set. */
        FIXED("fixed"),
        /** One point more when White was the first to pass or make a virtual move. */
        A("A"),
        /** 7.5 always. */
        B("B");

        private final String text;

        KomiRule(String text) {
            this.text = text;
        }

        /** The komi Black gives in this game when {@code komi} was set (§9): what the score and engines use. */
        public double given(double komi, GameView game) {
            return switch (this) {
                case FIXED -> komi;
                case A -> komi + (game.firstToPassOrVirtual().orElse(null) == Color.WHITE ? 1 : 0);
                case B -> 7.5;
            };
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** The default: art2014 with fixed komi. */
    public static final RuleSet DEFAULT = new RuleSet(Name.ART2014, Ko.GENERALIZED, KomiRule.FIXED);

    public RuleSet {
        boolean novirtual = name == Name.ART_NOVIRTUAL;
        boolean novirtualKo = ko == Ko.SITUATIONAL || ko == Ko.POSITIONAL || ko == Ko.SIMPLE;
        if (novirtual != novirtualKo
                || (name == Name.ART2014 && ko != Ko.GENERALIZED)
                || (name == Name.ART2014_SIMPLE && ko != Ko.TWO_TURN)) {
            throw new IllegalArgumentException("ko=" + ko + " does not go with " + name);
        }
    }

    /**
     * Equal components, compared by hand: the record's generated equals is bootstrapped through method handles on
     * its first call, which costs about 100 ms in a fresh JVM, and every GTP session calls it at its first boardsize.
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof RuleSet rules && name == rules.name && ko == rules.ko && komiRule == rules.komiRule;
    }

    /** Agrees with {@link #equals}, written by hand for the same reason. */
    @Override
    public int hashCode() {
        return (name.ordinal() * 31 + ko.ordinal()) * 31 + komiRule.ordinal();
    }

    /** Whether virtual moves exist under these rules. */
    public boolean allowsVirtual() {
        return name != Name.ART_NOVIRTUAL;
    }

    /** Whether passes in the dispute phase are limited and converted (§6); free otherwise (§8). */
    public boolean passesArePaid() {
        return name != Name.ART_NOVIRTUAL;
    }

    /**
     * Parses a name and {@code key=value} options, e.g. {@code art-novirtual ko=simple}.
     *
     * @throws IllegalArgumentException with a message fit for a user
     */
    public static RuleSet parse(String text, List<String> options) {
        Name name = null;
        for (Name candidate : Name.values()) {
            if (candidate.text.equalsIgnoreCase(text)) {
                name = candidate;
            }
        }
        if (name == null) {
            throw new IllegalArgumentException("unknown rules '" + text
                    + "' (art2014, art2014-simple or art-novirtual)");
        }
        Ko ko = switch (name) {
            case ART2014 -> Ko.GENERALIZED;
            case ART2014_SIMPLE -> Ko.TWO_TURN;
            case ART_NOVIRTUAL -> Ko.SITUATIONAL;
        };
        KomiRule komiRule = KomiRule.FIXED;
        for (String option : options) {
            int equals = option.indexOf('=');
            String key = equals < 0 ? option : option.substring(0, equals).toLowerCase(Locale.ROOT);
            String value = equals < 0 ? "" : option.substring(equals + 1);
            switch (key) {
                case "ko" -> {
                    if (name != Name.ART_NOVIRTUAL) {
                        throw new IllegalArgumentException("option ko applies only to art-novirtual");
                    }
                    ko = switch (value.toLowerCase(Locale.ROOT)) {
                        case "situational" -> Ko.SITUATIONAL;
                        case "positional" -> Ko.POSITIONAL;
                        case "simple" -> Ko.SIMPLE;
                        default -> throw new IllegalArgumentException(
                                "ko must be situational, positional or simple: '" + value + "'");
                    };
                }
                case "komi_rule" -> komiRule = switch (value.toUpperCase(Locale.ROOT)) {
                    case "FIXED" -> KomiRule.FIXED;
                    case "A" -> KomiRule.A;
                    case "B" -> KomiRule.B;
                    default -> throw new IllegalArgumentException(
                            "komi_rule must be fixed, A or B: '" + value + "'");
                };
                default -> throw new IllegalArgumentException("unknown rules option '" + option
                        + "' (ko=..., komi_rule=...)");
            }
        }
        return new RuleSet(name, ko, komiRule);
    }

    /**
     * Parses a name followed by options, separated by spaces, as {@link #toString} writes them
     * (e.g. {@code "art-novirtual ko=simple"}).
     *
     * @throws IllegalArgumentException with a message fit for a user
     */
    public static RuleSet parse(String line) {
        List<String> words = List.of(line.strip().split("\\s+"));
        return parse(words.get(0), words.subList(1, words.size()));
    }

    /** The name and options as {@link #parse} reads them, e.g. {@code art2014 komi_rule=fixed}. */
    @Override
    public String toString() {
        String options = name == Name.ART_NOVIRTUAL ? " ko=" + ko : "";
        return name + options + " komi_rule=" + komiRule;
    }
}
