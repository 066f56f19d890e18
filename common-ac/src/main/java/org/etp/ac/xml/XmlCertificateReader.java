package org.etp.ac.xml;

import static org.etp.ac.xml.XmlNames.NS;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.prescription.Address;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.CertificateContent;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.DispenseEvent;
import org.etp.ac.prescription.Holder;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.NhsNumber;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Patient;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.PrescriptionType;
import org.etp.ac.prescription.Quantity;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.prescription.ValidityPeriod;
import org.etp.ac.prescription.VerificationResult;
import org.etp.ac.rejection.VerificationException;

/**
 * Reads a certificate back from the root element of a decoded document, strictly in the order the
 * schema gives: a missing, extra or misplaced element, an attribute, or a value in the wrong lexical
 * form is {@code MALFORMED} here. Values the model refuses surface as the model's
 * {@link IllegalArgumentException}, which the caller turns into {@code BAD_CONTENT}.
 */
final class XmlCertificateReader {

    private XmlCertificateReader() {
    }

    /** Reads the root; its issuer was already read (and refused if unreadable) by the decoder. */
    static PrescriptionCertificate read(XmlNode root, X500Principal issuer) throws VerificationException {
        Children parts = Children.of(root, NS);
        Children holder = Children.of(parts.next(XmlNames.HOLDER), NS);
        var holderValue = new Holder(new NhsNumber(holder.text(XmlNames.NHS_NUMBER)), holder.text(XmlNames.NAME));
        holder.end();
        parts.next(XmlNames.ISSUER);
        parts.optional(NS, XmlNames.BASE_CERTIFICATE_ID); // read, and refused if unreadable, by the decoder
        var serialNumber = XmlValues.serial(parts.text(XmlNames.SERIAL_NUMBER));
        Children validity = Children.of(parts.next(XmlNames.VALIDITY), NS);
        var period = new ValidityPeriod(XmlValues.time(validity.text(XmlNames.NOT_BEFORE)),
                XmlValues.time(validity.text(XmlNames.NOT_AFTER)));
        validity.end();
        CertificateContent content = content(parts.next(XmlNames.ATTRIBUTE));
        // the signature, when there is one, was checked by the decoder and is no part of the value
        parts.optional(XmlNames.DS, XmlNames.SIGNATURE);
        parts.end();
        return new PrescriptionCertificate(serialNumber, issuer, holderValue, period, content);
    }

    private static CertificateContent content(XmlNode attribute) throws VerificationException {
        Children values = Children.of(attribute, NS);
        XmlNode value;
        CertificateContent content;
        if ((value = values.optional(NS, XmlNames.CHARGE_EXEMPTION)) != null) {
            Children parts = Children.of(value, NS);
            content = new ChargeExemption(new PrescriptionId(parts.text("prescriptionId")),
                    XmlValues.bool(parts.text("exempt")));
            parts.end();
        } else if ((value = values.optional(NS, XmlNames.PRESCRIPTION)) != null) {
            content = prescription(value);
        } else if ((value = values.optional(NS, XmlNames.AUDIT_RECORD)) != null) {
            content = audit(value);
        } else if ((value = values.optional(NS, XmlNames.CANCELLATION)) != null) {
            Children parts = Children.of(value, NS);
            content = new Cancellation(new PrescriptionId(parts.text("prescriptionId")),
                    CancellationReason.fromCode(parts.text("reason")));
            parts.end();
        } else {
            throw XmlValues.malformed(
                    "the Attribute must hold a ChargeExemption, a Prescription, an AuditRecord or a Cancellation");
        }
        values.end();
        return content;
    }

