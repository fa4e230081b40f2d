package jpd.gtp;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Point;

/** The legal actions of the side to move, in the order the answers list them. */
final class LegalMoves {
    private LegalMoves() {
    }

    /** Vertices in board order, then pass and virtual, each only when legal. */
    static List<Move> of(GameView game) {
        Color color = game.toMove();
        List<Move> moves = new ArrayList<>();
        for (Point point : game.board().points()) {
            if (game.board().isEmpty(point) && game.isLegal(color, Move.at(point))) {
                moves.add(Move.at(point));
            }
        }
        for (Move move : List.of(Move.PASS, Move.VIRTUAL)) {
            if (game.isLegal(color, move)) {
                moves.add(move);
            }
        }
        return moves;
    }

    /** Whether this colour has any legal action: none while its own pass is pending (RULES.md §11.4) or once ended. */
    static boolean any(GameView game, Color color) {
        return game.isLegal(color, Move.PASS) || game.isLegal(color, Move.VIRTUAL)
                || game.board().points().stream().anyMatch(point -> game.isLegal(color, Move.at(point)));
    }

    /** The moves in GTP notation, separated by spaces. */
    static String text(List<Move> moves) {
        return moves.stream().map(Move::toString).collect(Collectors.joining(" "));
    }
}
