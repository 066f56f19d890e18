package org.etp.prescriber.prescribing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.function.Function;
import java.util.function.LongConsumer;
import org.etp.ac.codec.CodecException;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionType;
import org.etp.ac.prescription.ValidityPeriod;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.account.PrescriberAccount;
import org.etp.prescriber.outbox.Dispatch;
import org.etp.prescriber.outbox.NewOutboxEntry;
import org.etp.prescriber.outbox.OutboxRepository;
import org.etp.prescriber.outbox.Unnumbered;
import org.etp.prescriber.signing.SignedCertificate;
import org.etp.prescriber.signing.Signer;
import org.etp.prescriber.signing.SigningCertificates;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;

/**
 * Issues a prescription: numbers it, makes the attribute certificate (issuer = the signing certificate's
 * subject, holder = the patient, validity from now: 28 days acute, six months repeat, as EPS does) and has
 * {@link Dispatch} number it, sign it with the prescriber's key of the chosen algorithm and commit it to the
 * outbox, with the one-time token of the form that made it. Only then is the sender told, so a prescription
 * the prescriber saw accepted by this page is never lost.
 *
 * <p>When the signature is to be confirmed with a passkey, it takes two steps: {@link #prepare} makes the exact
 * certificate and the SHA-256 its signature will cover, and {@link #issueConfirmed} signs that very certificate
 * once the prescriber confirmed that digest, and commits it with the confirmation.
 */
@Service
public class PrescriptionIssuer {

    static final Duration ACUTE_VALIDITY = Duration.ofDays(28);
    static final Duration REPEAT_VALIDITY = Duration.ofDays(182);
    private static final int ATTEMPTS = 3;

    private final PrescriptionNumbers numbers;
    private final Signer signer;
    private final Dispatch dispatch;
    private final OutboxRepository outbox;
    private final SigningCertificates certificates;
    private final Clock clock;

    PrescriptionIssuer(PrescriptionNumbers numbers, Signer signer, Dispatch dispatch, OutboxRepository outbox,
            SigningCertificates certificates, Clock clock) {
        this.numbers = numbers;
        this.signer = signer;
        this.dispatch = dispatch;
        this.outbox = outbox;
        this.certificates = certificates;
        this.clock = clock;
    }

    /**
     * Signs and commits the prescription; returns what was committed. A {@link DuplicateKeyException} means
     * that {@code formToken} has made a prescription already (see {@link OutboxRepository#madeWith}).
     */
    public SignedCertificate issue(PrescriberAccount account, PrescriptionDraft draft, String formToken)
            throws TrustException, CodecException {
        String prescriberId = account.prescriberId(draft.algorithm());
        SigningIdentity identity = signer.identity(prescriberId);
        for (int attempt = 1; ; attempt++) {
            try {
                return dispatch.prescription(unnumbered(draft, identity), prescriberId, draft.format(),
                        addressed(account, draft, formToken));
            } catch (DuplicateKeyException e) {
                // A new number and serial cure a collision of either; nothing cures a form used already.
                if (attempt == ATTEMPTS || outbox.madeWith(account.username(), formToken).isPresent()) {
                    throw e;
                }
            }
        }
    }

    /**
     * Makes the prescription's certificate complete, numbered and signed by nobody yet, with the SHA-256 of exactly
     * the bytes its signature will cover.
     *
     * @throws org.etp.prescriber.signing.UnusableCertificateException when the signing certificate may not sign
     */
    PreparedPrescription prepare(PrescriberAccount account, PrescriptionDraft draft)
            throws TrustException, CodecException {
        String prescriberId = account.prescriberId(draft.algorithm());
        certificates.requireUsable(prescriberId);
        SigningIdentity identity = signer.identity(prescriberId);
        PrescriptionCertificate certificate = dispatch.numbered(unnumbered(draft, identity));
        return new PreparedPrescription(certificate, prescriberId, draft.format(), draft,
                draft.format().codec().digestToSign(certificate, identity));
    }

    /**
     * Signs and commits a prepared prescription that its prescriber confirmed, with {@code evidence} written beside
     * its outbox row in the same transaction. A collision of its number or serial is not drawn again: the
     * confirmation binds them, so the prescriber confirms anew.
     *
     * @throws CodecException when the signature does not cover exactly the confirmed digest: nothing is committed
     * @throws DuplicateKeyException when its number or serial is taken, or {@code formToken} made a prescription
     */
    SignedCertificate issueConfirmed(PrescriberAccount account, PreparedPrescription prepared, String formToken,
            LongConsumer evidence) throws TrustException, CodecException {
        return dispatch.confirmed(prepared.certificate(), prepared.prescriberId(), prepared.format(),
                prepared.digest(), addressed(account, prepared.draft(), formToken), evidence);
    }

    private Unnumbered unnumbered(PrescriptionDraft draft, SigningIdentity identity) {
        PrescriberIdentity who = PrescriberIdentity.fromSubject(identity.subject());
        Prescription prescription = new Prescription(numbers.nextId(who.organisation().odsCode()), draft.patient(),
                who.prescriber(), who.organisation(), draft.items(), draft.type(), draft.nomination());
        ValidityPeriod validity = validity(draft.type());
        return serial -> new PrescriptionCertificate(serial, identity.subject(), draft.patient().holder(), validity,
                prescription);
    }

    private static Function<SignedCertificate, NewOutboxEntry> addressed(PrescriberAccount account,
            PrescriptionDraft draft, String formToken) {
        return signed -> new NewOutboxEntry(account.username(), signed, draft.pharmacy().odsCode(),
                draft.pharmacy().name(), formToken);
    }

    private ValidityPeriod validity(PrescriptionType type) {
        Instant start = clock.instant().truncatedTo(ChronoUnit.SECONDS);
        Duration length = type == PrescriptionType.ACUTE ? ACUTE_VALIDITY : REPEAT_VALIDITY;
        return new ValidityPeriod(start, start.plus(length).minusSeconds(1));
    }
}
