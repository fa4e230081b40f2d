/** The network player: a KataGo network read and evaluated in Java, and the search that asks it about positions. */
package jpd.player.net;
