package org.etp.ac.codec;

import java.io.IOException;
import org.bouncycastle.asn1.ASN1InputStream;
import org.bouncycastle.asn1.util.ASN1Dump;
import org.etp.ac.oer.OerDump;
import org.etp.ac.xml.XmlIndenter;

/**
 * A certificate's encoding for a person to read: Bouncy Castle's ASN.1 dump of the DER form, or the XML form
 * indented ({@link XmlIndenter}). Only for reading — the signature covers the received bytes.
 */
public final class EncodingDump {

    private EncodingDump() {
    }

    /** @throws CodecException when the bytes are not well-formed DER or XML */
    public static String of(WireFormat format, byte[] encoded) throws CodecException {
        return switch (format) {
            case DER -> asn1(encoded);
            case XML -> XmlIndenter.indent(encoded);
            case OER -> OerDump.of(encoded);
        };
    }

    private static String asn1(byte[] encoded) throws CodecException {
        try (ASN1InputStream in = new ASN1InputStream(encoded)) {
            return ASN1Dump.dumpAsString(in.readObject(), true);
        } catch (IOException | RuntimeException e) {
            throw new CodecException("not well-formed DER: " + e.getMessage(), e);
        }
    }
}
