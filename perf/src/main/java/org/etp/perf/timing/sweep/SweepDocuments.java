package org.etp.perf.timing.sweep;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PrescriberIdentity;

/**
 * The sweep's documents: one complex-profile certificate (content seed {@value #SEED}) whose status history
 * is grown to the length asked for by repeating the sample's own changes a minute apart, so that nothing but
 * the status history changes from one size to the next; signed by the PKI's signer.
 */
final class SweepDocuments {

    /** The sweep's content seed, from its own range (28,000,000 to 28,999,999). */
    static final long SEED = 28_000_000L;

    private final SigningIdentity signer;
    private final PrescriptionCertificate base;

    SweepDocuments(SigningIdentity signer, LocalDate issued) {
        this.signer = signer;
        this.base = new SampleGenerator(SEED).certificate(Profile.COMPLEX,
                PrescriberIdentity.fromSubject(signer.subject()), issued);
    }

    /** The certificate with a status history of {@code entries} changes. */
    PrescriptionCertificate certificate(int entries) {
        AuditRecord audit = (AuditRecord) base.content();
        List<StatusChange> sample = audit.statusHistory();
        List<StatusChange> grown = new ArrayList<>(entries);
        for (int i = 0; i < entries; i++) {
            StatusChange model = sample.get(i % sample.size());
            grown.add(new StatusChange(model.status(), sample.get(0).at().plusSeconds(60L * i), model.by(),
                    model.reason()));
        }
        return new PrescriptionCertificate(base.serialNumber(), base.issuer(), base.holder(), base.validity(),
                new AuditRecord(audit.prescription(), audit.verificationResults(), audit.dispenseHistory(), grown));
    }

    /** {@code certificate} in {@code format}, signed. */
    byte[] encode(WireFormat format, PrescriptionCertificate certificate) throws CodecException {
        return format.codec().encode(certificate, signer);
    }
}
