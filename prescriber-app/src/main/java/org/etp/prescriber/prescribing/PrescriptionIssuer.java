package org.etp.prescriber.prescribing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
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
import org.etp.prescriber.signing.SignedCertificate;
import org.etp.prescriber.signing.Signer;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;

/**
 * Issues a prescription: numbers it, makes the attribute certificate (issuer = the signing certificate's
 * subject, holder = the patient, validity from now: 28 days acute, six months repeat, as EPS does) and has
 * {@link Dispatch} number it, sign it with the prescriber's key of the chosen algorithm and commit it to the
 * outbox, with the one-time token of the form that made it. Only then is the sender told, so a prescription
 * the prescriber saw accepted by this page is never lost.
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
    private final Clock clock;

    PrescriptionIssuer(PrescriptionNumbers numbers, Signer signer, Dispatch dispatch, OutboxRepository outbox,
            Clock clock) {
        this.numbers = numbers;
        this.signer = signer;
        this.dispatch = dispatch;
        this.outbox = outbox;
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
        PrescriberIdentity who = PrescriberIdentity.fromSubject(identity.subject());
        for (int attempt = 1; ; attempt++) {
            Prescription prescription = new Prescription(numbers.nextId(who.organisation().odsCode()),
                    draft.patient(), who.prescriber(), who.organisation(), draft.items(), draft.type(),
                    draft.nomination());
            ValidityPeriod validity = validity(draft.type());
            try {
                return dispatch.prescription(serial -> new PrescriptionCertificate(serial, identity.subject(),
                        draft.patient().holder(), validity, prescription), prescriberId, draft.format(),
                        signed -> new NewOutboxEntry(account.username(), signed, draft.pharmacy().odsCode(),
                                draft.pharmacy().name(), formToken));
            } catch (DuplicateKeyException e) {
                // A new number and serial cure a collision of either; nothing cures a form used already.
                if (attempt == ATTEMPTS || outbox.madeWith(account.username(), formToken).isPresent()) {
                    throw e;
                }
            }
        }
    }

    private ValidityPeriod validity(PrescriptionType type) {
        Instant start = clock.instant().truncatedTo(ChronoUnit.SECONDS);
        Duration length = type == PrescriptionType.ACUTE ? ACUTE_VALIDITY : REPEAT_VALIDITY;
        return new ValidityPeriod(start, start.plus(length).minusSeconds(1));
    }
}
