/**
 * HAProxy in front of several pharmacy intake nodes, for {@code etp demo --intake-nodes} and the system test:
 * the one configuration, {@code deploy/haproxy.cfg} (packaged into the tool), rendered for this machine's
 * ports ({@link org.etp.perf.balancer.HaproxyConfig}), Debian's {@code haproxy} run with it as a child
 * process, and its runtime API (drain a node, make it ready again) over the stats socket
 * ({@link org.etp.perf.balancer.Haproxy}).
 */
package org.etp.perf.balancer;
