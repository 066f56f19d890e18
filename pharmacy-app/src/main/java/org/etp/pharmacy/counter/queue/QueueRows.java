package org.etp.pharmacy.counter.queue;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.pharmacy.prescription.NewArrivals;
import org.etp.pharmacy.prescription.Prescriptions;
import org.etp.pharmacy.prescription.StoredCertificate;
import org.etp.pharmacy.prescription.StoredPrescription;
import org.etp.pharmacy.web.DisplayTimes;
import org.etp.pharmacy.web.NhsNumbers;
import org.etp.pharmacy.web.PersonNames;
import org.springframework.stereotype.Component;

/**
 * The queue's rows, newest first, read from the store and made ready to show. Patient names are decoded
 * from the stored certificates of the rows shown.
 */
@Component
class QueueRows {

    private final Prescriptions prescriptions;
    private final DisplayTimes times;
    private final Clock clock;
    private final PersonNames persons;

    QueueRows(Prescriptions prescriptions, DisplayTimes times, Clock clock, PersonNames persons) {
        this.prescriptions = prescriptions;
        this.times = times;
        this.clock = clock;
        this.persons = persons;
    }

    /** One page, and one row more than a page when there is a next one. */
    List<QueueRow> page(QueueQuery query) {
        Instant now = clock.instant();
        return prescriptions.newestFirst(query.filter(), QueueQuery.PAGE_SIZE + 1,
                        (long) query.page() * QueueQuery.PAGE_SIZE)
                .stream().map(stored -> row(stored, now)).toList();
    }

    /** How many prescriptions the query's filter lets through, on all pages. */
    long total(QueueQuery query) {
        return prescriptions.count(query.filter());
    }

    /** How many arrived after row {@code afterId}. */
    NewArrivals arrivals(long afterId) {
        return prescriptions.arrivedAfter(afterId);
    }

    long latestId() {
        return prescriptions.latestId();
    }

    private QueueRow row(StoredPrescription stored, Instant now) {
        StoredCertificate raw = stored.certificate();
        Optional<PrescriptionCertificate> certificate = raw.read();
        Optional<Prescription> prescription = certificate.flatMap(PrescriptionCertificate::prescription);
        PrescriptionStatus status = stored.state().status();
        return QueueRow.of(stored.state().id(), stored.prescriptionId())
                .nhsNumber(NhsNumbers.format(raw.nhsNumber()))
                .patient(certificate.map(c -> c.holder().name()).orElse(""))
                .prescriber(prescription.map(p -> p.prescriber().name()).orElseGet(() -> persons.of(raw.issuer())))
                .items(stored.itemNames() == null ? "(charge exemption)" : stored.itemNames())
                .profile(raw.profile()).format(raw.format().name()).status(status.name())
                .expired(status == PrescriptionStatus.RECEIVED && stored.state().expiredAt(now))
                .received(times.of(stored.receivedAt()))
                .changed(status == PrescriptionStatus.RECEIVED || stored.lastChange().at() == null ? ""
                        : persons.of(stored.lastChange().by()) + ", " + times.of(stored.lastChange().at()))
                .build();
    }
}
