package org.etp.perf.cli;

import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.x500.X500Name;
import org.etp.ac.prescription.Address;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.CertificateContent;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Patient;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Quantity;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The JSON view of a certificate: the same for both forms (nothing form-specific in it) and written
 * field by field, so that the order is fixed by this class rather than by reflection.
 */
final class PrescriptionJson {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private PrescriptionJson() {
    }

    /** The certificate as one line of JSON: one document per line when several are printed. */
    static String write(PrescriptionCertificate certificate) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("prescriptionId", certificate.prescriptionId().value());
        root.put("profile", certificate.profile().id());
        root.put("serialNumber", certificate.serialNumber().toString());
        root.put("issuer", name(certificate.issuer()));
        ObjectNode holder = root.putObject("holder");
        holder.put("nhsNumber", certificate.holder().nhsNumber().value());
        holder.put("name", certificate.holder().name());
        ObjectNode validity = root.putObject("validity");
        validity.put("notBefore", certificate.validity().notBefore().toString());
        validity.put("notAfter", certificate.validity().notAfter().toString());
        content(root.putObject("content"), certificate.content());
        return MAPPER.writeValueAsString(root);
    }

    /** An X.500 name in RFC 4514 order and keywords, as Bouncy Castle's default style prints it. */
    static String name(X500Principal principal) {
        return X500Name.getInstance(principal.getEncoded()).toString();
    }

    private static void content(ObjectNode node, CertificateContent content) {
        if (content instanceof ChargeExemption exemption) {
            node.put("prescriptionId", exemption.prescriptionId().value());
            node.put("exempt", exemption.exempt());
        } else if (content instanceof Prescription prescription) {
            prescription(node, prescription);
        } else if (content instanceof AuditRecord audit) {
            prescription(node.putObject("prescription"), audit.prescription());
            var checks = node.putArray("verificationResults");
            audit.verificationResults().forEach(result -> {
                ObjectNode check = checks.addObject();
                check.put("check", result.check());
                check.put("passed", result.passed());
                check.put("checkedAt", result.checkedAt().toString());
                check.put("detail", result.detail());
            });
            var dispensed = node.putArray("dispenseHistory");
            audit.dispenseHistory().forEach(event -> {
                ObjectNode supply = dispensed.addObject();
                supply.put("itemNumber", event.itemNumber());
                quantity(supply.putObject("supplied"), event.supplied());
                supply.put("at", event.at().toString());
                supply.put("pharmacist", event.pharmacist());
                supply.put("note", event.note());
            });
            var statuses = node.putArray("statusHistory");
            audit.statusHistory().forEach(change -> {
                ObjectNode status = statuses.addObject();
                status.put("status", change.status().name());
                status.put("at", change.at().toString());
                status.put("by", change.by());
                status.put("reason", change.reason());
            });
        }
    }

    private static void prescription(ObjectNode node, Prescription prescription) {
        node.put("prescriptionId", prescription.prescriptionId().value());
        patient(node.putObject("patient"), prescription.patient());
        ObjectNode prescriber = node.putObject("prescriber");
        prescriber.put("name", prescription.prescriber().name());
        prescriber.put("registration", prescription.prescriber().registration());
        prescriber.put("role", prescription.prescriber().role().name());
        organisation(node.putObject("organisation"), prescription.organisation());
        var items = node.putArray("items");
        for (Item item : prescription.items()) {
            ObjectNode entry = items.addObject();
            entry.put("dmdCode", item.dmdCode());
            entry.put("name", item.name());
            quantity(entry.putObject("quantity"), item.quantity());
            entry.put("dosage", item.dosage());
        }
        node.put("type", prescription.type().name());
        if (prescription.nominatedPharmacy().isPresent()) { // no nomination: no member
            organisation(node.putObject("nominatedPharmacy"), prescription.nominatedPharmacy().get());
        }
    }

    private static void patient(ObjectNode node, Patient patient) {
        node.put("nhsNumber", patient.nhsNumber().value());
        node.put("givenName", patient.givenName());
        node.put("familyName", patient.familyName());
        node.put("birthDate", patient.birthDate().toString());
        Address address = patient.address();
        ObjectNode addressNode = node.putObject("address");
        var lines = addressNode.putArray("lines");
        address.lines().forEach(lines::add);
        addressNode.put("postcode", address.postcode());
    }

    private static void organisation(ObjectNode node, Organisation organisation) {
        node.put("odsCode", organisation.odsCode());
        node.put("name", organisation.name());
    }

    private static void quantity(ObjectNode node, Quantity quantity) {
        node.put("value", quantity.value().toPlainString());
        node.put("unit", quantity.unit());
    }
}
