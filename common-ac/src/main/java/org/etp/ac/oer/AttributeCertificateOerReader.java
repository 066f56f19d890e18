package org.etp.ac.oer;

import static org.etp.ac.oer.AttributeCertificateOerWriter.DIRECTORY_NAME;
import static org.etp.ac.rejection.Reason.MALFORMED;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1BitString;
import org.bouncycastle.asn1.ASN1Boolean;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.ASN1TaggedObject;
import org.bouncycastle.oer.OEROptional;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.der.Asn1Mapping;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * Decodes received bytes, accepting only the canonical OER of what {@link AttributeCertificateOerWriter}
 * writes: {@link CanonicalOerReader} decodes the certificate and then the content its attribute carries, each checked
 * for canonical form and bounds; this class holds the envelope to the ETP profile — one holder and one issuer,
 * each a directoryName whose DER passes the DER form's own check, the issuer perhaps with a baseCertificateID of
 * one such directoryName and a positive serial number, an allowed algorithm spelt the same in both
 * places, a positive serial number of at most 20 octets, one attribute of one of ETP's types, no
 * issuerUniqueID and no critical or repeated extension.
 */
final class AttributeCertificateOerReader {

    private static final int MAX_SERIAL_BITS = 160;

    /** The AttCertIssuer: the issuer's name and the certificate it names as its signer's, if any. */
    private record Issuer(X500Principal name, Optional<SignerCertificateId> signerCertificate) {
    }

    private AttributeCertificateOerReader() {
    }

    static OerDecodedCertificate read(byte[] bytes) throws VerificationException {
        CanonicalOerReader.Decoded certificate = CanonicalOerReader.read(bytes, EnvelopeOer.CERTIFICATE,
                "the certificate");
        try {
            return structure(bytes, certificate);
        } catch (RuntimeException e) {
            // a slip in the walk below must still refuse the input, not escape as something else
            throw new VerificationException(MALFORMED, "the certificate could not be read", e);
        }
    }

    private static OerDecodedCertificate structure(byte[] bytes, CanonicalOerReader.Decoded certificate)
            throws VerificationException {
        ASN1Sequence fields = component(certificate.values(), 0);
        ASN1Sequence signatureAlgorithm = component(certificate.values(), 1);
        ASN1BitString signatureValue = ASN1BitString.getInstance(certificate.values().getObjectAt(2));

        ASN1Encodable holderName = Asn1Mapping.canonicalDer(holderName(component(fields, 1)), "the holder's name");
        Issuer issuer = issuer(ASN1TaggedObject.getInstance(fields.getObjectAt(2)));
        if (!OerAlgorithms.same(component(fields, 3), signatureAlgorithm)) {
            throw new VerificationException(MALFORMED, "the signature field differs from signatureAlgorithm");
        }
        Optional<SignatureAlgorithm> algorithm = OerAlgorithms.read(signatureAlgorithm);
        BigInteger serialNumber = serialNumber(fields.getObjectAt(4));
        ASN1Sequence attribute = component(component(fields, 6), 0);
        Profile profile = Asn1Mapping.profile(ASN1ObjectIdentifier.getInstance(attribute.getObjectAt(0)))
                .orElseThrow(() -> new VerificationException(MALFORMED, "the attribute is of no ETP attribute type"));
        byte[] content = ASN1OctetString.getInstance(component(attribute, 1).getObjectAt(0)).getOctets();
        ASN1Encodable value = OerValues.withoutPresence(CanonicalOerReader.read(content, ContentOer.of(profile),
                "the " + profile.id() + " content").values());
        if (OEROptional.getInstance(fields.getObjectAt(7)).isDefined()) {
            throw new VerificationException(MALFORMED, "the certificate has an issuerUniqueID");
        }
        extensions(OEROptional.getInstance(fields.getObjectAt(8)));
        byte[] signatureOctets = signatureValue.getOctets();
        if (algorithm.isEmpty() && signatureOctets.length != 0) {
            throw new VerificationException(MALFORMED, "an unsigned certificate carries a signatureValue");
        }
        return new OerDecodedCertificate(bytes, certificate.ends()[0], signatureOctets, algorithm, issuer.name(),
                issuer.signerCertificate(),
                new OerDecodedCertificate.Body(serialNumber, holderName, fields.getObjectAt(5), profile, value));
    }

    /** The holder: entityName, and nothing else. */
    private static byte[] holderName(ASN1Sequence holder) throws VerificationException {
        return onlyDirectoryName(holder, 1, "holder");
    }

