package jpd.player.net;

import java.util.Locale;

/**
 * The answer KataGo's GTP command {@code kata-raw-nn 0} gives, written from a {@link NetOutput}: White's win, loss and
 * scores, the policy and White's ownership row by row from the top, illegal moves as {@code NAN}.
 */
public final class RawNnText {
    private RawNnText() {
    }

    /** The text for the position of this size, {@code whiteToMove} telling whose view the output takes. */
    public static String of(NetOutput output, int size, boolean whiteToMove) {
        Evaluation evaluation = output.evaluation();
        double sign = whiteToMove ? 1 : -1;
        StringBuilder text = new StringBuilder("symmetry 0\n");
        line(text, "whiteWin %.6f", whiteToMove ? evaluation.win() : evaluation.loss());
        line(text, "whiteLoss %.6f", whiteToMove ? evaluation.loss() : evaluation.win());
        line(text, "noResult %.6f", output.noResult());
        line(text, "whiteLead %.3f", sign * evaluation.lead());
        line(text, "whiteScoreSelfplay %.3f", sign * output.scoreMean());
        line(text, "whiteScoreSelfplaySq %.3f", output.scoreMeanSquare());
        // Model version 8 has no estimates of the time left or of the short-term errors; KataGo prints -1.
        line(text, "varTimeLeft %.3f", -1.0);
        line(text, "shorttermWinlossError %.3f", -1.0);
        line(text, "shorttermScoreError %.3f", -1.0);
        text.append("policy\n");
        for (int row = size - 1; row >= 0; row--) {
            for (int column = 0; column < size; column++) {
                probability(text, output, row * size + column);
            }
            text.append('\n');
        }
        text.append("policyPass ");
        probability(text, output, size * size);
        text.append('\n');
        text.append("whiteOwnership\n");
        for (int row = size - 1; row >= 0; row--) {
            for (int column = 0; column < size; column++) {
                text.append(String.format(Locale.ROOT, "%9.7f ", sign * evaluation.ownership()[row * size + column]));
            }
            text.append('\n');
        }
        return text.toString().strip();
    }

    private static void probability(StringBuilder text, NetOutput output, int index) {
        if (output.legal()[index]) {
            text.append(String.format(Locale.ROOT, "%8.6f ", output.evaluation().policy()[index]));
        } else {
            text.append("    NAN ");
        }
    }

    private static void line(StringBuilder text, String format, double value) {
        text.append(String.format(Locale.ROOT, format, value)).append('\n');
    }
}
