/** Players that choose moves from read-only game views, and status estimation; uses rules and scoring. */
package jpd.player;
