package jpd.player;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** The formats of the analysis commands' candidates, as Leela Zero and KataGo write them. */
public enum AnalysisDialect {
    /** {@code lz-analyze}: visits, winrate, prior and lcb in 1/10000, order. */
    LEELA_ZERO,
    /** {@code kata-analyze} and Sabaki's plain {@code analyze}: fractions, and the margin as the score. */
    KATAGO;

    /** The dialect of this analysis command: Sabaki (0.60) reads every command but kata-* in Leela Zero's. */
    public static AnalysisDialect of(AnalysisCommand command) {
        return command.gtpName().startsWith("kata-") ? KATAGO : LEELA_ZERO;
    }

    /** Standard errors below the win rate in a candidate's lower confidence bound, as Leela Zero's. */
    private static final double LCB_ERRORS = 1.96;

    /**
     * A candidate's fields in this dialect, for {@link AnalysisLine#candidate}; win rates from the searcher's view,
     * the lower confidence bound from the win rate and the visits (at least 1).
     */
    public Map<String, String> fields(long visits, double winRate, double margin, double stdev, double prior,
                                      int order) {
        double lcb = Math.max(0, winRate - LCB_ERRORS * Math.sqrt(winRate * (1 - winRate) / visits));
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("visits", Long.toString(visits));
        if (this == LEELA_ZERO) {
            fields.put("winrate", Long.toString(Math.round(winRate * 10_000)));
            fields.put("prior", Long.toString(Math.round(prior * 10_000)));
            fields.put("lcb", Long.toString(Math.round(lcb * 10_000)));
        } else {
            fields.put("winrate", decimal(winRate));
            fields.put("scoreMean", decimal(margin));
            fields.put("scoreStdev", decimal(stdev));
            fields.put("scoreLead", decimal(margin));
            fields.put("prior", decimal(prior));
            fields.put("lcb", decimal(lcb));
        }
        fields.put("order", Integer.toString(order));
        return fields;
    }

    /** A number as KataGo prints its fractions and scores. */
    public static String decimal(double value) {
        return String.format(Locale.ROOT, "%.4f", value);
    }
}
