/**
 * Trust in prescribers. {@link org.etp.ac.trust.DemoPki} makes the demo PKI ({@code ./etp pki init}),
 * {@link org.etp.ac.trust.PkiDirectory} reads it, and {@link org.etp.ac.trust.PrescriberRegistry} holds
 * the prescriber certificates a pharmacy trusts: validated once with PKIX against the root, revocation
 * from the prescriber CA's CRL, then looked up by issuer name and algorithm on every message. The
 * registry decides which key verifies a prescription; a key carried in a message is never used.
 */
package org.etp.ac.trust;
