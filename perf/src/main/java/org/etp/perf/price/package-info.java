/**
 * The price of each security choice (after seed 003, "Security Design Choices"): {@code etp price}'s intake rows (a
 * pharmacy started per transport option, warm closed-loop load on each) and the table in the seed's shape; and the
 * parts that the JMH rows of {@code SecurityPriceBenchmarks} measure, built so that they can be tested without
 * timing anything: a loopback TLS 1.3 server and client that make one new, fully handshaken connection per call,
 * with an RSA-2048 or EC P-256 service certificate and with or without client authentication; the exact bytes an
 * XML-DSig Reference digests; and the password-hashing work factor the counter and prescriber logins are
 * configured with.
 */
package org.etp.perf.price;
