/** A GTP client for an engine subprocess: starting and owning the process, sending commands, reading answers. */
package jpd.engine;
