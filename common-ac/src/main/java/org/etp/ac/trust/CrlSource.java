package org.etp.ac.trust;

import java.security.GeneralSecurityException;
import java.security.cert.X509CRL;
import java.security.cert.X509CRLEntry;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.x509.Extension;

/**
 * Revocation from the CRLs of the prescribers' CAs, each checked once when the source is made: signed by a
 * known CA and current at the instant of validation. Fails closed: a CRL that no known CA signed, or that is
 * not current, makes the revocation status of everything it covers unknown, so no registry is built from it.
 * A certificate whose CA gave no CRL, or gave one ETP does not read whole (a critical extension: a partitioned
 * or delta CRL), is of unknown status. As the JDK's PKIX revocation checker decides: revoked when a CRL of its
 * issuer lists it with a revocation date before the check.
 */
final class CrlSource implements RevocationSource {

    /** The source's name, as the store keeps it. */
    static final String NAME = "CRL";

    private static final String UNKNOWN = "revocation status unknown, no prescriber is trusted";
    private static final int CRL_SIGN = 6;
    private static final Set<String> ENTRY_EXTENSIONS_READ = Set.of(Extension.reasonCode.getId(),
            Extension.certificateIssuer.getId());

    private final List<X509CRL> crls;

    private CrlSource(List<X509CRL> crls) {
        this.crls = List.copyOf(crls);
    }

    /**
     * The CRLs, each verified with the key of its issuer among {@code authorities} and current at {@code at}.
     *
     * @throws TrustException naming the CRL's issuer when one is not
     */
    static CrlSource check(List<X509CRL> crls, Map<X500Principal, X509Certificate> authorities, Instant at)
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
        return new CrlSource(crls);
    }

    @Override
    public RevocationStatus statusOf(X509Certificate certificate, X509Certificate issuer, Instant at) {
        X509CRL first = null;
        for (X509CRL crl : crls) {
            if (!crl.getIssuerX500Principal().equals(certificate.getIssuerX500Principal())) {
                continue;
            }
            String evidence = "the CRL of " + Names.readable(crl.getIssuerX500Principal());
            if (!critical(crl.getCriticalExtensionOIDs()).isEmpty()) {
                return RevocationStatus.unknown(NAME, evidence + " has critical extensions, which ETP does not read");
            }
            boolean[] usage = issuer.getKeyUsage();
            if (usage != null && !usage[CRL_SIGN]) {
                return RevocationStatus.unknown(NAME, evidence + " is signed by a CA whose key may not sign CRLs");
            }
            X509CRLEntry entry = crl.getRevokedCertificate(certificate);
            if (entry != null && !ENTRY_EXTENSIONS_READ.containsAll(critical(entry.getCriticalExtensionOIDs()))) {
                return RevocationStatus.unknown(NAME, evidence + " lists it with critical extensions ETP does not read");
            }
            if (entry != null && entry.getRevocationDate().toInstant().isBefore(at)) {
                return RevocationStatus.revoked(NAME, evidence, new RevocationStatus.Revocation(
                        entry.getRevocationDate().toInstant(), entry.getRevocationReason()),
                        crl.getThisUpdate().toInstant(), crl.getNextUpdate().toInstant());
            }
            first = first == null ? crl : first;
        }
        if (first == null) {
            return RevocationStatus.unknown(NAME, "there is no CRL from its issuer "
                    + Names.readable(certificate.getIssuerX500Principal()));
        }
        return RevocationStatus.good(NAME, "the CRL of " + Names.readable(first.getIssuerX500Principal()),
                first.getThisUpdate().toInstant(), first.getNextUpdate().toInstant());
    }

    /** The critical extensions the JDK reports, which it reports as null when there are no extensions at all. */
    private static Set<String> critical(Set<String> oids) {
        return oids == null ? Set.of() : oids;
    }
}
