package org.etp.ac.der;

import static org.etp.ac.der.AttributeCertificateWriter.DIRECTORY_NAME;
import static org.etp.ac.der.AttributeCertificateWriter.HOLDER_ENTITY_NAME;
import static org.etp.ac.der.AttributeCertificateWriter.ISSUER_V2_FORM;
import static org.etp.ac.der.AttributeCertificateWriter.V2_FORM_BASE_CERTIFICATE_ID;
import static org.etp.ac.der.AttributeCertificateWriter.VERSION_2;
import static org.etp.ac.rejection.Reason.MALFORMED;
import static org.etp.ac.rejection.Reason.NON_CANONICAL;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.BERTags;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.der.DerCursor.Element;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * Decodes received bytes, accepting only the one DER encoding of what {@link AttributeCertificateWriter}
 * writes. {@link CanonicalDer} first checks every element's encoding; then this class walks the
 * structure around the content field by field, on the received bytes themselves, building no ASN.1
 * objects: decoding is what every message pays before its signature is checked, so it is kept to
 * index arithmetic. The content of the attribute is read later, by {@link DerDecodedCertificate#parse()}.
 */
final class AttributeCertificateReader {

    private static final int SEQUENCE = BERTags.SEQUENCE | BERTags.CONSTRUCTED;
    private static final int SET = BERTags.SET | BERTags.CONSTRUCTED;
    private static final int CONTEXT_CONSTRUCTED = BERTags.CONTEXT_SPECIFIC | BERTags.CONSTRUCTED;
    /** RFC 5280, 4.1.2.2: serial numbers are at most 20 octets. */
    private static final int MAX_SERIAL_OCTETS = 20;

    private AttributeCertificateReader() {
    }

    static DerDecodedCertificate read(byte[] bytes) throws VerificationException {
        CanonicalDer.check(bytes);
        try {
            return structure(bytes);
        } catch (RuntimeException e) {
            // a slip in the offsets above must still refuse the input, not escape as something else
            throw new VerificationException(MALFORMED, "the certificate could not be read", e);
        }
    }

    private static DerDecodedCertificate structure(byte[] bytes) throws VerificationException {
        DerCursor certificate = DerCursor.over(bytes).enter(SEQUENCE, "AttributeCertificate");
        Element info = certificate.next(SEQUENCE, "acinfo");
        Element signatureAlgorithm = certificate.next(SEQUENCE, "signatureAlgorithm");
        Element signatureValue = certificate.next(BERTags.BIT_STRING, "signatureValue");
        certificate.end("AttributeCertificate");

        DerCursor fields = certificate.inside(info);
        Element version = fields.next(BERTags.INTEGER, "version");
        if (version.contentLength() != 1 || fields.octet(version.contentStart()) != VERSION_2) {
            throw new VerificationException(MALFORMED, "the version is not v2");
        }
        Element holderName = holderName(fields.enter(SEQUENCE, "holder"));
        DerCursor v2Form = fields.enter(CONTEXT_CONSTRUCTED | ISSUER_V2_FORM, "the issuer's v2Form");
        Element issuerName = directoryName(v2Form.enter(SEQUENCE, "the issuer's issuerName"), "issuer");
        Optional<SignerCertificateId> signerCertificate = baseCertificateId(v2Form);
        v2Form.end("V2Form");
        Element signature = fields.next(SEQUENCE, "signature");
        if (!fields.sameBytes(signature, signatureAlgorithm)) {
            throw new VerificationException(MALFORMED, "the signature field differs from signatureAlgorithm");
        }
        Optional<SignatureAlgorithm> algorithm = AlgorithmIdentifiers.read(fields, signatureAlgorithm);
        Element serialNumber = serialNumber(fields.next(BERTags.INTEGER, "serialNumber"), fields);
        Element validity = fields.next(SEQUENCE, "attrCertValidityPeriod");
        DerCursor times = fields.inside(validity);
        times.next(BERTags.GENERALIZED_TIME, "notBeforeTime");
        times.next(BERTags.GENERALIZED_TIME, "notAfterTime");
        times.end("AttCertValidityPeriod");
        DerCursor attributes = fields.enter(SEQUENCE, "attributes");
        DerCursor attribute = attributes.enter(SEQUENCE, "the attribute");
        attributes.end("attributes");
        Profile profile = Contents.profile(fields, attribute.next(BERTags.OBJECT_IDENTIFIER, "the attribute's type"))
                .orElseThrow(() -> new VerificationException(MALFORMED, "the attribute is of no ETP attribute type"));
        DerCursor values = attribute.enter(SET, "the attribute's values");
        Element value = values.next(SEQUENCE, "the attribute's value");
        values.end("the attribute's values");
        attribute.end("the attribute");
        if (fields.hasNext() && fields.peekTag() == BERTags.BIT_STRING) {
            throw new VerificationException(MALFORMED, "the certificate has an issuerUniqueID");
        }
        if (fields.hasNext()) {
            extensions(fields.enter(SEQUENCE, "extensions"));
        }
        fields.end("AttributeCertificateInfo");
        return new DerDecodedCertificate(bytes, info, signatureOctets(fields, signatureValue, algorithm.isPresent()),
                algorithm, principal(fields, issuerName), signerCertificate,
                new DerDecodedCertificate.Body(serialNumber, holderName, validity, profile, value));
    }

    /** The holder: entityName, and nothing else. */
    private static Element holderName(DerCursor holder) throws VerificationException {
        Element name = directoryName(holder.enter(CONTEXT_CONSTRUCTED | HOLDER_ENTITY_NAME, "entityName"), "holder");
        holder.end("Holder");
        return name;
    }

    /**
     * The V2Form's baseCertificateID after its issuerName, when there is one: an IssuerSerial of one directoryName
     * and a positive serial number, without issuerUID.
     */
    private static Optional<SignerCertificateId> baseCertificateId(DerCursor v2Form) throws VerificationException {
        if (!v2Form.hasNext() || v2Form.peekTag() != (CONTEXT_CONSTRUCTED | V2_FORM_BASE_CERTIFICATE_ID)) {
            return Optional.empty();
        }
        DerCursor issuerSerial = v2Form.enter(CONTEXT_CONSTRUCTED | V2_FORM_BASE_CERTIFICATE_ID,
                "the issuer's baseCertificateID");
        Element issuer = directoryName(issuerSerial.enter(SEQUENCE, "the baseCertificateID's issuer"),
                "baseCertificateID's issuer");
        Element serial = serialNumber(issuerSerial.next(BERTags.INTEGER, "the baseCertificateID's serial"),
                issuerSerial);
        issuerSerial.end("the baseCertificateID");
        return Optional.of(new SignerCertificateId(principal(issuerSerial, issuer),
                new BigInteger(issuerSerial.copy(serial.contentStart(), serial.end()))));
    }

    /** The Name in GeneralNames that hold exactly one GeneralName, a directoryName. */
    private static Element directoryName(DerCursor generalNames, String whose) throws VerificationException {
        DerCursor directoryName = generalNames.enter(CONTEXT_CONSTRUCTED | DIRECTORY_NAME,
                "the " + whose + "'s directoryName");
        generalNames.end("the " + whose + "'s GeneralNames");
        Element name = directoryName.next(SEQUENCE, "the " + whose + "'s Name");
        directoryName.end("the " + whose + "'s directoryName");
        return name;
    }

    private static Element serialNumber(Element serial, DerCursor fields) throws VerificationException {
        int first = fields.octet(serial.contentStart());
        // DER integers are minimal, so a leading 00 octet is there only to keep a set top bit positive
        if (first >= 0x80 || first == 0 && serial.contentLength() == 1
                || serial.contentLength() - (first == 0 ? 1 : 0) > MAX_SERIAL_OCTETS) {
            throw new VerificationException(MALFORMED, "the serial number is not positive or over 20 octets");
        }
        return serial;
    }

    /** Ignores non-critical extensions and refuses critical ones: ETP defines none. */
    private static void extensions(DerCursor extensions) throws VerificationException {
        if (!extensions.hasNext()) {
            throw new VerificationException(MALFORMED, "the certificate has an empty extensions field");
        }
        Set<ByteBuffer> seen = new HashSet<>();
        while (extensions.hasNext()) {
            DerCursor extension = extensions.enter(SEQUENCE, "an extension");
            if (!seen.add(extensions.view(extension.next(BERTags.OBJECT_IDENTIFIER, "an extension's extnID")))) {
                throw new VerificationException(MALFORMED, "an extension appears twice");
            }
            if (extension.hasNext() && extension.peekTag() == BERTags.BOOLEAN) {
                Element critical = extension.next(BERTags.BOOLEAN, "an extension's critical flag");
                if (extension.octet(critical.contentStart()) == 0) {
                    throw new VerificationException(NON_CANONICAL, "an extension spells out critical FALSE, "
                            + "a DEFAULT that DER leaves out");
                }
                throw new VerificationException(MALFORMED, "the certificate has a critical extension");
            }
            extension.next(BERTags.OCTET_STRING, "an extension's extnValue");
            extension.end("an extension");
        }
    }

    private static byte[] signatureOctets(DerCursor cursor, Element value, boolean signed)
            throws VerificationException {
        if (cursor.octet(value.contentStart()) != 0) {
            throw new VerificationException(MALFORMED, "the signatureValue is not a BIT STRING of whole octets");
        }
        if (!signed && value.contentLength() != 1) {
            throw new VerificationException(MALFORMED, "an unsigned certificate carries a signatureValue");
        }
        return cursor.copy(value.contentStart() + 1, value.end());
    }

    private static X500Principal principal(DerCursor cursor, Element name) throws VerificationException {
        return Asn1Mapping.principal(cursor.copy(name));
    }
}
