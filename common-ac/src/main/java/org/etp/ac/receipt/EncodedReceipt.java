package org.etp.ac.receipt;

import java.util.Arrays;
import java.util.Objects;
import org.etp.ac.codec.WireFormat;

/**
 * A receipt as it travels and is stored: a pharmacy-signed audit certificate in one {@link WireFormat}. Not
 * trusted until the {@link ReceiptVerifier} has checked it. The bytes are copied in and out.
 */
public record EncodedReceipt(WireFormat format, byte[] bytes) {

    public EncodedReceipt {
        if (format == null || bytes == null || bytes.length == 0) {
            throw new IllegalArgumentException("a receipt needs a format and bytes");
        }
        bytes = bytes.clone();
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof EncodedReceipt that && format == that.format && Arrays.equals(bytes, that.bytes);
    }

    @Override
    public int hashCode() {
        return Objects.hash(format) * 31 + Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return "EncodedReceipt[" + format + ", " + bytes.length + " bytes]";
    }
}
