package org.etp.pharmacy.counter.detail;

import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;

/** The certificate for the pharmacist to read (its form's dump), or a line saying why it cannot be shown. */
final class EncodingDump {

    private EncodingDump() {
    }

    static String of(WireFormat format, byte[] encoded) {
        try {
            return format.codec().dump(encoded);
        } catch (CodecException e) {
            return "(the certificate cannot be shown: " + e.getMessage() + ")";
        }
    }
}
