/** The built-in player: Monte-Carlo tree search with RAVE over light playouts that learn last good replies, and its status estimator. */
package jpd.player.playouts;
