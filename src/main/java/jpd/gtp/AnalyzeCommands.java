package jpd.gtp;

/** {@code gogui-analyze_commands}: the entries GoGui shows in its Tools menu. */
final class AnalyzeCommands {
    /** One {@code type/Label/command} per line (INTEROP.md). */
    static final String ENTRIES = String.join("\n",
            "string/Score report/jpd-score_report",
            "param/Rules/jpd-rules_param",
            "string/Rules/jpd-rules",
            "string/Phase/jpd-phase",
            "none/Virtual move/play %m virtual",
            "none/Settle dispute/jpd-dispute",
            "gfx/Territory and dead stones/jpd-score_gfx",
            "none/Agree dead stones/jpd-dead %P",
            "none/Agree seki/jpd-seki %P",
            "none/Forget agreement/jpd-reset_status",
            "string/Legal moves/jpd-legal_moves",
            "plist/Dead stones/final_status_list dead",
            "plist/Seki stones/final_status_list seki",
            "string/Final score/final_score",
            "string/Counting systems/jpd-score_systems");

    private AnalyzeCommands() {
    }

    static void register(CommandTable table) {
        table.register("gogui-analyze_commands", args -> {
            args.expect(0);
            return ENTRIES;
        });
    }
}
