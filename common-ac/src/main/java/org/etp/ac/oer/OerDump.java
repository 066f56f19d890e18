package org.etp.ac.oer;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.stream.Collectors;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.oer.Element;
import org.bouncycastle.oer.OERInputStream;
import org.etp.ac.codec.CodecException;
import org.etp.ac.der.Asn1Mapping;
import org.etp.ac.prescription.Profile;

/**
 * An OER certificate for a person to read: Bouncy Castle's own trace of decoding it — each element's
 * definition, length determinants, presence bitmaps, CHOICE tags and values — first of the envelope, then of
 * the content its attribute carries. Only for reading: it checks neither canonical form nor signature.
 */
final class OerDump {

    /** Lines are cut here: a signature's BIT STRING is traced bit by bit. */
    private static final int MAX_LINE = 160;

    private OerDump() {
    }

    /** @throws CodecException when the bytes are no OER certificate */
    static String of(byte[] encoded) throws CodecException {
        StringWriter out = new StringWriter();
        try {
            ASN1Sequence certificate = ASN1Sequence.getInstance(trace(encoded, EnvelopeOer.CERTIFICATE, out));
            ASN1Sequence attribute = sequence(sequence(sequence(certificate, 0), 6), 0);
            Profile profile = Asn1Mapping.profile(ASN1ObjectIdentifier.fromContents(
                    ASN1OctetString.getInstance(attribute.getObjectAt(0)).getOctets())).orElseThrow();
            out.append("content (").append(profile.id()).append("):\n");
            trace(ASN1OctetString.getInstance(sequence(attribute, 1).getObjectAt(0)).getOctets(),
                    ContentOer.of(profile), out);
        } catch (IOException | RuntimeException e) {
            throw new CodecException("not a well-formed OER certificate: " + e.getMessage(), e);
        }
        return out.toString().lines()
                .map(line -> line.length() > MAX_LINE ? line.substring(0, MAX_LINE) + " ..." : line)
                .collect(Collectors.joining("\n", "", "\n"));
    }

    private static ASN1Encodable trace(byte[] encoded, Element definition, StringWriter out) throws IOException {
        PrintWriter writer = new PrintWriter(out);
        return new OERInputStream(new ByteArrayInputStream(encoded), encoded.length) {
            {
                debugOutput = writer;
            }
        }.parse(definition);
    }

    private static ASN1Sequence sequence(ASN1Sequence sequence, int index) {
        return ASN1Sequence.getInstance(sequence.getObjectAt(index));
    }
}
