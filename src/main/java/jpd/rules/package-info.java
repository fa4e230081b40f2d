/** The rules core: board, moves, superko history, phases and undo; no I/O, no logging. */
package jpd.rules;
