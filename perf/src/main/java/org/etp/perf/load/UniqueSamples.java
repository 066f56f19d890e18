package org.etp.perf.load;

import java.math.BigInteger;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.trust.PrescriberIdentity;

/**
 * Sample certificates from seeds {@code seed}, {@code seed + 1}, …, each with a prescription ID and an
 * issuer and serial that no earlier one of this source had: the pharmacy answers a known prescription ID
 * with DUPLICATE and treats a known issuer and serial as a replay, so a seed whose sample repeats either
 * is passed over. Not thread-safe.
 */
public final class UniqueSamples {

    private final Set<PrescriptionId> ids = new HashSet<>();
    private final Set<List<Object>> serials = new HashSet<>();
    private final String pharmacy;
    private long next;

    /** Samples nominating the demo pharmacy. */
    public UniqueSamples(long seed) {
        this(seed, SampleGenerator.DEMO_PHARMACY);
    }

    /** Samples nominating the pharmacy {@code pharmacy} (an ODS code). */
    public UniqueSamples(long seed, String pharmacy) {
        this.next = seed;
        this.pharmacy = pharmacy;
    }

    /** The next sample of {@code profile} issued by {@code issuer}. */
    public PrescriptionCertificate next(Profile profile, PrescriberIdentity issuer, LocalDate issued) {
        while (true) {
            PrescriptionCertificate certificate = new SampleGenerator(next++, pharmacy).certificate(profile, issuer, issued);
            BigInteger serial = certificate.serialNumber();
            if (!ids.contains(certificate.prescriptionId()) && serials.add(List.of(issuer, serial))) {
                ids.add(certificate.prescriptionId());
                return certificate;
            }
        }
    }
}
