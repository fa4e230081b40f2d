package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Positions;
import jpd.rules.RuleSet;
import org.junit.jupiter.api.Test;

class TreeMemoryTest {
    private static final double KOMI = 6.5;

    /** A tree whose root has Black's move at C3 with a grown child, which has White's D4 with a grown child. */
    private static Node treeAfter(Game game, Node grandchild) {
        SearchRoot root = SearchRoot.of(game, Color.BLACK, KOMI, false);
        int c3 = root.codeOf(Positions.move("C3"));
        int d4 = root.codeOf(Positions.move("D4"));
        Node child = new Node(new int[] {d4, Position.PASS});
        child.children[0] = grandchild;
        Node top = new Node(new int[] {c3, Position.PASS});
        top.children[0] = child;
        return top;
    }

    @Test
    void aGameThatWentOnFindsTheNodeOfItsPositionAndAnUndoneOneDoesNot() {
        Game game = new Game(7, RuleSet.DEFAULT);
        TreeMemory memory = new TreeMemory();
        Node grandchild = new Node(new int[] {Position.PASS});
        memory.remember(game, SearchRoot.of(game, Color.BLACK, KOMI, false), treeAfter(game, grandchild), 0.5, 0);
        game.play(Color.BLACK, Positions.move("C3"));
        game.play(Color.WHITE, Positions.move("D4"));
        assertSame(grandchild, memory.recall(game, SearchRoot.of(game, Color.BLACK, KOMI, false)));
        assertNull(memory.recall(game, SearchRoot.of(game, Color.BLACK, KOMI + 1, false)), "komi changed");
        game.undo();
        assertSame(grandchild, memory.recall(game, SearchRoot.of(game, Color.WHITE, KOMI, false)).children[0],
                "a position between the remembered one and the last is still below it");
        memory.remember(game, SearchRoot.of(game, Color.WHITE, KOMI, false), grandchild, 0.5, 0);
        game.undo();
        assertNull(memory.recall(game, SearchRoot.of(game, Color.BLACK, KOMI, false)), "undone past it");
    }

    @Test
    void treesServeOnlyTheColourWhoseTurnTheyReach() {
        Game game = new Game(7, RuleSet.DEFAULT);
        TreeMemory memory = new TreeMemory();
        memory.remember(game, SearchRoot.of(game, Color.BLACK, KOMI, false),
                treeAfter(game, new Node(new int[] {Position.PASS})), 0.9, 20);
        SearchRoot white = SearchRoot.of(game, Color.WHITE, KOMI, false);
        assertNull(memory.recall(game, white), "White searched where Black's tree was grown");
        assertTrue(Double.isNaN(memory.lostMargin(game, white)), "Black's win says nothing of White's turn");
        game.play(Color.WHITE, Positions.move("C3"));
        assertNull(memory.recall(game, SearchRoot.of(game, Color.BLACK, KOMI, false)),
                "White played where the tree has Black's move");
    }

    @Test
    void aLostGameHandsItsExpectedMarginToTheNextSearchOfTheSameGameOnly() {
        Game game = new Game(7, RuleSet.DEFAULT);
        TreeMemory memory = new TreeMemory();
        memory.remember(game, SearchRoot.of(game, Color.BLACK, KOMI, false), null, 0.5, -3);
        game.play(Color.BLACK, Positions.move("C3"));
        assertTrue(Double.isNaN(memory.lostMargin(game, SearchRoot.of(game, Color.WHITE, KOMI, false))), "open game");
        memory.remember(game, SearchRoot.of(game, Color.WHITE, KOMI, false), null, 0.95, 25);
        game.play(Color.WHITE, Positions.move("D4"));
        assertTrue(Double.isNaN(memory.lostMargin(game, SearchRoot.of(game, Color.BLACK, KOMI, false))), "won");
        game.play(Color.BLACK, Positions.move("E5"));
        assertEquals(25, memory.lostMargin(game, SearchRoot.of(game, Color.WHITE, KOMI, false)), "lost");
        game.undo();
        game.undo();
        game.undo();
        assertTrue(Double.isNaN(memory.lostMargin(game, SearchRoot.of(game, Color.BLACK, KOMI, false))), "undone");
    }

    @Test
    void aTreeKeptAfterTheMoveServesTheNextSearchWithTheExpectationOfTheSearchBeforeIt() {
        Game game = new Game(7, RuleSet.DEFAULT);
        TreeMemory memory = new TreeMemory();
        memory.remember(game, SearchRoot.of(game, Color.BLACK, KOMI, false), null, 0.2, -15);
        game.play(Color.BLACK, Positions.move("C3"));
        SearchRoot white = SearchRoot.of(game, Color.WHITE, KOMI, false);
        assertEquals(-15, memory.lostMarginOfMover(game, white), "Black, who just moved, is lost");
        Node grandchild = new Node(new int[] {Position.PASS});
        Node pondered = new Node(new int[] {white.codeOf(Positions.move("D4")), Position.PASS});
        pondered.children[0] = grandchild;
        memory.keep(game, white, pondered);
        game.play(Color.WHITE, Positions.move("D4"));
        SearchRoot black = SearchRoot.of(game, Color.BLACK, KOMI, false);
        assertSame(grandchild, memory.recall(game, black), "the node of White's answer");
        assertEquals(-15, memory.lostMargin(game, black), "what Black's own search expected");
    }

    @Test
    void theSameActionsFromOtherSetupStonesReuseNothing() {
        Game game = new Game(7, RuleSet.DEFAULT);
        TreeMemory memory = new TreeMemory();
        memory.remember(game, SearchRoot.of(game, Color.BLACK, KOMI, false),
                treeAfter(game, new Node(new int[] {Position.PASS})), 0.5, 0);
        Game other = Positions.game("""
                . . . . . . .
                . . . . . . .
                . . . . . . .
                . . . . . . .
                . . . . . . .
                . . . . . X .
                . . . . . . .
                """, RuleSet.DEFAULT, Color.BLACK);
        other.play(Color.BLACK, Positions.move("C3"));
        other.play(Color.WHITE, Move.at(Positions.at("D4")));
        assertNull(memory.recall(other, SearchRoot.of(other, Color.BLACK, KOMI, false)));
    }
}
