/** An external GTP engine as a player: its process, the one synchronizer of its position, and the checks of its moves. */
package jpd.player.external;
