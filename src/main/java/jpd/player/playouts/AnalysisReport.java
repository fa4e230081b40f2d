package jpd.player.playouts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jpd.player.AnalysisDialect;
import jpd.player.AnalysisLine;
import jpd.rules.Board;
import jpd.rules.Color;

/**
 * The root of a search as an analysis line: one candidate per visited root move, most visited first, in Leela Zero's
 * or KataGo's format, with win rates and margins from the view of the colour searching (the side to move, as both
 * engines report by default) and, for KataGo when asked, the ownership of every point from the same view.
 */
final class AnalysisReport {
    /** The most moves a variation shows. */
    private static final int PV_LENGTH = 12;

    private final SearchRoot root;
    private final AnalysisDialect dialect;
    private final int maxMoves;
    private final boolean ownership;
    private final double[] priors;

    /** A report of this root in this dialect: at most {@code maxMoves} candidates, and the ownership if asked. */
    AnalysisReport(SearchRoot root, AnalysisDialect dialect, int maxMoves, boolean ownership) {
        this.root = root;
        this.dialect = dialect;
        this.maxMoves = maxMoves;
        this.ownership = ownership;
        this.priors = priors(root);
    }

    /** The root this reports on. */
    SearchRoot root() {
        return root;
    }

    /** The line for the threads of one search of this root as they stand; empty while no move has been visited. */
    AnalysisLine line(List<Search> searches) {
        int[] moves = root.moves();
        Node tree = searches.get(0).root();
        // Copied once: the threads go on adding while the line is made.
        long[] visits = new long[moves.length];
        double[] wins = new double[moves.length];
        double[] margins = new double[moves.length];
        double[] marginSquares = new double[moves.length];
        for (int i = 0; i < moves.length; i++) {
            visits[i] = tree.visits[i];
            wins[i] = tree.won[i];
            margins[i] = tree.margins[i];
            marginSquares[i] = tree.marginSquares[i];
        }
        Integer[] order = new Integer[moves.length];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, (a, b) -> visits[a] != visits[b] ? Long.compare(visits[b], visits[a])
                : Double.compare(wins[b], wins[a]));
        List<String> sections = new ArrayList<>();
        for (int i : order) {
            if (sections.size() == maxMoves || visits[i] == 0) {
                break;
            }
            if (moves[i] == Position.VIRTUAL) {
                continue;
            }
            long n = visits[i];
            double winRate = wins[i] / n;
            double meanMargin = margins[i] / n;
            double stdev = Math.sqrt(Math.max(0, marginSquares[i] / n - meanMargin * meanMargin));
            sections.add(AnalysisLine.candidate(name(moves[i]),
                    dialect.fields(n, winRate, meanMargin, stdev, priors[i], sections.size()), variation(tree, i)));
        }
        if (ownership && !sections.isEmpty()) {
            sections.add(ownership(searches));
        }
        return AnalysisLine.of(sections);
    }

    /** The move, then the most visited line below it in the tree, up to a virtual move. */
    private List<String> variation(Node tree, int index) {
        List<String> moves = new ArrayList<>(List.of(name(root.moves()[index])));
        Node node = tree.childAt(index);
        while (node != null && moves.size() < PV_LENGTH) {
            int next = mostVisited(node);
            if (next < 0 || node.moves[next] == Position.VIRTUAL) {
                break;
            }
            moves.add(name(node.moves[next]));
            node = node.childAt(next);
        }
        return moves;
    }

    private static int mostVisited(Node node) {
        int best = -1;
        for (int i = 0; i < node.moves.length; i++) {
            if (node.visits[i] > 0 && (best < 0 || node.visits[i] > node.visits[best])) {
                best = i;
            }
        }
        return best;
    }

    /** KataGo's {@code ownership} section: each point from the top row down, left to right, from -1 to 1. */
    private String ownership(List<Search> searches) {
        Board board = root.board();
        double[] black = new double[(board.size() + 2) * (board.size() + 2)];
        for (Search search : searches) {
            double[] counted = search.ownership();
            for (int cell = 0; cell < black.length; cell++) {
                black[cell] += counted[cell] / searches.size();
            }
        }
        double sign = root.toMove() == Color.BLACK ? 1 : -1;
        StringBuilder text = new StringBuilder("ownership");
        for (int row = board.size() - 1; row >= 0; row--) {
            for (int column = 0; column < board.size(); column++) {
                text.append(' ').append(AnalysisDialect.decimal(sign * black[board.cell(column, row)]));
            }
        }
        return text.toString();
    }

    private String name(int move) {
        return root.moveOf(move).toString();
    }

    /**
     * The prior of each root move: its share of the real moves' strength ({@link Priors#probabilities});
     * a pass and a virtual move get none, as they get no prior in the search.
     */
    private static double[] priors(SearchRoot root) {
        return Priors.probabilities(root.moves(), root.board(), root.toMove(), root.lastCell());
    }
}
