package org.etp.prescriber.outbox;

import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongConsumer;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.signing.SignedCertificate;
import org.etp.prescriber.signing.Signer;
import org.etp.prescriber.signing.UnusableCertificateException;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The one way a certificate leaves this app, a prescription or a cancellation alike: it is given its serial here,
 * signed with the prescriber's key ({@link Signer}), committed to the outbox, and only then is the sender told
 * ({@link PrescriptionQueued}). Both kinds draw their serials from this one source: a random 126-bit number (16
 * octets, within RFC 5280's 20); the outbox's unique key on issuer and serial catches the unlikely collision.
 *
 * <p>A prescription confirmed before it is signed takes two steps: {@link #numbered} gives it its serial, the
 * prescriber confirms the exact bytes its signature will cover, and {@link #confirmed} signs it, checks that the
 * signature covers exactly those bytes and commits it with the confirmation's evidence, in one transaction; a
 * cancellation the same way ({@link #confirmedCancellation}).
 */
@Service
public class Dispatch {

    private static final int SERIAL_BITS = 126;

    private final Signer signer;
    private final OutboxRepository outbox;
    private final ApplicationEventPublisher events;
    private final TransactionTemplate transaction;
    private final SecureRandom random = new SecureRandom();

    Dispatch(Signer signer, OutboxRepository outbox, ApplicationEventPublisher events,
            PlatformTransactionManager transactions) {
        this.signer = signer;
        this.outbox = outbox;
        this.events = events;
        this.transaction = new TransactionTemplate(transactions);
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

    /** Gives a prescription its serial without signing it: the certificate that is to be confirmed first. */
    public PrescriptionCertificate numbered(Unnumbered certificate) {
        return certificate.withSerial(nextSerial());
    }

    /**
     * Signs a prescription {@linkplain #numbered numbered} here before and commits it, addressed by
     * {@code addressed}, with what {@code alongside} writes beside its outbox row (given the row's id) in the same
     * transaction — but only when its signature covers exactly the bytes whose SHA-256 is {@code confirmedDigest}
     * ({@code CertificateCodec.digestToSign}); otherwise nothing is committed or sent.
     *
     * @throws CodecException when the signature covers other bytes or does not verify with the signer's key
     * @throws DuplicateKeyException when its prescription ID or serial is taken, or its form made one already
     */
    public SignedCertificate confirmed(PrescriptionCertificate numbered, String prescriberId, WireFormat format,
            byte[] confirmedDigest, Function<SignedCertificate, NewOutboxEntry> addressed, LongConsumer alongside)
            throws TrustException, CodecException {
        SignedCertificate signed = signedOver(numbered, prescriberId, format, confirmedDigest);
        long row = transaction.execute(status -> {
            long id = outbox.insert(addressed.apply(signed));
            alongside.accept(id);
            return id;
        });
        queued(row);
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

    /**
     * The SHA-256 of exactly the bytes the signature of {@code numbered} by {@code prescriberId}'s key will cover in
     * {@code format}: what the prescriber confirms before it is signed.
     */
    public byte[] digestToSign(PrescriptionCertificate numbered, String prescriberId, WireFormat format)
            throws TrustException, CodecException {
        return format.codec().digestToSign(numbered, signer.identity(prescriberId));
    }

    /**
     * Signs a cancellation {@linkplain #numbered numbered} here before and commits it beside the prescriber's
     * prescription, with what {@code alongside} writes beside its outbox row in the same transaction — only when its
     * signature covers exactly the bytes whose SHA-256 is {@code confirmedDigest}; empty when there is no such
     * prescription or it has a cancellation already (nothing is committed).
     *
     * @throws CodecException when the signature covers other bytes or does not verify with the signer's key
     */
    public Optional<SignedCertificate> confirmedCancellation(PrescriptionCertificate numbered, String prescriberId,
            WireFormat format, byte[] confirmedDigest, String username, CancellationReason reason,
            LongConsumer alongside) throws TrustException, CodecException {
        SignedCertificate signed = signedOver(numbered, prescriberId, format, confirmedDigest);
        Optional<Long> row = transaction.execute(status -> {
            Optional<Long> id = outbox.insertCancellation(username, signed, reason);
            id.ifPresent(alongside::accept);
            return id;
        });
        row.ifPresent(this::queued);
        return row.map(id -> signed);
    }

    private SignedCertificate signedOver(PrescriptionCertificate numbered, String prescriberId, WireFormat format,
            byte[] confirmedDigest) throws TrustException, CodecException {
        SignedCertificate signed = signer.sign(numbered, prescriberId, format);
        format.codec().requireSignedOver(signed.encoded(),
                signer.identity(prescriberId).certificate().getPublicKey(), confirmedDigest);
        return signed;
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
