/** The GTP front end: protocol, command table, handlers, analyze commands, and GTP notation. */
package jpd.gtp;
