package jpd.rules;

/** One successful action of a game record: who did what. */
public record Action(Color color, Move move) {
}
