package org.etp.perf.cli;

import java.util.Optional;
import org.etp.ac.codec.WireFormat;

/**
 * Which form a certificate file is in, from its first bytes: DER starts with a SEQUENCE tag
 * ({@code 0x30}); XML starts with {@code <} after an optional byte-order mark and white space; OER starts
 * with the presence bitmap of {@code AttributeCertificateInfo} (two bits for {@code issuerUniqueID} and
 * {@code extensions}, the six unused bits zero, as canonical OER requires) followed by its {@code version},
 * v2, in one octet ({@code 0x01}). None of the three can begin like another: {@code 0x30} and {@code <}
 * have low bits set, and neither white space nor a byte-order mark is followed by {@code 0x01}.
 * Anything else is none of them, and is left to the user to name.
 */
final class FormatInference {

    private static final byte SEQUENCE = 0x30;
    private static final int UNUSED_PRESENCE_BITS = 0x3F;
    private static final byte VERSION_V2 = 0x01;
    private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private FormatInference() {
    }

    static Optional<WireFormat> infer(byte[] content) {
        if (content.length > 0 && content[0] == SEQUENCE) {
            return Optional.of(WireFormat.DER);
        }
        if (content.length > 1 && (content[0] & UNUSED_PRESENCE_BITS) == 0 && content[1] == VERSION_V2) {
            return Optional.of(WireFormat.OER);
        }
        int i = startsWithBom(content) ? UTF8_BOM.length : 0;
        while (i < content.length && isXmlWhiteSpace(content[i])) {
            i++;
        }
        return i < content.length && content[i] == '<' ? Optional.of(WireFormat.XML) : Optional.empty();
    }

    private static boolean startsWithBom(byte[] content) {
        return content.length >= UTF8_BOM.length && content[0] == UTF8_BOM[0] && content[1] == UTF8_BOM[1]
                && content[2] == UTF8_BOM[2];
    }

    /** XML 1.0 white space (production S): space, tab, carriage return, line feed. */
    private static boolean isXmlWhiteSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\r' || b == '\n';
    }
}
