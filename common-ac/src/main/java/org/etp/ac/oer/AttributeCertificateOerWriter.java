package org.etp.ac.oer;

import java.io.IOException;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.DERBitString;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.bouncycastle.oer.Element;
import org.bouncycastle.oer.OEREncoder;
import org.bouncycastle.oer.OEROptional;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.der.Asn1Mapping;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * Writes an ETP certificate in canonical OER after {@link EnvelopeOer} and {@link ContentOer}: the module's
 * values as the DER form builds them ({@link Asn1Mapping}), turned into the runtime's ({@link OerValues}) and
 * encoded by Bouncy Castle's {@link OEREncoder}, which writes lengths, integers, quantities and presence
 * bitmaps in their one canonical form.
 */
final class AttributeCertificateOerWriter {

    static final int VERSION_2 = 1;
    static final int ISSUER_V2_FORM = 0;
    static final int DIRECTORY_NAME = 4;

    private AttributeCertificateOerWriter() {
    }

    /**
     * The OER of the AttributeCertificateInfo, the bytes the signature covers; its V2Form names the signer's
     * certificate when {@code signerCertificate} is present.
     *
     * @throws IOException when the issuer's name is no DER
     * @throws IllegalArgumentException when a value is outside its definition
     */
    static byte[] info(PrescriptionCertificate certificate, X500Principal issuer,
            Optional<SignerCertificateId> signerCertificate, Optional<SignatureAlgorithm> algorithm)
            throws IOException {
        return encode(sequence(
                new ASN1Integer(VERSION_2),
                sequence(OEROptional.ABSENT, present(generalNames(Asn1Mapping.holderName(certificate.holder()))),
                        OEROptional.ABSENT),
                new DERTaggedObject(true, ISSUER_V2_FORM, sequence(present(generalNames(Asn1Mapping.name(issuer))),
                        baseCertificateId(signerCertificate), OEROptional.ABSENT)),
                OerAlgorithms.of(algorithm),
                new ASN1Integer(certificate.serialNumber()),
                Asn1Mapping.validity(certificate.validity()),
                sequence(sequence(Asn1Mapping.attributeType(certificate.profile()),
                        sequence(new DEROctetString(content(certificate))))),
                OEROptional.ABSENT,
                OEROptional.ABSENT), EnvelopeOer.INFO);
    }

    /**
     * The OER of the AttributeCertificate. The info goes in as the very bytes that were signed: a SEQUENCE
     * without OPTIONAL components has no preamble, so its encoding is its components' one after the other.
     */
    static byte[] certificate(byte[] info, Optional<SignatureAlgorithm> algorithm, byte[] signatureValue) {
        byte[] identifier = encode(OerAlgorithms.of(algorithm), EnvelopeOer.ALGORITHM_IDENTIFIER);
        byte[] value = encode(new DERBitString(signatureValue), EnvelopeOer.SIGNATURE_VALUE);
        byte[] certificate = new byte[info.length + identifier.length + value.length];
        System.arraycopy(info, 0, certificate, 0, info.length);
        System.arraycopy(identifier, 0, certificate, info.length, identifier.length);
        System.arraycopy(value, 0, certificate, info.length + identifier.length, value.length);
        return certificate;
    }

    /** The V2Form's baseCertificateID: an IssuerSerial without issuerUID, or absent. */
    private static OEROptional baseCertificateId(Optional<SignerCertificateId> signerCertificate) throws IOException {
        if (signerCertificate.isEmpty()) {
            return OEROptional.ABSENT;
        }
        SignerCertificateId signer = signerCertificate.get();
        return present(sequence(generalNames(Asn1Mapping.name(signer.issuer())), new ASN1Integer(signer.serial()),
                OEROptional.ABSENT));
    }

    /** The attribute's value, an open type: the OER of the content, which the attribute type names. */
    private static byte[] content(PrescriptionCertificate certificate) {
        return encode(Asn1Mapping.content(certificate), ContentOer.of(certificate.profile()));
    }

    private static DERSequence generalNames(byte[] directoryName) {
        return sequence(new DERTaggedObject(true, DIRECTORY_NAME, new DEROctetString(directoryName)));
    }

    private static OEROptional present(ASN1Encodable value) {
        return OEROptional.getInstance(value);
    }

    private static DERSequence sequence(ASN1Encodable... components) {
        return new DERSequence(components);
    }

    private static byte[] encode(ASN1Encodable value, Element definition) {
        return OEREncoder.toByteArray(OerValues.toOer(value, definition), definition);
    }
}
