package org.etp.ac.trust;

import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The status a certificate gets when no revocation source knows it and the operator chose soft fail
 * ({@code etp.trust.soft-fail}, off by default): taken as not revoked for a few minutes, then asked again, each time
 * logged as a security event. It names itself as its source, so the store, the pages and the signed receipts say
 * that the status was assumed, not given.
 */
final class SoftFail {

    /** The source's name, as the store keeps it and receipts say it. */
    static final String NAME = "soft fail";

    /** How long an assumed status holds before the sources are asked again. */
    static final Duration HOLDS = Duration.ofMinutes(5);

    private static final Logger SECURITY = LoggerFactory.getLogger("org.etp.security");

    private SoftFail() {
    }

    /** Not revoked by assumption, from {@code at} for {@link #HOLDS}, because the sources said {@code why}. */
    static RevocationStatus assumed(X509Certificate certificate, String why, Instant at) {
        SECURITY.warn("Security event: soft fail: the revocation status of {} (serial {}) is unknown ({}); taken as not"
                + " revoked until {} because etp.trust.soft-fail is on", Names.readable(
                        certificate.getSubjectX500Principal()), certificate.getSerialNumber().toString(16), why,
                at.plus(HOLDS));
        return RevocationStatus.good(NAME, "no revocation source (" + why + "), assumed under etp.trust.soft-fail", at,
                at.plus(HOLDS));
    }
}
