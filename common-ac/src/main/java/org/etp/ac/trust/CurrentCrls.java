package org.etp.ac.trust;

import java.security.GeneralSecurityException;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import javax.security.auth.x500.X500Principal;

/**
 * The CRLs a {@link PrescriberValidator} takes revocation from, each checked once when it is given: signed
 * by a known CA and current at the instant of validation. Fails closed: a CRL that no known CA signed, or
 * that is not current, makes the revocation status of everything it covers unknown, so no registry is
 * built from it.
 */
final class CurrentCrls {

    private static final String UNKNOWN = "revocation status unknown, no prescriber is trusted";

    private final List<X509CRL> crls;

    private CurrentCrls(List<X509CRL> crls) {
        this.crls = List.copyOf(crls);
    }

    /**
     * The CRLs, each verified with the key of its issuer among {@code authorities} and current at {@code at}.
     *
     * @throws TrustException naming the CRL's issuer when one is not
     */
    static CurrentCrls check(List<X509CRL> crls, Map<X500Principal, X509Certificate> authorities, Instant at)
            throws TrustException {
        for (X509CRL crl : crls) {
            String issuer = Names.readable(crl.getIssuerX500Principal());
            X509Certificate ca = authorities.get(crl.getIssuerX500Principal());
            if (ca == null) {
                throw new TrustException("the CRL of " + issuer + " is not from a known CA: revocation status unknown");
            }
            try {
                crl.verify(ca.getPublicKey());
            } catch (GeneralSecurityException e) {
                throw new TrustException("the CRL of " + issuer + " fails its signature check: " + UNKNOWN, e);
            }
            if (crl.getThisUpdate().toInstant().isAfter(at)) {
                throw new TrustException("the CRL of " + issuer + " is not yet valid (thisUpdate "
                        + crl.getThisUpdate().toInstant() + "): " + UNKNOWN);
            }
            if (crl.getNextUpdate() == null || !crl.getNextUpdate().toInstant().isAfter(at)) {
                String nextUpdate = crl.getNextUpdate() == null ? "absent" : crl.getNextUpdate().toInstant().toString();
                throw new TrustException("the CRL of " + issuer + " has expired (nextUpdate " + nextUpdate + "): "
                        + UNKNOWN + "; issue a fresh CRL, or run ./etp pki init again");
            }
        }
        return new CurrentCrls(crls);
    }

    /** The CRL of the CA that issued {@code certificate}. */
    X509CRL issuedFor(X509Certificate certificate) throws TrustException {
        for (X509CRL crl : crls) {
            if (crl.getIssuerX500Principal().equals(certificate.getIssuerX500Principal())) {
                return crl;
            }
        }
        throw new TrustException("there is no CRL from its issuer "
                + Names.readable(certificate.getIssuerX500Principal()) + ": revocation status unknown");
    }
}
