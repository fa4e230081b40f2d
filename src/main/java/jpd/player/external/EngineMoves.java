package jpd.player.external;

import java.util.ArrayList;
import java.util.List;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.Move;

/**
 * Our actions as the engine plays them ({@code b D4}, {@code w pass}: a virtual move leaves its
 * board unchanged, as a pass does), kept from one call to the next: the synchroniser asks before
 * every engine move, and a game that only grew costs just its new actions.
 */
final class EngineMoves {
    private List<Action> source = List.of();
    private final List<String> texts = new ArrayList<>();

    /** The engine's moves for these actions. */
    List<String> of(List<Action> actions) {
        if (actions != source) {
            int common = 0;
            int known = Math.min(texts.size(), actions.size());
            while (common < known && actions.get(common).equals(source.get(common))) {
                common++;
            }
            texts.subList(common, texts.size()).clear();
            for (Action action : actions.subList(common, actions.size())) {
                texts.add(text(action.color(), action.move()));
            }
            source = actions;
        }
        return texts;
    }

    /** How the engine is told that this colour played this move. */
    static String text(Color color, Move move) {
        return letter(color) + " " + (move.isReal() ? move.point().toString() : "pass");
    }

    /** The GTP colour letter. */
    static String letter(Color color) {
        return color == Color.BLACK ? "b" : "w";
    }
}
