package jpd.player;

import java.util.Arrays;
import java.util.Optional;

/** The streamed analysis commands GUIs send (Sabaki: INTEROP.md), in the dialects of Leela Zero and KataGo. */
public enum AnalysisCommand {
    LZ_ANALYZE("lz-analyze", false),
    KATA_ANALYZE("kata-analyze", false),
    ANALYZE("analyze", false),
    LZ_GENMOVE_ANALYZE("lz-genmove_analyze", true),
    KATA_GENMOVE_ANALYZE("kata-genmove_analyze", true),
    GENMOVE_ANALYZE("genmove_analyze", true);

    private final String gtpName;
    private final boolean choosesMove;

    AnalysisCommand(String gtpName, boolean choosesMove) {
        this.gtpName = gtpName;
        this.choosesMove = choosesMove;
    }

    /** The command's GTP name. */
    public String gtpName() {
        return gtpName;
    }

    /**
     * Whether it ends with a move that is played ({@code play D4}, the genmove variants); the others go on until the
     * next command.
     */
    public boolean choosesMove() {
        return choosesMove;
    }

    /** The command of this GTP name, if it is one. */
    public static Optional<AnalysisCommand> named(String gtpName) {
        return Arrays.stream(values()).filter(command -> command.gtpName.equals(gtpName)).findFirst();
    }
}
