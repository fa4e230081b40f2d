/** The command line: picocli commands, exit codes and {@code main}. */
package jpd.cli;
