package org.etp.pharmacy.adversarial;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.DERBitString;
import org.bouncycastle.asn1.DERSequence;
import org.etp.ac.codec.WireFormat;

/**
 * An ECDSA signature's malleated twin: s replaced by n - s, which verifies too. The pharmacy must not take the
 * twin for a new prescription.
 */
final class EcdsaMalleation {

    private EcdsaMalleation() {
    }

    /** The certificate in {@code format} with the s of its ECDSA signature replaced by n - s. */
    static byte[] negateS(WireFormat format, byte[] certificate, BigInteger n) throws Exception {
        return switch (format) {
            case DER -> negateDerS(certificate, n);
            case XML -> negateXmlS(certificate, n);
            case OER -> negateOerS(certificate, n);
        };
    }

    /** The DER certificate with its ECDSA-Sig-Value's s replaced by n - s. */
    private static byte[] negateDerS(byte[] der, BigInteger n) throws Exception {
        ASN1Sequence certificate = ASN1Sequence.getInstance(der);
        ASN1Sequence value = ASN1Sequence.getInstance(DERBitString.getInstance(certificate.getObjectAt(2)).getOctets());
        byte[] signature = negated(value, n);
        ASN1EncodableVector parts = new ASN1EncodableVector();
        parts.add(certificate.getObjectAt(0));
        parts.add(certificate.getObjectAt(1));
        parts.add(new DERBitString(signature));
        return new DERSequence(parts).getEncoded(ASN1Encoding.DER);
    }

    /** The XML certificate with the s half of its r || s SignatureValue replaced by n - s. */
    private static byte[] negateXmlS(byte[] xml, BigInteger n) {
        String document = new String(xml, StandardCharsets.UTF_8);
        String value = document.replaceFirst("(?s).*<ds:SignatureValue>([^<]*)</ds:SignatureValue>.*", "$1");
        byte[] rs = Base64.getMimeDecoder().decode(value);
        int half = rs.length / 2;
        BigInteger s = new BigInteger(1, Arrays.copyOfRange(rs, half, rs.length));
        byte[] negated = n.subtract(s).toByteArray();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(Arrays.copyOf(rs, half));
        byte[] fixed = new byte[half];
        int length = Math.min(half, negated.length);
        System.arraycopy(negated, negated.length - length, fixed, half - length, length);
        out.writeBytes(fixed);
        return document.replace(value, Base64.getEncoder().encodeToString(out.toByteArray()))
                .getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The OER certificate with the s of its ECDSA-Sig-Value replaced by n - s. The signatureValue BIT STRING
     * ends the encoding: its length determinant (one octet for an ECDSA signature), no unused bits (00), then
     * the DER ECDSA-Sig-Value, whose new length goes into the determinant.
     */
    private static byte[] negateOerS(byte[] oer, BigInteger n) throws Exception {
        for (int at = oer.length - 2; at >= 2; at--) {
            if (oer[at] == 0x30 && (oer[at + 1] & 0xFF) + 2 == oer.length - at && oer[at - 1] == 0
                    && (oer[at - 2] & 0xFF) == oer.length - at + 1) {
                ASN1Sequence value = ASN1Sequence.getInstance(Arrays.copyOfRange(oer, at, oer.length));
                byte[] signature = negated(value, n);
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                out.write(oer, 0, at - 2);
                out.write(signature.length + 1);
                out.write(0);
                out.writeBytes(signature);
                return out.toByteArray();
            }
        }
        throw new IllegalArgumentException("no ECDSA-Sig-Value at the end of the OER certificate");
    }

    private static byte[] negated(ASN1Sequence value, BigInteger n) throws Exception {
        BigInteger s = ASN1Integer.getInstance(value.getObjectAt(1)).getValue();
        ASN1EncodableVector parts = new ASN1EncodableVector();
        parts.add(value.getObjectAt(0));
        parts.add(new ASN1Integer(n.subtract(s)));
        return new DERSequence(parts).getEncoded(ASN1Encoding.DER);
    }
}
