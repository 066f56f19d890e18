package org.etp.pharmacy.identity;

import java.security.cert.X509Certificate;
import java.time.Clock;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PharmacySigningKey;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The pharmacy's signing key and certificate, from the PKI directory ({@code pharmacy/pharmacy-signing.p12},
 * issued by the service CA), checked at start: the pharmacy does not start with a key that does not chain
 * to the service CA or is not meant for signing. It will sign the pharmacy's receipts; the key itself stays
 * in this object, which hands out only the certificate.
 */
@Component
public class PharmacyKey {

    private static final Logger log = LoggerFactory.getLogger(PharmacyKey.class);

    private final SigningIdentity identity;

    PharmacyKey(PkiDirectory pki, Clock clock) throws TrustException {
        this.identity = PharmacySigningKey.read(pki, clock.instant());
        log.info("Pharmacy signing certificate {} (serial {}), issued by {}, valid until {}",
                identity.subject().getName(), identity.certificate().getSerialNumber().toString(16),
                identity.certificate().getIssuerX500Principal().getName(), identity.certificate().getNotAfter()
                        .toInstant());
    }

    /** The certificate that vouches for the pharmacy's signatures: public, unlike the key. */
    public X509Certificate certificate() {
        return identity.certificate();
    }
}
