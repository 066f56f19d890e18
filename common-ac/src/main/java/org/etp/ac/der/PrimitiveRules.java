package org.etp.ac.der;

import static org.etp.ac.rejection.Reason.MALFORMED;
import static org.etp.ac.rejection.Reason.NON_CANONICAL;

import java.time.YearMonth;
import org.bouncycastle.asn1.BERTags;
import org.etp.ac.rejection.VerificationException;

/**
 * The rules DER adds for the contents of primitive universal types (X.690, 8 and 11): a value that breaks
 * a BER rule is {@code MALFORMED}, one that BER allows and DER does not is {@code NON_CANONICAL}.
 */
final class PrimitiveRules {

    private static final int DER_TRUE = 0xFF;
    private static final int TIME_LENGTH = "YYYYMMDDHHMMSSZ".length();
    /** ETP's longest OID, a UUID arc with two more, takes 22 octets; certificate names use shorter ones. */
    private static final int MAX_OID_OCTETS = 64;

    private PrimitiveRules() {
    }

    static void check(int tag, byte[] bytes, int offset, int length) throws VerificationException {
        switch (tag) {
            case BERTags.BOOLEAN -> {
                if (length != 1) {
                    throw new VerificationException(MALFORMED, "a BOOLEAN of " + length + " octets at offset "
                            + offset);
                }
                int value = bytes[offset] & 0xFF;
                if (value != 0 && value != DER_TRUE) {
                    throw new VerificationException(NON_CANONICAL, "a BOOLEAN true other than FF at offset " + offset);
                }
            }
            case BERTags.INTEGER, BERTags.ENUMERATED -> {
                if (length == 0) {
                    throw new VerificationException(MALFORMED, "an empty INTEGER at offset " + offset);
                }
                if (length > 1 && (bytes[offset] == 0 && bytes[offset + 1] >= 0
                        || bytes[offset] == -1 && bytes[offset + 1] < 0)) {
                    throw new VerificationException(NON_CANONICAL, "an INTEGER with a redundant leading octet "
                            + "at offset " + offset);
                }
                if (tag == BERTags.ENUMERATED && bytes[offset] < 0) {
                    throw new VerificationException(MALFORMED, "a negative ENUMERATED at offset " + offset);
                }
            }
            case BERTags.BIT_STRING -> bitString(bytes, offset, length);
            case BERTags.NULL -> {
                if (length != 0) {
                    throw new VerificationException(MALFORMED, "a NULL with contents at offset " + offset);
                }
            }
            case BERTags.OBJECT_IDENTIFIER -> objectIdentifier(bytes, offset, length);
            case BERTags.GENERALIZED_TIME -> generalizedTime(bytes, offset, length);
            case BERTags.BMP_STRING, BERTags.UNIVERSAL_STRING -> {
                if (length % (tag == BERTags.BMP_STRING ? 2 : 4) != 0) {
                    throw new VerificationException(MALFORMED, "a string cut inside a character at offset " + offset);
                }
            }
            default -> {
                // strings: DER adds nothing for their contents, and their character sets are the parse stage's
            }
        }
    }

    private static void bitString(byte[] bytes, int offset, int length) throws VerificationException {
        if (length == 0) {
            throw new VerificationException(MALFORMED, "a BIT STRING without its unused-bits octet at offset "
                    + offset);
        }
        int unused = bytes[offset];
        if (unused < 0 || unused > 7 || length == 1 && unused != 0) {
            throw new VerificationException(MALFORMED, "a BIT STRING with " + unused + " unused bits at offset "
                    + offset);
        }
        if ((bytes[offset + length - 1] & (1 << unused) - 1) != 0) {
            throw new VerificationException(NON_CANONICAL, "a BIT STRING with set padding bits at offset " + offset);
        }
    }

    /**
     * Of the many forms of a GeneralizedTime (local, offset, fractions, ...) DER keeps those ending in Z,
     * and of those the ETP module keeps the one without fractions: YYYYMMDDHHMMSSZ. The digits must also
     * name a real instant (month 01-12, a day of that month, hour 00-23, minute and second 00-59), as Bouncy
     * Castle's own reader demands: a value it would refuse is refused here, before anything else reads it.
     */
    private static void generalizedTime(byte[] bytes, int offset, int length) throws VerificationException {
        boolean shaped = length == TIME_LENGTH && bytes[offset + TIME_LENGTH - 1] == 'Z';
        for (int i = offset; shaped && i < offset + TIME_LENGTH - 1; i++) {
            shaped = bytes[i] >= '0' && bytes[i] <= '9';
        }
        if (!shaped || !realInstant(bytes, offset)) {
            throw new VerificationException(MALFORMED, "a GeneralizedTime not of the form YYYYMMDDHHMMSSZ at offset "
                    + offset);
        }
    }

    private static boolean realInstant(byte[] bytes, int offset) {
        int year = digits(bytes, offset, 4);
        int month = digits(bytes, offset + 4, 2);
        int day = digits(bytes, offset + 6, 2);
        return month >= 1 && month <= 12 && day >= 1 && day <= YearMonth.of(year, month).lengthOfMonth()
                && digits(bytes, offset + 8, 2) <= 23 && digits(bytes, offset + 10, 2) <= 59
                && digits(bytes, offset + 12, 2) <= 59;
    }

    private static int digits(byte[] bytes, int offset, int count) {
        int value = 0;
        for (int i = offset; i < offset + count; i++) {
            value = value * 10 + bytes[i] - '0';
        }
        return value;
    }

    private static void objectIdentifier(byte[] bytes, int offset, int length) throws VerificationException {
        if (length == 0 || bytes[offset + length - 1] < 0) {
            throw new VerificationException(MALFORMED, "an OBJECT IDENTIFIER cut short at offset " + offset);
        }
        if (length > MAX_OID_OCTETS) {
            throw new VerificationException(MALFORMED, "an OBJECT IDENTIFIER of " + length + " octets at offset "
                    + offset);
        }
        boolean subidentifierStart = true;
        for (int i = offset; i < offset + length; i++) {
            if (subidentifierStart && (bytes[i] & 0xFF) == 0x80) {
                throw new VerificationException(MALFORMED, "an OBJECT IDENTIFIER with a padded subidentifier at offset "
                        + offset);
            }
            subidentifierStart = bytes[i] >= 0;
        }
    }
}