    private static Prescription prescription(XmlNode element) throws VerificationException {
        Children parts = Children.of(element, NS);
        var id = new PrescriptionId(parts.text("prescriptionId"));
        Patient patient = patient(parts.next("patient"));
        Children prescriber = Children.of(parts.next("prescriber"), NS);
        var prescriberValue = new Prescriber(prescriber.text("name"), prescriber.text("registration"),
                XmlValues.enumerated(PrescriberRole.class, prescriber.text("role")));
        prescriber.end();
        Organisation organisation = organisation(parts.next("organisation"));
        List<Item> items = new ArrayList<>();
        Children itemList = Children.of(parts.next("items"), NS);
        for (XmlNode entry : itemList.all("Item")) {
            Children item = Children.of(entry, NS);
            items.add(new Item(item.text("dmdCode"), item.text("name"), quantity(item.next("quantity")),
                    item.text("dosage")));
            item.end();
        }
        itemList.end();
        var type = XmlValues.enumerated(PrescriptionType.class, parts.text("type"));
        XmlNode nominated = parts.optional(NS, "nominatedPharmacy");
        Optional<Organisation> pharmacy = nominated == null ? Optional.empty() : Optional.of(organisation(nominated));
        parts.end();
        return new Prescription(id, patient, prescriberValue, organisation, items, type, pharmacy);
    }

    private static Patient patient(XmlNode element) throws VerificationException {
        Children parts = Children.of(element, NS);
        var nhsNumber = new NhsNumber(parts.text("nhsNumber"));
        String given = parts.text("givenName");
        String family = parts.text("familyName");
        var birthDate = XmlValues.date(parts.text("birthDate"));
        Children address = Children.of(parts.next("address"), NS);
        Children lineList = Children.of(address.next("lines"), NS);
        List<String> lines = new ArrayList<>();
        for (XmlNode line : lineList.all("line")) {
            lines.add(Children.text(line));
        }
        lineList.end();
        var addressValue = new Address(lines, address.text("postcode"));
        address.end();
        parts.end();
        return new Patient(nhsNumber, given, family, birthDate, addressValue);
    }

    private static Organisation organisation(XmlNode element) throws VerificationException {
        Children parts = Children.of(element, NS);
        var organisation = new Organisation(parts.text("odsCode"), parts.text("name"));
        parts.end();
        return organisation;
    }

    private static Quantity quantity(XmlNode element) throws VerificationException {
        Children parts = Children.of(element, NS);
        var quantity = new Quantity(XmlValues.decimal(parts.text("value")), parts.text("unit"));
        parts.end();
        return quantity;
    }

    private static AuditRecord audit(XmlNode element) throws VerificationException {
        Children parts = Children.of(element, NS);
        Prescription prescription = prescription(parts.next("prescription"));
        List<VerificationResult> results = new ArrayList<>();
        Children resultList = Children.of(parts.next("verificationResults"), NS);
        for (XmlNode entry : resultList.all("VerificationResult")) {
            Children result = Children.of(entry, NS);
            results.add(new VerificationResult(result.text("check"), XmlValues.bool(result.text("passed")),
                    XmlValues.time(result.text("checkedAt")), result.text("detail")));
            result.end();
        }
        resultList.end();
        List<DispenseEvent> events = new ArrayList<>();
        Children eventList = Children.of(parts.next("dispenseHistory"), NS);
        for (XmlNode entry : eventList.all("DispenseEvent")) {
            Children event = Children.of(entry, NS);
            events.add(new DispenseEvent(XmlValues.count(event.text("itemNumber")), quantity(event.next("supplied")),
                    XmlValues.time(event.text("at")), event.text("pharmacist"), event.text("note")));
            event.end();
        }
        eventList.end();
        List<StatusChange> changes = new ArrayList<>();
        Children changeList = Children.of(parts.next("statusHistory"), NS);
        for (XmlNode entry : changeList.all("StatusChange")) {
            Children change = Children.of(entry, NS);
            changes.add(new StatusChange(XmlValues.enumerated(PrescriptionStatus.class, change.text("status")),
                    XmlValues.time(change.text("at")), change.text("by"), change.text("reason")));
            change.end();
        }
        changeList.end();
        parts.end();
        return new AuditRecord(prescription, results, events, changes);
    }
}
