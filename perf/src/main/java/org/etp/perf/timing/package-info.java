/**
 * {@code etp timing}, running the experiment: the plan of series, the PKI it signs with ({@link
 * org.etp.perf.timing.JobPki}: the one given or a fresh demo PKI), the pharmacy it measures (started from
 * its runnable jar on a fresh database, or the one at a target), the matched certificates sent one at a
 * time, the pharmacy's own per-message records, and the measurements and statistics that come of it
 * ({@link org.etp.perf.timing.TimingRun}); with {@code --link}, the same series sent again across a slow link
 * whose making is {@code timing.link}'s job. Making a report of them is {@code timing.report}'s job.
 */
package org.etp.perf.timing;
