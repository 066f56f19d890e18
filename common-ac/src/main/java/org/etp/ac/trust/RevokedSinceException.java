package org.etp.ac.trust;

import java.time.Instant;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;

/**
 * A {@code REVOKED} refusal for a certificate revoked for a reason that counts from its revocation time (superseded,
 * cessation of operation, affiliation changed, privilege withdrawn, on hold): a signature made before
 * {@link #revokedAt()} still holds, so the verifier may take the {@link #prescriber()}'s key for a message that says
 * it was signed before then. Every other caller sees a plain {@code REVOKED} refusal. A revocation for key or CA
 * compromise, or for no reason given, is never one of these: it refuses every signature by the key.
 */
public final class RevokedSinceException extends VerificationException {

    private static final long serialVersionUID = 1L;

    private final transient TrustedPrescriber prescriber;
    private final Instant revokedAt;

    RevokedSinceException(TrustedPrescriber prescriber, Instant revokedAt, String message) {
        super(Reason.REVOKED, message);
        this.prescriber = prescriber;
        this.revokedAt = revokedAt;
    }

    /** The certificate, validated in every other way. */
    public TrustedPrescriber prescriber() {
        return prescriber;
    }

    /** When it was revoked: signatures made before then hold. */
    public Instant revokedAt() {
        return revokedAt;
    }
}
