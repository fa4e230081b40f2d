package jpd.rules;

/** How a game ends by repetition instead of by score. */
public enum Ending {
    /** art2014-simple: a whole position recurred with the same player to move; final score 0. */
    DRAW,
    /** art-novirtual ko=simple: a board position recurred with the same player to move; no result. */
    VOID
}
