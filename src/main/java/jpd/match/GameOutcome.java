package jpd.match;

/**
 * A refereed game: its row of results and its SGF text.
 *
 * @param result the results row
 * @param sgf    the game record, with comments, result and territory
 */
record GameOutcome(GameResult result, String sgf) {
}
