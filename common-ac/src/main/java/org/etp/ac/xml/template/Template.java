package org.etp.ac.xml.template;

import java.util.Arrays;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.xml.XmlServedBy;
import org.etp.ac.xml.XmlTree;

/**
 * One learned shape: the constant bytes of a document the DOM engine accepted, with a slot for each value between
 * them (the content of every element the checks and the reader take a text from), the tree the values go into,
 * and the canonical forms the digest and the signature are computed over. Immutable and shared by all threads.
 */
final class Template {

    /** Where the values are: constants around the slots, the text node of each slot, and the slots of note. */
    record Layout(byte[][] constants, int[] slotNodes, XmlTree tree, Slots slots) {
    }

    /**
     * The slots the decoder reads before the reader does: the issuer, the signer's certificate when the shape names
     * one ({@code -1} for both parts when it does not), the digest, the signature value, and the certificates the
     * signature's KeyInfo carries, in order (none when it carries none).
     */
    record Slots(int issuer, int signerIssuer, int signerSerial, int digest, int signature, int[] certificates) {
    }

    /** What is verified: the two canonical forms, the digest's JCA name and the signature algorithm. */
    record Signing(CanonicalTemplate document, CanonicalTemplate signedInfo, String digestAlgorithm,
            SignatureAlgorithm algorithm) {
    }

    final long key;
    final Layout layout;
    final Signing signing;
    private final byte[][] constants;

    Template(long key, Layout layout, Signing signing) {
        this.key = key;
        this.layout = layout;
        this.signing = signing;
        this.constants = layout.constants();
    }

    /** What the template holds on to, roughly, in bytes: the bound of the store counts this. */
    long footprint() {
        long total = 64L * layout.tree().size() + signing.document().constantBytes()
                + signing.signedInfo().constantBytes();
        for (byte[] constant : constants) {
            total += constant.length + 16;
        }
        return total;
    }

    /**
     * Matches {@code message} byte for byte in the constant parts and takes the values between them.
     *
     * @return the values, or a miss: {@code MISMATCH} when a constant byte differs, {@code VALUE} when a value is
     *         one only an XML parser could read
     */
    Values match(byte[] message) {
        int slots = layout.slotNodes().length;
        int[] start = new int[slots];
        int[] end = new int[slots];
        int pos = 0;
        for (int i = 0; i < slots; i++) {
            byte[] constant = constants[i];
            if (!constantAt(message, pos, constant)) {
                return Values.miss(XmlServedBy.Fallback.MISMATCH);
            }
            pos += constant.length;
            start[i] = pos;
            while (pos < message.length && message[pos] != '<') {
                pos++;
            }
            end[i] = pos;
        }
        byte[] last = constants[slots];
        if (message.length - pos != last.length || !constantAt(message, pos, last)) {
            return Values.miss(XmlServedBy.Fallback.MISMATCH);
        }
        String[] texts = new String[slots];
        for (int i = 0; i < slots; i++) {
            texts[i] = i == layout.slots().signature() ? Utf8Text.decodeBase64(message, start[i], end[i])
                    : Utf8Text.decode(message, start[i], end[i]);
            if (texts[i] == null) {
                return Values.miss(XmlServedBy.Fallback.VALUE);
            }
        }
        return new Values(start, end, texts, null);
    }

    private static boolean constantAt(byte[] message, int pos, byte[] constant) {
        return pos + constant.length <= message.length
                && Arrays.equals(message, pos, pos + constant.length, constant, 0, constant.length);
    }

    /** The values a message holds in a template's slots, with their byte ranges; or why there are none. */
    record Values(int[] start, int[] end, String[] texts, XmlServedBy.Fallback miss) {

        static Values miss(XmlServedBy.Fallback reason) {
            return new Values(null, null, null, reason);
        }
    }
}
