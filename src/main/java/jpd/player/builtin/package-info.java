/** The built-in player: Monte-Carlo tree search with RAVE over light playouts, and its status estimator. */
package jpd.player.builtin;
