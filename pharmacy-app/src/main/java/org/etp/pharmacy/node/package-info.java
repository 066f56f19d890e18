/**
 * The intake node this application is: its {@code etp.node.id} (by default the host name and the intake
 * port), and the stamp every row it writes carries. Any number of identical nodes run on one database behind
 * an L4 balancer; PostgreSQL is what they share, so the node's id travels as the {@code application_name} of
 * each of its database connections, which the store's column defaults record (migration V5) and
 * {@code pg_stat_activity} shows. Imports nothing of ours.
 */
package org.etp.pharmacy.node;
