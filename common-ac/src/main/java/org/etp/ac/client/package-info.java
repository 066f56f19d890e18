/**
 * The prescriber's end of the wire protocol: {@link org.etp.ac.client.IntakeClient} keeps one
 * persistent, pipelined connection (plain TCP or TLS) to a pharmacy intake and matches each response
 * to its request by id. {@link org.etp.ac.client.ClientSettings} says where and how to connect,
 * {@link org.etp.ac.client.TlsContexts} makes the TLS contexts of a demo PKI, and every failure of a
 * connection is an {@link org.etp.ac.client.IntakeConnectionException}. Plain JDK sockets, no framework.
 */
package org.etp.ac.client;
