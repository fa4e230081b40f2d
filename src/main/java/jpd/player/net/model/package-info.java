/** A KataGo model file read into plain layer values, and nothing else. */
package jpd.player.net.model;
