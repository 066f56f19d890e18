package org.etp.ac.xml;

import static org.etp.ac.xml.XmlNames.NS;

import java.util.Map;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.DispenseEvent;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Patient;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Quantity;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.prescription.VerificationResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Builds the unsigned document of a certificate, element for element as {@code etp-prescription.xsd}
 * (and so the ASN.1 module) orders them. Every text is checked to be representable in XML 1.0.
 */
final class XmlCertificateWriter {

    /**
     * RFC 4514 keywords for the two prescriber-subject attributes the JDK would otherwise write as
     * {@code OID=#hex}; {@link X500Principal#X500Principal(String)} reads both keywords back.
     */
    private static final Map<String, String> KEYWORDS = Map.of("2.5.4.12", "T", "2.5.4.5", "SERIALNUMBER");

    private final Document document;

    private XmlCertificateWriter(Document document) {
        this.document = document;
    }

    /** The document of {@code certificate}, naming its signer's certificate when {@code signer} is present. */
    static Document write(PrescriptionCertificate certificate, Optional<SignerCertificateId> signer)
            throws CodecException {
        Document document = SecureXmlParser.newDocument();
        Element root = document.createElementNS(NS, XmlNames.ATTRIBUTE_CERTIFICATE);
        // an explicit declaration: canonicalisation renders namespaces from attributes, not from element names
        root.setAttributeNS(XmlNames.XMLNS, "xmlns", NS);
        document.appendChild(root);
        new XmlCertificateWriter(document).certificate(root, certificate, signer);
        return document;
    }

    private void certificate(Element root, PrescriptionCertificate certificate, Optional<SignerCertificateId> signer)
            throws CodecException {
        Element holder = element(root, XmlNames.HOLDER);
        text(holder, XmlNames.NHS_NUMBER, certificate.holder().nhsNumber().value());
        text(holder, XmlNames.NAME, certificate.holder().name());
        text(root, XmlNames.ISSUER, name(certificate.issuer()));
        if (signer.isPresent()) {
            Element base = element(root, XmlNames.BASE_CERTIFICATE_ID);
            text(base, XmlNames.ISSUER_NAME, name(signer.get().issuer()));
            text(base, XmlNames.SERIAL, signer.get().serial().toString());
        }
        text(root, XmlNames.SERIAL_NUMBER, certificate.serialNumber().toString());
        Element validity = element(root, XmlNames.VALIDITY);
        text(validity, XmlNames.NOT_BEFORE, XmlValues.time(certificate.validity().notBefore()));
        text(validity, XmlNames.NOT_AFTER, XmlValues.time(certificate.validity().notAfter()));
        Element attribute = element(root, XmlNames.ATTRIBUTE);
        switch (certificate.profile()) {
            case SIMPLE -> chargeExemption(element(attribute, XmlNames.CHARGE_EXEMPTION),
                    (ChargeExemption) certificate.content());
            case PRESCRIPTION -> prescription(element(attribute, XmlNames.PRESCRIPTION),
                    (Prescription) certificate.content());
            case COMPLEX -> audit(element(attribute, XmlNames.AUDIT_RECORD), (AuditRecord) certificate.content());
            case CANCELLATION -> cancellation(element(attribute, XmlNames.CANCELLATION),
                    (Cancellation) certificate.content());
        }
    }

    /** RFC 4514, with keywords for the attributes a prescriber's or a CA's name may hold. */
    private static String name(X500Principal name) {
        return name.getName(X500Principal.RFC2253, KEYWORDS);
    }

    private void cancellation(Element parent, Cancellation cancellation) throws CodecException {
        text(parent, "prescriptionId", cancellation.prescriptionId().value());
        text(parent, "reason", cancellation.reason().code());
    }

    private void chargeExemption(Element parent, ChargeExemption exemption) throws CodecException {
        text(parent, "prescriptionId", exemption.prescriptionId().value());
        text(parent, "exempt", XmlValues.bool(exemption.exempt()));
    }

