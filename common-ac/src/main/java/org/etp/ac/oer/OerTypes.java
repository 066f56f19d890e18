package org.etp.ac.oer;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.util.Arrays;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1GeneralizedTime;
import org.bouncycastle.asn1.ASN1IA5String;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.ASN1String;
import org.bouncycastle.asn1.DERGeneralizedTime;
import org.bouncycastle.asn1.DERIA5String;
import org.bouncycastle.asn1.DERNumericString;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERPrintableString;
import org.bouncycastle.oer.OERDefinition.BaseType;
import org.bouncycastle.oer.OERDefinition.Builder;
import org.bouncycastle.oer.OERDefinition;
import org.etp.ac.prescription.CalendarText;

/**
 * The module's types that Bouncy Castle's OER runtime has no element for, each carried by an element whose
 * encoding is the very octets X.696 gives the module's type, and named by its {@code typeName} so that
 * {@link OerValues} turns the carrier's value into the module's and back:
 *
 * <ul>
 * <li>PrintableString and NumericString — an IA5String element: all three are known-multiplier character
 * strings of one octet a character, with no length determinant when the size is fixed. The
 * alphabet is checked when the value is made.
 * <li>GeneralizedTime — an IA5String element without bounds: X.696 encodes it as the VisibleString of its
 * characters, which has no PER-visible size constraint and so keeps its length determinant. ETP allows
 * exactly {@code YYYYMMDDHHMMSSZ}, which is checked when the value is made.
 * <li>OBJECT IDENTIFIER — an OCTET STRING element: X.696 encodes it as a length determinant and
 * the contents octets of its BER encoding, which is exactly an OCTET STRING of those octets.
 * </ul>
 */
final class OerTypes {

    static final String PRINTABLE = "PrintableString";
    static final String NUMERIC = "NumericString";
    static final String TIME = "GeneralizedTime";
    static final String OID = "OBJECT IDENTIFIER";

    /** OIDs here are ETP's and the signature algorithms'; 64 octets is room for any a registry hands out. */
    private static final int MAX_OID_OCTETS = 64;

    private OerTypes() {
    }

    static Builder printable(String label, int size) {
        return printable(label, size, size);
    }

    static Builder printable(String label, int min, int max) {
        return sized(new Builder(BaseType.IA5String).typeName(PRINTABLE).label(label), min, max);
    }

    static Builder numeric(String label, int size) {
        return numeric(label, size, size);
    }

    static Builder numeric(String label, int min, int max) {
        return sized(new Builder(BaseType.IA5String).typeName(NUMERIC).label(label), min, max);
    }

    /** A UTF8String of {@code min} to {@code max} characters (not octets: X.680 counts characters). */
    static Builder utf8(String label, int min, int max) {
        return OERDefinition.utf8String(min, max).label(label);
    }

    static Builder time(String label) {
        return new Builder(BaseType.IA5String).typeName(TIME).label(label);
    }

    /** {@code builder} with the bounds {@code (min..max)}: a SIZE, or an INTEGER's range. */
    static Builder sized(Builder builder, long min, long max) {
        return builder.range(BigInteger.valueOf(min), BigInteger.valueOf(max));
    }

    static Builder oid(String label) {
        return OERDefinition.octets(1, MAX_OID_OCTETS).typeName(OID).label(label);
    }

    /** The carrier of a module's value of {@code type}; other values are their own carriers. */
    static ASN1Encodable carrier(ASN1Encodable value, String type) {
        if (PRINTABLE.equals(type) || NUMERIC.equals(type)) {
            return new DERIA5String(((ASN1String) value).getString());
        }
        if (TIME.equals(type)) {
            return new DERIA5String(ASN1GeneralizedTime.getInstance(value).getTimeString());
        }
        if (OID.equals(type)) {
            byte[] der;
            try {
                der = ASN1ObjectIdentifier.getInstance(value).getEncoded(ASN1Encoding.DER);
            } catch (IOException e) {
                throw new IllegalStateException("an OID in memory failed to encode", e);
            }
            return new DEROctetString(Arrays.copyOfRange(der, der[1] >= 0 ? 2 : 2 + (der[1] & 0x7F), der.length));
        }
        return value;
    }

    /**
     * A GeneralizedTime of the one form ETP allows, naming a real instant (as the DER form checks it). It is
     * made from its octets rather than from the text, which Bouncy Castle would parse with a new
     * {@code SimpleDateFormat} — tens of microseconds a time.
     */
    private static ASN1GeneralizedTime generalizedTime(String time) {
        try {
            CalendarText.instant(time, CalendarText.GENERALIZED_TIME);
        } catch (DateTimeException e) {
            throw new IllegalArgumentException(CalendarText.fits(time, CalendarText.GENERALIZED_TIME)
                    ? "no real instant" : "not YYYYMMDDHHMMSSZ", e);
        }
        return new DERGeneralizedTime(time.getBytes(StandardCharsets.US_ASCII));
    }

    /**
     * The module's value of {@code type} that a received carrier holds.
     *
     * @throws IllegalArgumentException when it holds no value of the type: a character outside the alphabet,
     *         a time not of the form {@code YYYYMMDDHHMMSSZ}, OID contents with a non-minimal subidentifier
     */
    static ASN1Encodable value(ASN1Encodable carrier, String type) {
        if (PRINTABLE.equals(type) || NUMERIC.equals(type) || TIME.equals(type)) {
            return value(ASN1IA5String.getInstance(carrier).getString(), type);
        }
        if (OID.equals(type)) {
            return ASN1ObjectIdentifier.fromContents(ASN1OctetString.getInstance(carrier).getOctets());
        }
        return carrier;
    }

    /**
     * The module's value of {@code type} (PrintableString, NumericString, GeneralizedTime or, for any other
     * type, IA5String) that the characters of an IA5String carrier spell.
     *
     * @throws IllegalArgumentException as {@link #value(ASN1Encodable, String)}
     */
    static ASN1Encodable value(String characters, String type) {
        if (PRINTABLE.equals(type)) {
            return new DERPrintableString(characters, true);
        }
        if (NUMERIC.equals(type)) {
            return new DERNumericString(characters, true);
        }
        if (TIME.equals(type)) {
            return generalizedTime(characters);
        }
        return new DERIA5String(characters);
    }
}
