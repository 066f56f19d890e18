package org.etp.ac.receipt;

import java.io.IOException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1GeneralizedTime;
import org.bouncycastle.asn1.ASN1InputStream;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.DERGeneralizedTime;
import org.bouncycastle.asn1.DERPrintableString;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;

/**
 * Reading and writing the small DER structures of the STATUS exchange. Reading is strict: exactly one
 * element, nothing after it, nested at most a few levels, and byte for byte its own DER re-encoding (so
 * any BER form is {@code NON_CANONICAL}); every other fault, a Bouncy Castle runtime exception included,
 * is {@code MALFORMED}.
 */
final class StrictDer {

    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("uuuuMMddHHmmss'Z'")
            .withZone(ZoneOffset.UTC);

    private StrictDer() {
    }

    /** The one DER element {@code bytes} hold, re-encoded to the same bytes, of at most {@code limit} bytes. */
    static ASN1Sequence sequence(byte[] bytes, int limit, String what) throws VerificationException {
        if (bytes.length == 0 || bytes.length > limit) {
            throw new VerificationException(Reason.MALFORMED, what + " of " + bytes.length + " bytes (1 to " + limit
                    + ")");
        }
        ASN1Primitive value;
        try (ASN1InputStream in = new ASN1InputStream(bytes)) {
            value = in.readObject();
            if (value == null || in.available() > 0) {
                throw new VerificationException(Reason.MALFORMED, what + " is not exactly one DER element");
            }
            if (!Arrays.equals(value.getEncoded(ASN1Encoding.DER), bytes)) {
                throw new VerificationException(Reason.NON_CANONICAL, what + " is not in its DER encoding");
            }
        } catch (IOException | RuntimeException e) {
            throw new VerificationException(Reason.MALFORMED, what + " is not well-formed DER", e);
        }
        if (!(value instanceof ASN1Sequence sequence)) {
            throw new VerificationException(Reason.MALFORMED, what + " is not a SEQUENCE");
        }
        return sequence;
    }

    static ASN1Sequence sequence(ASN1Encodable value, int min, int max, String what) throws VerificationException {
        if (!(value instanceof ASN1Sequence sequence) || sequence.size() < min || sequence.size() > max) {
            throw new VerificationException(Reason.MALFORMED, what + " must be a SEQUENCE of " + min
                    + (max == min ? "" : " to " + max) + " elements");
        }
        return sequence;
    }

    static String printable(ASN1Encodable value, String what) throws VerificationException {
        if (!(value instanceof DERPrintableString text)) {
            throw new VerificationException(Reason.MALFORMED, what + " must be a PrintableString");
        }
        return text.getString();
    }

    static int smallInteger(ASN1Encodable value, String what) throws VerificationException {
        if (!(value instanceof ASN1Integer integer) || integer.getValue().signum() < 0
                || integer.getValue().bitLength() > 15) {
            throw new VerificationException(Reason.MALFORMED, what + " must be a small INTEGER");
        }
        return integer.intValueExact();
    }

    static byte[] octets(ASN1Encodable value, String what) throws VerificationException {
        if (!(value instanceof ASN1OctetString octets)) {
            throw new VerificationException(Reason.MALFORMED, what + " must be an OCTET STRING");
        }
        return octets.getOctets();
    }

    static Instant time(ASN1Encodable value, String what) throws VerificationException {
        if (!(value instanceof ASN1GeneralizedTime time)) {
            throw new VerificationException(Reason.MALFORMED, what + " must be a GeneralizedTime");
        }
        try {
            return Instant.from(TIME.parse(time.getTimeString()));
        } catch (DateTimeParseException e) {
            throw new VerificationException(Reason.MALFORMED, what + " must be YYYYMMDDHHMMSSZ", e);
        }
    }

    static DERGeneralizedTime time(Instant value) {
        return new DERGeneralizedTime(TIME.format(value));
    }

    /** The DER of one of our own values, which cannot fail to encode. */
    static byte[] der(ASN1Encodable value) {
        try {
            return value.toASN1Primitive().getEncoded(ASN1Encoding.DER);
        } catch (IOException e) {
            throw new IllegalStateException("a value built in memory failed to encode", e);
        }
    }
}
