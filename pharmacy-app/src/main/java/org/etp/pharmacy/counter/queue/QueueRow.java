package org.etp.pharmacy.counter.queue;

import java.time.Instant;
import java.util.Optional;
import javax.naming.InvalidNameException;
import javax.naming.ldap.LdapName;
import javax.naming.ldap.Rdn;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.pharmacy.counter.StoredCertificate;
import org.etp.pharmacy.counter.StoredPrescription;
import org.etp.pharmacy.web.DisplayTimes;

/**
 * One prescription in the queue, ready to show (also sent as JSON to a queue page watching for arrivals).
 * Made by {@link #of}, from the stored prescription; the patient's name is decoded from its certificate.
 *
 * @param id the store's row id: arrivals are polled by it, because the single writer commits in id order
 * @param expired whether its validity has ended though it still waits as RECEIVED
 */
public record QueueRow(long id, String prescriptionId, String nhsNumber, String patient, String prescriber,
        String items, String profile, String format, String status, String received, boolean expired) {

    /** The row of {@code stored} as shown at {@code now}. */
    static QueueRow of(StoredPrescription stored, Instant now) {
        StoredCertificate raw = stored.certificate();
        Optional<PrescriptionCertificate> certificate = raw.read();
        Optional<Prescription> prescription = certificate.flatMap(PrescriptionCertificate::prescription);
        String nhs = raw.nhsNumber();
        String status = stored.state().status().name();
        return new QueueRow(stored.state().id(), stored.prescriptionId(),
                nhs == null ? "" : nhs.substring(0, 3) + " " + nhs.substring(3, 6) + " " + nhs.substring(6),
                certificate.map(c -> c.holder().name()).orElse(""),
                prescription.map(p -> p.prescriber().name()).orElseGet(() -> commonName(raw.issuer())),
                stored.itemNames() == null ? "(charge exemption)" : stored.itemNames(),
                raw.profile(), raw.format().name(), status, DisplayTimes.format(stored.receivedAt()),
                "RECEIVED".equals(status) && stored.state().expiredAt(now));
    }

    private static String commonName(String distinguishedName) {
        try {
            for (Rdn rdn : new LdapName(distinguishedName).getRdns()) {
                if (rdn.getType().equalsIgnoreCase("CN")) {
                    return rdn.getValue().toString();
                }
            }
        } catch (InvalidNameException e) {
            // Fall through to the name as stored.
        }
        return distinguishedName;
    }
}
