package org.etp.perf.timing;

import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.CertificateContent;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.perf.load.UniqueSamples;

/**
 * The certificates of the experiment, matched across series as the seed study's were: message <i>k</i> of
 * every series of one profile carries the same content, whatever its form or variant, so that sizes and
 * times compare like with like. Each message still gets a prescription ID and serial of its own (the
 * pharmacy would answer a repeat DUPLICATE); both have fixed lengths, so they change no size.
 */
final class MatchedSamples {

    private final long contentSeed;
    private final UniqueSamples identities;
    private final Map<Series, Integer> sent = new HashMap<>();

    MatchedSamples(long seed) {
        this.contentSeed = seed;
        // Identities come from a stream of seeds far from the content's, so the two never meet.
        this.identities = new UniqueSamples(seed + (1L << 40));
    }

    PrescriptionCertificate next(Series series, PrescriberIdentity issuer, LocalDate issued) {
        int index = sent.merge(series, 1, Integer::sum) - 1;
        PrescriptionCertificate content = new SampleGenerator(contentSeed + index)
                .certificate(series.profile(), issuer, issued);
        PrescriptionCertificate identity = identities.next(series.profile(), issuer, issued);
        return withIdentity(content, identity);
    }

    /** {@code content} under the prescription ID and serial of {@code identity}. */
    static PrescriptionCertificate withIdentity(PrescriptionCertificate content, PrescriptionCertificate identity) {
        PrescriptionId id = identity.prescriptionId();
        CertificateContent renamed = switch (content.profile()) {
            case SIMPLE -> new ChargeExemption(id, ((ChargeExemption) content.content()).exempt());
            case CANCELLATION -> new Cancellation(id, ((Cancellation) content.content()).reason());
            case PRESCRIPTION -> rename((Prescription) content.content(), id);
            case COMPLEX -> {
                AuditRecord audit = (AuditRecord) content.content();
                yield new AuditRecord(rename(audit.prescription(), id), audit.verificationResults(),
                        audit.dispenseHistory(), audit.statusHistory());
            }
        };
        return new PrescriptionCertificate(identity.serialNumber(), content.issuer(), content.holder(),
                content.validity(), renamed);
    }

    private static Prescription rename(Prescription prescription, PrescriptionId id) {
        return new Prescription(id, prescription.patient(), prescription.prescriber(), prescription.organisation(),
                prescription.items(), prescription.type(), prescription.nominatedPharmacy());
    }
}
