/**
 * What the intake has been doing, for the counter's staff: the metrics dashboard (latency percentiles and
 * throughput per form and profile, CPU and page faults per message, memory over time, the XML verification
 * paths and the template hit rate; times in {@code etp.ui.zone}), drawn with
 * Chart.js, and the recent rejected messages. Only the pages live here; their figures are the
 * measurement package's, which owns the tables they come from.
 */
package org.etp.pharmacy.dashboard;
