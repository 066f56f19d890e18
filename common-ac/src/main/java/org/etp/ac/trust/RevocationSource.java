package org.etp.ac.trust;

import java.security.cert.X509Certificate;
import java.time.Instant;

/**
 * Where the registry learns whether a prescriber certificate is revoked: the CRLs of its CAs today
 * ({@link CrlSource}), an OCSP responder tomorrow. As Santuario's key resolvers: one interface, one class per
 * source. {@link PrescriberRegistry} asks its sources in order, once per certificate when it is built and after the
 * certificate's path is validated, and keeps the first status that is known and current; when none is, the
 * certificate is left out (fail closed, never soft).
 *
 * <p>A source says {@link RevocationStatus#unknown unknown}, with why, when it cannot tell; it never throws for
 * that, so that the next source is asked. A source whose own material is unsound (a CRL badly signed or stale)
 * refuses when it is made, so that no registry is built on it.
 */
public interface RevocationSource {

    /**
     * The revocation status of {@code certificate}, issued by {@code issuer} (the next certificate of its validated
     * path), at {@code at}.
     */
    RevocationStatus statusOf(X509Certificate certificate, X509Certificate issuer, Instant at);
}
