/**
 * JMH benchmarks of the sender and recipient operations per form and profile, with bare RSA-2048
 * verification and SHA-256 of the same bytes as the floor. Run with {@code ./etp bench}; never part of
 * {@code mvn verify}.
 */
package org.etp.perf.bench;
