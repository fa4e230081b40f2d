package jpd.player;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Move;
import jpd.rules.Point;

/**
 * The moves an analysis command keeps its search from trying, as the {@code avoid} and {@code allow} options of Leela
 * Zero and KataGo say: {@code avoid b D4,E5 1} leaves Black's D4 and E5 out of the tree's positions where Black moves,
 * down to one ply from the root (the root's own moves); {@code allow w C3,pass 2} leaves out every White move but C3
 * and the pass in the first two plies. Moves are given as codes: {@link #PASS}, {@link #VIRTUAL}, or a point's cell on
 * the board (cells start past the border, so never 0 or 1).
 */
public final class AvoidedMoves {
    /** No move avoided. */
    public static final AvoidedMoves NONE = new AvoidedMoves(null);
    /** The words of one option. */
    public static final int WORDS = 4;
    /** The code of a pass. */
    public static final int PASS = 0;
    /** The code of a virtual move. */
    public static final int VIRTUAL = 1;

    /** Per colour code (1, 2) and move code, the depth from which the move may be tried again. */
    private final int[][] untilDepth;

    private AvoidedMoves(int[][] untilDepth) {
        this.untilDepth = untilDepth;
    }

    /** Whether no move is avoided. */
    public boolean isEmpty() {
        return untilDepth == null;
    }

    /** Whether the search may try this move code for this colour at this depth (plies from the root; 0: the root). */
    public boolean allows(int colorCode, int move, int depth) {
        return untilDepth == null || depth >= untilDepth[colorCode][move];
    }

    /** Whether a search may try this action for this colour at this depth (0: the root), on a board of this size. */
    public boolean allows(Color color, Move move, int depth, int size) {
        if (untilDepth == null) {
            return true;
        }
        int stride = size + 2;
        int code = move.isPass() ? PASS : move.isVirtual() ? VIRTUAL
                : (move.point().row() + 1) * stride + move.point().column() + 1;
        return allows(color.code(), code, depth);
    }

    /** The move codes of a node at this depth, where this colour moves, that the search may try. */
    public int[] keep(int[] moves, int colorCode, int depth) {
        if (untilDepth == null) {
            return moves;
        }
        return Arrays.stream(moves).filter(move -> allows(colorCode, move, depth)).toArray();
    }

    /**
     * Reads one {@code avoid} or {@code allow} option from {@code words} at {@code at} (the key) and adds it to what
     * {@code earlier} avoids on this board; the option takes {@link #WORDS} words: key, colour, moves, depth.
     */
    public static AvoidedMoves parse(List<String> words, int at, AvoidedMoves earlier, Board board)
            throws AnalysisRefusedException {
        String key = words.get(at);
        if (at + WORDS > words.size()) {
            throw new AnalysisRefusedException(key + " takes a colour, moves separated by commas and a depth, e.g. "
                    + key + " b D4,E5 1");
        }
        Color color = color(words.get(at + 1), key);
        int depth = depth(words.get(at + 3), key);
        boolean allow = key.equals("allow");
        int[][] until = earlier.untilDepth == null
                ? new int[3][board.stride() * board.stride()] : copy(earlier.untilDepth);
        int[] forColor = until[color.code()];
        boolean[] listed = new boolean[forColor.length];
        for (int move : moveCodes(words.get(at + 2), key, board)) {
            listed[move] = true;
        }
        for (int move = 0; move < forColor.length; move++) {
            // allow: every move but the listed ones is avoided; avoid: the listed ones.
            if (listed[move] != allow) {
                forColor[move] = Math.max(forColor[move], depth);
            }
        }
        return new AvoidedMoves(until);
    }

    private static Color color(String word, String key) throws AnalysisRefusedException {
        return switch (word.toLowerCase(Locale.ROOT)) {
            case "b", "black" -> Color.BLACK;
            case "w", "white" -> Color.WHITE;
            default -> throw new AnalysisRefusedException(key + ": not a colour: '" + word + "'");
        };
    }

    private static int depth(String word, String key) throws AnalysisRefusedException {
        if (!word.matches("[0-9]{1,9}") || Integer.parseInt(word) < 1) {
            throw new AnalysisRefusedException(key + ": the depth is a whole number from 1, not '" + word + "'");
        }
        return Integer.parseInt(word);
    }

    private static int[] moveCodes(String list, String key, Board board) throws AnalysisRefusedException {
        String[] texts = list.split(",", -1);
        int[] codes = new int[texts.length];
        for (int i = 0; i < texts.length; i++) {
            Optional<Move> move = move(texts[i], board.size());
            if (move.isEmpty()) {
                throw new AnalysisRefusedException(key + ": not a move on this board: '" + texts[i] + "'");
            }
            codes[i] = move.get().isPass() ? PASS
                    : move.get().isVirtual() ? VIRTUAL : board.cell(move.get().point());
        }
        return codes;
    }

    private static Optional<Move> move(String text, int size) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "pass" -> Optional.of(Move.PASS);
            case "virtual" -> Optional.of(Move.VIRTUAL);
            default -> Point.tryParse(text, size).map(Move::at);
        };
    }

    private static int[][] copy(int[][] rows) {
        int[][] copied = new int[rows.length][];
        for (int i = 0; i < rows.length; i++) {
            copied[i] = rows[i].clone();
        }
        return copied;
    }
}
