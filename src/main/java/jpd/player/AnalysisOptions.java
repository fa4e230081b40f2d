package jpd.player;

import java.util.List;
import jpd.rules.Board;

/**
 * The options of one analysis command, as Leela Zero and KataGo take them: an interval in centiseconds first, then
 * {@code interval N}, {@code maxmoves N}, {@code minmoves N} (accepted; only visited moves are shown), {@code avoid} and
 * {@code allow} ({@link AvoidedMoves}; any number of them, adding up) and, for KataGo's dialect,
 * {@code ownership true|false}. Without an interval lines come only at the end of a genmove variant.
 */
public record AnalysisOptions(long intervalCentiseconds, int maxMoves, boolean ownership, AvoidedMoves avoided) {

    /** Reads the options of a command, {@code kata} for KataGo's dialect, avoided moves on this board. */
    public static AnalysisOptions parse(List<String> words, boolean kata, Board board) throws AnalysisRefusedException {
        long interval = 0;
        int maxMoves = Integer.MAX_VALUE;
        boolean ownership = false;
        AvoidedMoves avoided = AvoidedMoves.NONE;
        int next = 0;
        if (!words.isEmpty() && isCount(words.get(0))) {
            interval = Long.parseLong(words.get(0));
            next = 1;
        }
        while (next < words.size()) {
            String key = words.get(next);
            if (key.equals("avoid") || key.equals("allow")) {
                avoided = AvoidedMoves.parse(words, next, avoided, board);
                next += AvoidedMoves.WORDS;
                continue;
            }
            String value = next + 1 < words.size() ? words.get(next + 1) : "";
            next += 2;
            switch (key) {
                case "interval" -> interval = count(key, value);
                case "maxmoves" -> maxMoves = (int) Math.min(Integer.MAX_VALUE, count(key, value));
                case "minmoves" -> count(key, value);
                case "ownership" -> {
                    if (!kata || !value.equals("true") && !value.equals("false")) {
                        throw new AnalysisRefusedException("ownership takes true or false, in kata- commands only");
                    }
                    ownership = value.equals("true");
                }
                default -> throw new AnalysisRefusedException("unknown analysis option: " + key
                        + " (known: an interval, interval, maxmoves, minmoves, avoid, allow"
                        + (kata ? ", ownership)" : ")"));
            }
        }
        return new AnalysisOptions(interval, maxMoves, ownership, avoided);
    }

    private static long count(String key, String value) throws AnalysisRefusedException {
        if (!isCount(value)) {
            throw new AnalysisRefusedException(key + " takes a whole number from 0, not '" + value + "'");
        }
        return Long.parseLong(value);
    }

    private static boolean isCount(String word) {
        return word.matches("[0-9]{1,9}");
    }
}
