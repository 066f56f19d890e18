/**
 * {@code etp timing}, rendering a run: the tables shaped like the 2004 study's (beside its published
 * figures, {@code seed-2004.csv}), formatted so that every ratio is that of the numbers shown, and the
 * files written from them — report.md, report.html with inline SVG charts, results.csv, results.json and
 * machine.txt. It reads the measurements of {@code perf.timing} and never runs anything.
 */
package org.etp.perf.timing.report;
