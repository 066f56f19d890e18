/**
 * HAProxy in front of several pharmacy intake nodes, for {@code etp demo --intake-nodes} and the system test:
 * the one configuration, {@code deploy/haproxy.cfg} (packaged into this jar), rendered for this machine's
 * ports ({@link org.etp.launcher.haproxy.HaproxyConfig}), Debian's {@code haproxy} run with it as a child
 * process, and its runtime API (drain a node, make it ready again) over the stats socket
 * ({@link org.etp.launcher.haproxy.Haproxy}).
 */
package org.etp.launcher.haproxy;
