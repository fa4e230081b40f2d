/** SGF FF[4] game records with the {@code VIRTUAL[]} extension: parser, reader, writer; uses only the rules core. */
package jpd.sgf;
