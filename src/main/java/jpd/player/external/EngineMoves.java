package jpd.player.external;

import java.util.ArrayList;
import java.util.List;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Move;
import jpd.rules.Point;

/**
 * Our actions as the engine plays them ({@code b D4}, {@code w pass}: a virtual move leaves its
 * board unchanged, as a pass does), kept from one call to the next: the synchroniser asks before
 * every engine move, and a game that only grew costs just its new actions. Each text is made once
 * and then reused, so that comparing what the engine holds with what it should hold mostly finds
 * the very same strings. Two passes in a row are left out: engines take them as the end of the
 * game (Leela Zero 0.17 aborts when asked for a move after them), while under our rules play may
 * go on (a dispute, virtual moves); without them the board and the player to move are the same.
 */
final class EngineMoves {
    private static final int PASS_INDEX = Point.MAX_SIZE * Point.MAX_SIZE;

    private List<Action> source = List.of();
    private long sourceLineage;
    /** One text per action. */
    private final List<String> texts = new ArrayList<>();
    /** What the engine is told: the texts without pairs of passes in a row. */
    private final List<String> sent = new ArrayList<>();
    private final String[][] made = new String[2][PASS_INDEX + 1];

    /** The engine's moves for the game's actions; after a second pass in a row the list has lost its last pass. */
    List<String> of(GameView game) {
        List<Action> actions = game.actions();
        if (actions != source) {
            // A game of the same lineage has only grown: the texts made so far still stand.
            int common = game.lineage() == sourceLineage ? Math.min(texts.size(), actions.size()) : 0;
            int known = Math.min(texts.size(), actions.size());
            while (common < known && actions.get(common).equals(source.get(common))) {
                common++;
            }
            if (common < texts.size()) {
                // Taken back: rare (undo, another game), so the engine's list is made again from the texts that stand.
                texts.subList(common, texts.size()).clear();
                sent.clear();
                texts.forEach(this::send);
            }
            for (int i = common; i < actions.size(); i++) {
                String text = text(actions.get(i).color(), actions.get(i).move());
                texts.add(text);
                send(text);
            }
            source = actions;
            sourceLineage = game.lineage();
        }
        return sent;
    }

    private void send(String text) {
        int last = sent.size() - 1;
        if (last >= 0 && isPass(text) && isPass(sent.get(last))) {
            sent.remove(last);
        } else {
            sent.add(text);
        }
    }

    private static boolean isPass(String text) {
        return text.endsWith(" pass");
    }

    /** How the engine is told that this colour played this move. */
    String text(Color color, Move move) {
        int index = move.isReal() ? move.point().row() * Point.MAX_SIZE + move.point().column() : PASS_INDEX;
        String[] ofColor = made[color == Color.BLACK ? 0 : 1];
        if (ofColor[index] == null) {
            ofColor[index] = letter(color) + " " + (move.isReal() ? move.point().toString() : "pass");
        }
        return ofColor[index];
    }

    /** The GTP colour letter. */
    static String letter(Color color) {
        return color == Color.BLACK ? "b" : "w";
    }
}
