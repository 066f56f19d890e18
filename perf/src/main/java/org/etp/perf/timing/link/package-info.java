/**
 * The slow link of {@code etp timing --link}: a network namespace joined to this machine by a veth pair
 * whose two ends the kernel's traffic control holds to a rate ({@code tc} token bucket), a second, unshaped
 * pair for the pharmacy's database (relayed to the host's PostgreSQL, which listens on the host's loopback
 * only), the prerequisites (root, iproute2) and the clean-up that removes it all, on failure and on exit too.
 * Kept apart from the experiment because it is about the host's network, not about ETP.
 */
package org.etp.perf.timing.link;
