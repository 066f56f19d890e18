/**
 * {@code etp demo}: the whole system on one machine in one command. {@link org.etp.perf.demo.PostgresLocator}
 * finds (or starts) PostgreSQL, {@link org.etp.perf.demo.DemoApp} runs each application from its runnable jar
 * with its log under the demo directory, {@link org.etp.perf.demo.SamplePrescription} writes one
 * prescription in the prescriber's web UI and follows it into the pharmacy's database, and
 * {@link org.etp.perf.demo.DemoRun} puts them together and takes everything down again on Ctrl-C.
 */
package org.etp.perf.demo;
