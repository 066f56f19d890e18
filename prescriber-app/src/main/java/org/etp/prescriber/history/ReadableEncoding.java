package org.etp.prescriber.history;

import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;

/** The encoding for the prescriber to read (its form's dump), or a line saying why it cannot be shown. */
final class ReadableEncoding {

    private ReadableEncoding() {
    }

    static String of(WireFormat format, byte[] encoded) {
        try {
            return format.codec().dump(encoded);
        } catch (CodecException e) {
            return "(the encoding could not be shown: " + e.getMessage() + ")";
        }
    }
}