    private void prescription(Element parent, Prescription prescription) throws CodecException {
        text(parent, "prescriptionId", prescription.prescriptionId().value());
        patient(element(parent, "patient"), prescription.patient());
        Element prescriber = element(parent, "prescriber");
        text(prescriber, "name", prescription.prescriber().name());
        text(prescriber, "registration", prescription.prescriber().registration());
        text(prescriber, "role", XmlValues.identifier(prescription.prescriber().role()));
        organisation(element(parent, "organisation"), prescription.organisation());
        Element items = element(parent, "items");
        for (Item item : prescription.items()) {
            Element entry = element(items, "Item");
            text(entry, "dmdCode", item.dmdCode());
            text(entry, "name", item.name());
            quantity(element(entry, "quantity"), item.quantity());
            text(entry, "dosage", item.dosage());
        }
        text(parent, "type", XmlValues.identifier(prescription.type()));
        if (prescription.nominatedPharmacy().isPresent()) { // no nomination: no element, never an empty one
            organisation(element(parent, "nominatedPharmacy"), prescription.nominatedPharmacy().get());
        }
    }

    private void patient(Element parent, Patient patient) throws CodecException {
        text(parent, "nhsNumber", patient.nhsNumber().value());
        text(parent, "givenName", patient.givenName());
        text(parent, "familyName", patient.familyName());
        text(parent, "birthDate", XmlValues.date(patient.birthDate()));
        Element address = element(parent, "address");
        Element lines = element(address, "lines");
        for (String line : patient.address().lines()) {
            text(lines, "line", line);
        }
        text(address, "postcode", patient.address().postcode());
    }

    private void organisation(Element parent, Organisation organisation) throws CodecException {
        text(parent, "odsCode", organisation.odsCode());
        text(parent, "name", organisation.name());
    }

    private void quantity(Element parent, Quantity quantity) throws CodecException {
        text(parent, "value", XmlValues.decimal(quantity.value()));
        text(parent, "unit", quantity.unit());
    }

    private void audit(Element parent, AuditRecord audit) throws CodecException {
        prescription(element(parent, "prescription"), audit.prescription());
        Element results = element(parent, "verificationResults");
        for (VerificationResult result : audit.verificationResults()) {
            Element entry = element(results, "VerificationResult");
            text(entry, "check", result.check());
            text(entry, "passed", XmlValues.bool(result.passed()));
            text(entry, "checkedAt", XmlValues.time(result.checkedAt()));
            text(entry, "detail", result.detail());
        }
        Element dispensed = element(parent, "dispenseHistory");
        for (DispenseEvent event : audit.dispenseHistory()) {
            Element entry = element(dispensed, "DispenseEvent");
            text(entry, "itemNumber", Integer.toString(event.itemNumber()));
            quantity(element(entry, "supplied"), event.supplied());
            text(entry, "at", XmlValues.time(event.at()));
            text(entry, "pharmacist", event.pharmacist());
            text(entry, "note", event.note());
        }
        Element statuses = element(parent, "statusHistory");
        for (StatusChange change : audit.statusHistory()) {
            Element entry = element(statuses, "StatusChange");
            text(entry, "status", XmlValues.identifier(change.status()));
            text(entry, "at", XmlValues.time(change.at()));
            text(entry, "by", change.by());
            text(entry, "reason", change.reason());
        }
    }

    private Element element(Element parent, String name) {
        Element element = document.createElementNS(NS, name);
        parent.appendChild(element);
        return element;
    }

    private void text(Element parent, String name, String value) throws CodecException {
        requireXmlCharacters(value, name);
        element(parent, name).appendChild(document.createTextNode(value));
    }

    /** XML 1.0 has no form for most control characters, unpaired surrogates, U+FFFE and U+FFFF. */
    private static void requireXmlCharacters(String value, String name) throws CodecException {
        for (int i = 0; i < value.length(); ) {
            int c = value.codePointAt(i);
            boolean legal = c == 0x9 || c == 0xA || c == 0xD || c >= 0x20 && c <= 0xD7FF
                    || c >= 0xE000 && c <= 0xFFFD || c >= 0x10000 && c <= 0x10FFFF;
            if (!legal) {
                throw new CodecException(name + " holds a character XML 1.0 cannot carry");
            }
            i += Character.charCount(c);
        }
    }
}
