package org.etp.prescriber.receipts;

import org.etp.ac.codec.WireFormat;

/** A stored receipt's exact bytes and form, as the pharmacy signed them. */
public record RawReceipt(WireFormat format, byte[] bytes) {

    public RawReceipt {
        if (format == null || bytes == null) {
            throw new IllegalArgumentException("a raw receipt has a form and bytes");
        }
        bytes = bytes.clone();
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }
}
