/** The GTP front end: protocol, command table, session state and handlers; uses rules, scoring and player. */
package jpd.gtp;
