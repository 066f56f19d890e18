package org.etp.ac.oer;

import static org.bouncycastle.oer.OERDefinition.bitString;
import static org.bouncycastle.oer.OERDefinition.bool;
import static org.bouncycastle.oer.OERDefinition.choice;
import static org.bouncycastle.oer.OERDefinition.integer;
import static org.bouncycastle.oer.OERDefinition.nullValue;
import static org.bouncycastle.oer.OERDefinition.octets;
import static org.bouncycastle.oer.OERDefinition.optional;
import static org.bouncycastle.oer.OERDefinition.seq;
import static org.bouncycastle.oer.OERDefinition.seqof;
import static org.etp.ac.oer.OerTypes.oid;
import static org.etp.ac.oer.OerTypes.sized;
import static org.etp.ac.oer.OerTypes.time;

import java.math.BigInteger;
import org.bouncycastle.asn1.ASN1Boolean;
import org.bouncycastle.oer.Element;
import org.bouncycastle.oer.OERDefinition.Builder;

/**
 * The RFC 5755 attribute certificate around an ETP content, as definitions for Bouncy Castle's OER runtime:
 * the ETP profile of the envelope in {@code etp-prescription-oer.asn} (a resource beside
 * {@code etp-prescription.asn}), where the reasons for each mapping are written down. In short:
 *
 * <pre>
 * AttributeCertificate ::= SEQUENCE { acinfo AttributeCertificateInfo,
 *     signatureAlgorithm AlgorithmIdentifier, signatureValue BIT STRING (SIZE (0..8192)) }
 * AttributeCertificateInfo ::= SEQUENCE { version INTEGER (1), holder Holder, issuer AttCertIssuer,
 *     signature AlgorithmIdentifier, serialNumber INTEGER (0..2^160-1), attrCertValidityPeriod
 *     AttCertValidityPeriod, attributes SEQUENCE SIZE (1) OF Attribute,
 *     issuerUniqueID BIT STRING (SIZE (0..1024)) OPTIONAL, extensions Extensions OPTIONAL }
 * Holder ::= SEQUENCE { baseCertificateID OutsideProfile OPTIONAL, entityName GeneralNames OPTIONAL,
 *     objectDigestInfo OutsideProfile OPTIONAL }
 * AttCertIssuer ::= CHOICE { v2Form [0] V2Form }      -- v1Form's universal tag is refused
 * V2Form ::= SEQUENCE { issuerName GeneralNames OPTIONAL, baseCertificateID IssuerSerial OPTIONAL,
 *     objectDigestInfo OutsideProfile OPTIONAL }
 * IssuerSerial ::= SEQUENCE { issuer GeneralNames, serial INTEGER (0..2^160-1),
 *     issuerUID OutsideProfile OPTIONAL }              -- the signer's certificate; 0 is refused
 * GeneralNames ::= SEQUENCE SIZE (1) OF GeneralName
 * GeneralName ::= CHOICE { [0]..[3] OutsideProfile, directoryName [4] Name }   -- [5] to [8] refused
 * Name ::= OCTET STRING (SIZE (1..1024)) (CONTAINING Name ENCODED BY der)
 * AlgorithmIdentifier ::= SEQUENCE { algorithm OBJECT IDENTIFIER,
 *     parameters OCTET STRING (SIZE (1..64)) OPTIONAL }  -- the open type's value, in DER
 * AttCertValidityPeriod ::= SEQUENCE { notBeforeTime GeneralizedTime, notAfterTime GeneralizedTime }
 * Attribute ::= SEQUENCE { type OBJECT IDENTIFIER, values SET SIZE (1) OF
 *     OCTET STRING (SIZE (1..262144)) }                  -- the open type: the OER of the content
 * Extensions ::= SEQUENCE SIZE (1..16) OF SEQUENCE { extnID OBJECT IDENTIFIER,
 *     critical BOOLEAN DEFAULT FALSE, extnValue OCTET STRING (SIZE (0..1024)) }
 * OutsideProfile ::= NULL   -- a place holder: a presence bit or tag choosing it is refused
 * </pre>
 */
