/**
 * What the intake has been doing, for the counter's staff: the metrics dashboard (latency percentiles and
 * throughput per form and profile, CPU and page faults per message, memory over time), drawn with
 * Chart.js from the {@code message_metrics} rows the intake stores, and the recent rejected messages.
 */
package org.etp.pharmacy.dashboard;
