package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jpd.player.AnalysisRefusedException;
import jpd.player.AvoidedMoves;
import jpd.player.ScratchBoards;
import jpd.rules.Board;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** The playout search honours the moves an analysis command avoids. */
class SearchAvoidedMovesTest {
    private final Game game = new Game(7, RuleSet.DEFAULT);
    private final Board board = ScratchBoards.copyOf(game.board());

    private int cell(String vertex) {
        return board.cell(Positions.at(vertex));
    }

    @Test
    void theTreeLeavesAvoidedMovesOutOfItsNodesDownToTheDepth() throws AnalysisRefusedException {
        // White's D4 and C3 are avoided for two plies: not at the nodes after Black's first move, again below.
        AvoidedMoves avoided = AvoidedMoves.parse(List.of("avoid", "w", "D4,C3", "3"), 0, AvoidedMoves.NONE, board);
        SearchRoot root = SearchRoot.of(game, Color.BLACK, 6.5, false).avoiding(avoided);
        Search search = Search.start(root, 3, 1, null, Double.NaN)[0];
        search.run(4000, Long.MAX_VALUE);
        Node tree = search.root();
        assertTrue(tree.indexOf(cell("D4")) >= 0, "Black's D4 is not avoided");
        int whiteNodes = 0;
        int deeperWithD4 = 0;
        for (Node afterBlack : tree.children) {
            if (afterBlack == null) {
                continue;
            }
            whiteNodes++;
            assertEquals(-1, afterBlack.indexOf(cell("D4")));
            assertEquals(-1, afterBlack.indexOf(cell("C3")));
            for (Node afterWhite : afterBlack.children) {
                for (Node third : afterWhite == null ? new Node[0] : afterWhite.children) {
                    if (third != null && third.indexOf(cell("D4")) >= 0) {
                        deeperWithD4++;
                    }
                }
            }
        }
        assertTrue(whiteNodes > 5, "the tree grew White's nodes: " + whiteNodes);
        assertTrue(deeperWithD4 > 0, "at White's second move (ply four, past the depth) D4 is tried again");
    }
}