    /** The issuer: v2Form with an issuerName, perhaps a baseCertificateID, and no objectDigestInfo. */
    private static Issuer issuer(ASN1TaggedObject issuer) throws VerificationException {
        ASN1Sequence v2Form = ASN1Sequence.getInstance(issuer.getExplicitBaseObject());
        OEROptional issuerName = OEROptional.getInstance(v2Form.getObjectAt(0));
        if (!issuerName.isDefined() || OEROptional.getInstance(v2Form.getObjectAt(2)).isDefined()) {
            throw new VerificationException(MALFORMED, "the issuer is not exactly one name");
        }
        OEROptional baseCertificateId = OEROptional.getInstance(v2Form.getObjectAt(1));
        Optional<SignerCertificateId> signer = baseCertificateId.isDefined()
                ? Optional.of(signerCertificate(ASN1Sequence.getInstance(baseCertificateId.get())))
                : Optional.empty();
        return new Issuer(principal(directoryName(issuerName.get(), "issuer"), "the issuer's name"), signer);
    }

    /** An IssuerSerial of one directoryName and a positive serial number, without issuerUID. */
    private static SignerCertificateId signerCertificate(ASN1Sequence issuerSerial) throws VerificationException {
        if (OEROptional.getInstance(issuerSerial.getObjectAt(2)).isDefined()) {
            throw new VerificationException(MALFORMED, "the baseCertificateID has an issuerUID");
        }
        X500Principal issuer = principal(directoryName(issuerSerial.getObjectAt(0), "baseCertificateID's issuer"),
                "the baseCertificateID's issuer");
        return new SignerCertificateId(issuer, serialNumber(issuerSerial.getObjectAt(1)));
    }

    private static X500Principal principal(byte[] name, String what) throws VerificationException {
        Asn1Mapping.checkCanonicalDer(name, what);
        return Asn1Mapping.principal(name);
    }

    /** A positive serial number of at most 20 octets (RFC 5280, 4.1.2.2). */
    private static BigInteger serialNumber(ASN1Encodable value) throws VerificationException {
        BigInteger serial = ASN1Integer.getInstance(value).getValue();
        if (serial.signum() <= 0 || serial.bitLength() > MAX_SERIAL_BITS) {
            throw new VerificationException(MALFORMED, "a serial number is not positive or over 20 octets");
        }
        return serial;
    }

    /** The DER of the one directoryName in the GeneralNames at {@code index}, the other components absent. */
    private static byte[] onlyDirectoryName(ASN1Sequence components, int index, String whose)
            throws VerificationException {
        for (int i = 0; i < components.size(); i++) {
            if (OEROptional.getInstance(components.getObjectAt(i)).isDefined() != (i == index)) {
                throw new VerificationException(MALFORMED, "the " + whose + " is not exactly one name");
            }
        }
        return directoryName(OEROptional.getInstance(components.getObjectAt(index)).get(), whose);
    }

    /** The DER of the one GeneralName of {@code generalNames}, which must be a directoryName. */
    private static byte[] directoryName(ASN1Encodable generalNames, String whose) throws VerificationException {
        ASN1TaggedObject generalName = ASN1TaggedObject.getInstance(ASN1Sequence.getInstance(generalNames)
                .getObjectAt(0));
        if (generalName.getTagNo() != DIRECTORY_NAME) {
            throw new VerificationException(MALFORMED, "the " + whose + "'s name is not a directoryName");
        }
        return ASN1OctetString.getInstance(generalName.getExplicitBaseObject()).getOctets();
    }

    /** Ignores non-critical extensions and refuses critical or repeated ones: ETP defines none. */
    private static void extensions(OEROptional extensions) throws VerificationException {
        if (!extensions.isDefined()) {
            return;
        }
        Set<ASN1ObjectIdentifier> seen = new HashSet<>();
        for (ASN1Encodable element : ASN1Sequence.getInstance(extensions.get())) {
            ASN1Sequence extension = ASN1Sequence.getInstance(element);
            if (!seen.add(ASN1ObjectIdentifier.getInstance(extension.getObjectAt(0)))) {
                throw new VerificationException(MALFORMED, "an extension appears twice");
            }
            ASN1Encodable critical = extension.getObjectAt(1);
            if (ASN1Boolean.getInstance(critical instanceof OEROptional present ? present.get() : critical).isTrue()) {
                throw new VerificationException(MALFORMED, "the certificate has a critical extension");
            }
        }
    }

    private static ASN1Sequence component(ASN1Sequence sequence, int index) {
        return ASN1Sequence.getInstance(sequence.getObjectAt(index));
    }
}
