/** Engine-versus-engine matches refereed under our rules: referee, runner, results, summaries and reports. */
package jpd.match;
