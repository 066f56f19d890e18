/**
 * The load generator behind {@code etp load}: {@link org.etp.perf.load.Workload} prepares every
 * certificate before the clock starts (signed in parallel, each with its own prescription ID and
 * serial), {@link org.etp.perf.load.LoadDriver} drives a pharmacy intake over several connections in
 * a closed loop (a window of requests in flight per connection) or an open loop at a fixed rate
 * ({@link org.etp.perf.load.RateSchedule}, latency from each request's intended send time, so that
 * queueing is not hidden), and {@link org.etp.perf.load.LoadReport} gives the figures as text and JSON.
 */
package org.etp.perf.load;
