package jpd.player.net;

/**
 * The answer of {@code kata-raw-nn 0} read back: White's values, and the policy and ownership indexed as {@link
 * Evaluation} indexes them (row 0 at the bottom, then the pass); an illegal move's policy is NaN.
 */
public record RawNn(double whiteWin, double whiteLoss, double noResult, double whiteLead, double[] policy,
        double[] whiteOwnership) {

    public static RawNn parse(String text, int size) {
        String[] lines = text.strip().split("\n");
        double win = Double.NaN;
        double loss = Double.NaN;
        double noResult = Double.NaN;
        double lead = Double.NaN;
        double[] policy = new double[size * size + 1];
        double[] ownership = new double[size * size];
        for (int i = 0; i < lines.length; i++) {
            String[] words = lines[i].strip().split("\\s+");
            switch (words[0]) {
                case "whiteWin" -> win = Double.parseDouble(words[1]);
                case "whiteLoss" -> loss = Double.parseDouble(words[1]);
                case "noResult" -> noResult = Double.parseDouble(words[1]);
                case "whiteLead" -> lead = Double.parseDouble(words[1]);
                case "policyPass" -> policy[size * size] = number(words[1]);
                case "policy" -> i = grid(lines, i + 1, size, policy);
                case "whiteOwnership" -> i = grid(lines, i + 1, size, ownership);
                default -> {
                }
            }
        }
        return new RawNn(win, loss, noResult, lead, policy, ownership);
    }

    private static int grid(String[] lines, int first, int size, double[] values) {
        for (int y = 0; y < size; y++) {
            String[] words = lines[first + y].strip().split("\\s+");
            for (int x = 0; x < size; x++) {
                values[(size - 1 - y) * size + x] = number(words[x]);
            }
        }
        return first + size - 1;
    }

    private static double number(String word) {
        return word.equals("NAN") ? Double.NaN : Double.parseDouble(word);
    }
}
