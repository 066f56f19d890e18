package org.etp.prescriber.outbox;

import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.Optional;
import java.util.function.Function;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.signing.SignedCertificate;
import org.etp.prescriber.signing.Signer;
import org.etp.prescriber.signing.UnusableCertificateException;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;

/**
 * The one way a certificate leaves this app, a prescription or a cancellation alike: it is given its serial here,
 * signed with the prescriber's key ({@link Signer}), committed to the outbox, and only then is the sender told
 * ({@link PrescriptionQueued}). Both kinds draw their serials from this one source: a random 126-bit number (16
 * octets, within RFC 5280's 20); the outbox's unique key on issuer and serial catches the unlikely collision.
 */
@Service
public class Dispatch {

    private static final int SERIAL_BITS = 126;

    private final Signer signer;
    private final OutboxRepository outbox;
    private final ApplicationEventPublisher events;
    private final SecureRandom random = new SecureRandom();

    Dispatch(Signer signer, OutboxRepository outbox, ApplicationEventPublisher events) {
        this.signer = signer;
        this.outbox = outbox;
        this.events = events;
    }

    /**
     * Numbers, signs and commits a prescription, addressed by {@code addressed}; returns what was committed.
     *
     * @throws UnusableCertificateException when the prescriber's signing certificate may not sign
     * @throws DuplicateKeyException when its prescription ID or serial is taken, or its form made one already
     */
    public SignedCertificate prescription(Unnumbered certificate, String prescriberId, WireFormat format,
            Function<SignedCertificate, NewOutboxEntry> addressed) throws TrustException, CodecException {
        SignedCertificate signed = sign(certificate, prescriberId, format);
        queued(outbox.insert(addressed.apply(signed)));
        return signed;
    }

    /**
     * Numbers, signs and commits the cancellation of one of {@code username}'s prescriptions, beside it in the
     * outbox; empty when there is no such prescription or it has a cancellation already (nothing is committed).
     */
    public Optional<SignedCertificate> cancellation(Unnumbered certificate, String prescriberId, WireFormat format,
            String username, CancellationReason reason) throws TrustException, CodecException {
        SignedCertificate signed = sign(certificate, prescriberId, format);
        Optional<Long> row = outbox.insertCancellation(username, signed, reason);
        row.ifPresent(this::queued);
        return row.map(id -> signed);
    }

    private SignedCertificate sign(Unnumbered certificate, String prescriberId, WireFormat format)
            throws TrustException, CodecException {
        return signer.sign(certificate.withSerial(nextSerial()), prescriberId, format);
    }

    private BigInteger nextSerial() {
        return new BigInteger(SERIAL_BITS, random).setBit(SERIAL_BITS - 1);
    }

    private void queued(long row) {
        events.publishEvent(new PrescriptionQueued(row));
    }
}