final class EnvelopeOer {

    /** The largest content the module allows (an audit record with every list full) is about 180 KB. */
    static final int MAX_CONTENT_OCTETS = 1 << 18;
    /** A prescriber's subject of the longest names the model allows is under 1 KB in DER. */
    static final int MAX_NAME_OCTETS = 1024;
    /** DER parameters of an allowed algorithm: {@code 05 00} for RSA, none for the others. */
    static final int MAX_PARAMETER_OCTETS = 64;
    /** Whole octets of a signature of up to 8192 bits (RSA keys of up to 8192 bits). */
    static final int MAX_SIGNATURE_BITS = 8192;
    static final BigInteger MAX_SERIAL = BigInteger.ONE.shiftLeft(160).subtract(BigInteger.ONE);

    static final Element ALGORITHM_IDENTIFIER = algorithmIdentifier().build();

    static final Element SIGNATURE_VALUE = signatureValue().build();

    static final Element INFO = info().build();

    static final Element CERTIFICATE = seq(info().label("acinfo"),
            algorithmIdentifier().label("signatureAlgorithm"), signatureValue())
            .typeName("AttributeCertificate").build();

    private EnvelopeOer() {
    }

    private static Builder info() {
        return seq(
                integer(1, 1).label("version"),
                seq(optional(outsideProfile("baseCertificateID"), generalNames().label("entityName"),
                        outsideProfile("objectDigestInfo"))).typeName("Holder").label("holder"),
                choice(seq(optional(generalNames().label("issuerName"), issuerSerial().label("baseCertificateID"),
                        outsideProfile("objectDigestInfo"))).typeName("V2Form").label("v2Form"))
                        .typeName("AttCertIssuer").label("issuer"),
                algorithmIdentifier().label("signature"),
                serial().label("serialNumber"),
                seq(time("notBeforeTime"), time("notAfterTime")).typeName("AttCertValidityPeriod")
                        .label("attrCertValidityPeriod"),
                sized(seqof(seq(oid("type"), sized(seqof(octets(1, MAX_CONTENT_OCTETS).label("value")), 1, 1)
                        .label("values")).typeName("Attribute")), 1, 1).label("attributes"),
                optional(bitString(0, 1024).label("issuerUniqueID"), sized(seqof(seq(oid("extnID"),
                        bool().defaultValue(ASN1Boolean.FALSE).label("critical"), octets(0, 1024).label("extnValue"))
                        .typeName("Extension")), 1, 16).label("extensions")))
                .typeName("AttributeCertificateInfo");
    }

    private static Builder algorithmIdentifier() {
        return seq(oid("algorithm"), optional(octets(1, MAX_PARAMETER_OCTETS).label("parameters")))
                .typeName("AlgorithmIdentifier");
    }

    private static Builder signatureValue() {
        return bitString(0, MAX_SIGNATURE_BITS).label("signatureValue");
    }

    /** A certificate's serial number: unsigned as X.696 writes it, 0 refused by the reader. */
    private static Builder serial() {
        return integer(BigInteger.ZERO, MAX_SERIAL);
    }

    /** The signer's certificate: its issuer's name and its serial number; ETP uses no issuerUID. */
    private static Builder issuerSerial() {
        return seq(generalNames().label("issuer"), serial().label("serial"),
                optional(outsideProfile("issuerUID"))).typeName("IssuerSerial");
    }

    /** GeneralNames of one GeneralName, which ETP allows to be a directoryName only. */
    private static Builder generalNames() {
        return sized(seqof(choice(outsideProfile("otherName"), outsideProfile("rfc822Name"),
                outsideProfile("dNSName"), outsideProfile("x400Address"),
                octets(1, MAX_NAME_OCTETS).typeName("Name").label("directoryName")).typeName("GeneralName")), 1, 1)
                .typeName("GeneralNames");
    }

    /** A component or alternative outside the ETP profile: decoded as nothing, and refused when chosen. */
    private static Builder outsideProfile(String label) {
        return nullValue().typeName("OutsideProfile").label(label);
    }
}
