/** The command line: one picocli command class per subcommand, exit codes named once in {@link jpd.cli.ExitCode}. */
package jpd.cli;
