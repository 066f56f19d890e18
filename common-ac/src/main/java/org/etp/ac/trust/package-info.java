/**
 * Trust in prescribers. {@link org.etp.ac.trust.PkiDirectory} reads a PKI directory (laid out as
 * {@link org.etp.ac.trust.PkiLayout} says, its key stores opened with the password it is given), and
 * {@link org.etp.ac.trust.PrescriberRegistry} holds the prescriber certificates a pharmacy trusts:
 * validated once with PKIX against the root and the anchors imported beside it, their revocation status asked of its
 * {@link org.etp.ac.trust.RevocationSource}s (the prescriber CA's CRL today, {@code CrlSource}), then looked up
 * by issuer name and algorithm on every message. A {@link org.etp.ac.trust.RevocationStatus} says good, revoked
 * or unknown, from which source and until when, in its own words for the pages and receipts. The registry decides
 * which key verifies a prescription; a key carried in a message is never used. Reading and deciding only: the
 * demo CA that writes a PKI directory is {@code org.etp.ac.pki}, which the apps do not need.
 */
package org.etp.ac.trust;
