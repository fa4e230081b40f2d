package jpd.player.net;

import jpd.rules.Color;

/**
 * A position of the search tree: the colour that acts there, its legal actions with their priors (most likely first),
 * the children grown so far, and the statistics of the visits that went through it, all values from Black's view.
 * A node is guarded by its tree's lock ({@link NetSearch}); it is created empty when first chosen and filled once
 * its position has been evaluated ({@link #expand}) or found to end the game ({@link #end}).
 */
final class NetNode {
    /** Who acts here; null until the node is filled. */
    Color mover;
    /** The actions, as {@link MoveCodes}, most likely first. */
    int[] moves;
    float[] priors;
    NetNode[] children;
    /** Black's ownership of each point, kept only where a pass led: the next pass stops play and is scored by it. */
    float[] passOwnership;
    /**
     * Black's ownership of each point, kept only where the node is or may become a root: the root, and every node of
     * a tree kept for the next moves ({@link NetSearch#continuedAt}); analysis shows it.
     */
    float[] ownership;
    /** The outcome of the game when the node ends it (play stopped, or a repetition ended it); else null. */
    Outcome end;
    /** The net's own outcome for the position (or the end's), what the node's first visit backs up. */
    Outcome evaluated;

    /** Visits finished through this node, its own evaluation included. */
    int visits;
    /** Visits under way through this node (virtual losses). */
    int inFlight;
    double utility;
    double winLoss;
    double lead;
    double leadSquares;

    /** Whether the node has been filled. */
    boolean isFilled() {
        return mover != null;
    }

    /** Fills the node with the evaluated position's actions. */
    void expand(Color color, int[] moveCodes, float[] moveProbabilities, float[] afterPass, float[] rootOwnership,
                Outcome outcome) {
        moves = moveCodes;
        priors = moveProbabilities;
        children = new NetNode[moveCodes.length];
        passOwnership = afterPass;
        ownership = rootOwnership;
        evaluated = outcome;
        mover = color;
    }

    /** Fills the node as the end of the game with this outcome. */
    void end(Color color, Outcome outcome) {
        moves = new int[0];
        priors = new float[0];
        children = new NetNode[0];
        end = outcome;
        evaluated = outcome;
        mover = color;
    }

    /** Takes the filling of a node made aside (its actions or its end), keeping this node's statistics. */
    void copyFilling(NetNode filled) {
        moves = filled.moves;
        priors = filled.priors;
        children = filled.children;
        passOwnership = filled.passOwnership;
        ownership = filled.ownership;
        end = filled.end;
        evaluated = filled.evaluated;
        mover = filled.mover;
    }

    /** Adds one finished visit with this outcome. */
    void add(Outcome outcome, double outcomeUtility) {
        visits++;
        utility += outcomeUtility;
        winLoss += outcome.winLoss();
        lead += outcome.lead();
        leadSquares += outcome.lead() * outcome.lead();
    }

    /** Takes out the visits that went through this child, when a new root drops an action it may not try. */
    void remove(NetNode child) {
        visits -= child.visits;
        utility -= child.utility;
        winLoss -= child.winLoss;
        lead -= child.lead;
        leadSquares -= child.leadSquares;
    }

    /** The mean utility of the visits so far from this colour's view; 0 without any. */
    double meanUtility(Color view) {
        return visits == 0 ? 0 : sign(view) * utility / visits;
    }

    /** This colour's win rate over the visits so far: (1 + mean win - loss) / 2. */
    double winRate(Color view) {
        return visits == 0 ? 0.5 : (1 + sign(view) * winLoss / visits) / 2;
    }

    /** This colour's mean lead over the visits so far. */
    double meanLead(Color view) {
        return visits == 0 ? 0 : sign(view) * lead / visits;
    }

    /** The standard deviation of the lead over the visits so far. */
    double leadStdev() {
        if (visits == 0) {
            return 0;
        }
        double mean = lead / visits;
        return Math.sqrt(Math.max(0, leadSquares / visits - mean * mean));
    }

    /** +1 for Black, -1 for White: turns values from Black's view into this colour's. */
    static double sign(Color color) {
        return color == Color.BLACK ? 1 : -1;
    }
}
