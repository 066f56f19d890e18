/**
 * Issuing the demo PKI: {@link org.etp.ac.pki.DemoPki} makes the directory behind
 * {@code ./etp pki init} (root CA, prescriber CA and its CRL, service CA, prescriber and TLS certificates,
 * their PKCS#12 key stores and the manifest), and {@link org.etp.ac.pki.CertificateAuthority} issues
 * further certificates and CRLs for tests and demonstrations. For an operator's own CA it makes keys and their
 * signing requests ({@link org.etp.ac.pki.PendingKeys}, {@link org.etp.ac.pki.SigningRequests}), takes in the
 * certificates issued for them once validated ({@link org.etp.ac.pki.PkiImport}) and lists what a directory holds
 * ({@link org.etp.ac.pki.PkiInventory}). It writes the layout that
 * {@link org.etp.ac.trust.PkiLayout} describes; the apps only read it, through {@code org.etp.ac.trust},
 * which never depends on this package. Signing keys can be made in a PKCS#11 token instead of the directory
 * ({@code --token}, {@link org.etp.ac.token.Pkcs11Token}). Demo and test use only: a real CA keeps its keys in
 * hardware.
 */
package org.etp.ac.pki;
