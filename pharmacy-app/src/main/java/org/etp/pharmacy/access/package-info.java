/**
 * The access audit: every view of patient data at the counter (a prescription's pages, the queue and its searches, a
 * certificate's download, an audit record) and every counter change, appended by {@link AccessLog} to the
 * hash-chained, append-only {@code access_audit} table (migration V16, owned here with its head
 * {@code access_audit_head}), with a checkpoint signed by the pharmacy's key every {@code etp.audit.checkpoint-every}
 * entries and, when entries wait, every {@code etp.audit.checkpoint-interval}. Appends take the head's row lock, so
 * that writers on every node take turns and the chain never forks. An entry names the account, its role, the
 * client's address, the node, and the prescription ID — never a patient's name or NHS number; a search records only
 * the kind of term and how many rows it showed. The intake's messages (SUBMIT, CANCEL, STATUS) are not audited here.
 */
package org.etp.pharmacy.access;
