/** The artistic scorer (RULES.md §7–9): statuses, claims, regions, fill-back and the score report. */
package jpd.scoring;
