package org.etp.ac.der;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Optional;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.asn1.DERBitString;
import org.bouncycastle.asn1.DERSet;
import org.bouncycastle.asn1.DERTaggedObject;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.prescription.PrescriptionCertificate;

/**
 * Writes the RFC 5755 attribute certificate around an ETP content, in DER. From RFC 5755 (module
 * PKIXAttributeCertificate-2008, IMPLICIT TAGS) and RFC 5280, with what ETP puts in each field:
 *
 * <pre>
 * AttributeCertificate ::= SEQUENCE {
 *     acinfo               AttributeCertificateInfo,
 *     signatureAlgorithm   AlgorithmIdentifier,
 *     signatureValue       BIT STRING }
 *
 * AttributeCertificateInfo ::= SEQUENCE {
 *     version                 AttCertVersion,          -- v2
 *     holder                  Holder,
 *     issuer                  AttCertIssuer,
 *     signature               AlgorithmIdentifier,     -- equal to signatureAlgorithm
 *     serialNumber            CertificateSerialNumber,
 *     attrCertValidityPeriod  AttCertValidityPeriod,
 *     attributes              SEQUENCE OF Attribute,   -- ETP: exactly one
 *     issuerUniqueID          UniqueIdentifier OPTIONAL,   -- ETP: absent
 *     extensions              Extensions OPTIONAL }        -- ETP: absent
 *
 * AttCertVersion ::= INTEGER { v2(1) }
 *
 * Holder ::= SEQUENCE {
 *     baseCertificateID  [0] IssuerSerial OPTIONAL,        -- ETP: absent
 *     entityName         [1] GeneralNames OPTIONAL,        -- ETP: one directoryName, the patient
 *     objectDigestInfo   [2] ObjectDigestInfo OPTIONAL }   -- ETP: absent
 *
 * AttCertIssuer ::= CHOICE {
 *     v1Form  GeneralNames,                                -- ETP: never
 *     v2Form  [0] V2Form }
 *
 * V2Form ::= SEQUENCE {
 *     issuerName         GeneralNames OPTIONAL,            -- ETP: one directoryName, the prescriber
 *     baseCertificateID  [0] IssuerSerial OPTIONAL,        -- ETP: the signer's certificate when signed
 *     objectDigestInfo   [1] ObjectDigestInfo OPTIONAL }   -- ETP: absent
 *
 * IssuerSerial ::= SEQUENCE {
 *     issuer     GeneralNames,                             -- ETP: one directoryName, the signer's CA
 *     serial     CertificateSerialNumber,                  -- the signer certificate's serial
 *     issuerUID  UniqueIdentifier OPTIONAL }               -- ETP: absent
 *
 * GeneralNames ::= SEQUENCE SIZE (1..MAX) OF GeneralName
 * GeneralName ::= CHOICE { ..., directoryName [4] Name, ... }   -- explicit, as Name is a CHOICE
 *
 * CertificateSerialNumber ::= INTEGER
 *
 * AttCertValidityPeriod ::= SEQUENCE {
 *     notBeforeTime  GeneralizedTime,
 *     notAfterTime   GeneralizedTime }
 *
 * Attribute ::= SEQUENCE {
 *     type    AttributeType,                               -- OBJECT IDENTIFIER
 *     values  SET OF AttributeValue }                      -- ETP: exactly one
 * </pre>
 */
final class AttributeCertificateWriter {

    static final int VERSION_2 = 1;

    static final int HOLDER_ENTITY_NAME = 1;
    static final int ISSUER_V2_FORM = 0;
    static final int V2_FORM_BASE_CERTIFICATE_ID = 0;
    static final int DIRECTORY_NAME = 4;

    private AttributeCertificateWriter() {
    }

    /**
     * The DER of the AttributeCertificateInfo, the bytes the signature covers; its V2Form names the signer's
     * certificate when {@code signerCertificate} is present.
     */
    static byte[] info(PrescriptionCertificate certificate, ASN1Primitive issuerName,
            Optional<SignerCertificateId> signerCertificate, ASN1Primitive signature) throws IOException {
        return Values.sequence(
                new ASN1Integer(VERSION_2),
                Values.sequence(new DERTaggedObject(false, HOLDER_ENTITY_NAME,
                        generalNames(HolderName.write(certificate.holder())))),
                new DERTaggedObject(false, ISSUER_V2_FORM, v2Form(issuerName, signerCertificate)),
                signature,
                new ASN1Integer(certificate.serialNumber()),
                Values.sequence(Values.time(certificate.validity().notBefore()),
                        Values.time(certificate.validity().notAfter())),
                Values.sequence(Values.sequence(Contents.attributeType(certificate.profile()),
                        new DERSet(Contents.write(certificate.content())))))
                .getEncoded(ASN1Encoding.DER);
    }

    /**
     * The DER of the AttributeCertificate. The info goes in as the very bytes that were signed rather than
     * being encoded a second time, which would cost as much again and could, in principle, differ.
     */
    static byte[] certificate(byte[] info, ASN1Primitive signatureAlgorithm, byte[] signatureValue)
            throws IOException {
        byte[] algorithm = signatureAlgorithm.getEncoded(ASN1Encoding.DER);
        byte[] value = new DERBitString(signatureValue).getEncoded(ASN1Encoding.DER);
        int length = info.length + algorithm.length + value.length;
        ByteArrayOutputStream out = new ByteArrayOutputStream(length + 6);
        out.write(0x30);
        writeLength(out, length);
        out.write(info);
        out.write(algorithm);
        out.write(value);
        return out.toByteArray();
    }

    private static ASN1Encodable v2Form(ASN1Primitive issuerName, Optional<SignerCertificateId> signerCertificate)
            throws IOException {
        if (signerCertificate.isEmpty()) {
            return Values.sequence(generalNames(issuerName));
        }
        SignerCertificateId signer = signerCertificate.get();
        var issuerSerial = Values.sequence(generalNames(Asn1Reading.read(signer.issuer().getEncoded())),
                new ASN1Integer(signer.serial()));
        return Values.sequence(generalNames(issuerName),
                new DERTaggedObject(false, V2_FORM_BASE_CERTIFICATE_ID, issuerSerial));
    }

    private static ASN1Encodable generalNames(ASN1Encodable directoryName) {
        return Values.sequence(new DERTaggedObject(true, DIRECTORY_NAME, directoryName));
    }

    /** A DER length: short form under 128, else the fewest octets that hold it (X.690, 8.1.3 and 10.1). */
    private static void writeLength(ByteArrayOutputStream out, int length) {
        if (length < 0x80) {
            out.write(length);
            return;
        }
        int octets = (Integer.SIZE - Integer.numberOfLeadingZeros(length) + 7) / Byte.SIZE;
        out.write(0x80 | octets);
        for (int shift = (octets - 1) * Byte.SIZE; shift >= 0; shift -= Byte.SIZE) {
            out.write(length >>> shift);
        }
    }
}
