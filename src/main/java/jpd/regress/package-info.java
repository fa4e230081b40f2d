/** Runs GNU Go-format regression files (.tst) against a GTP engine process and reports the results. */
package jpd.regress;
