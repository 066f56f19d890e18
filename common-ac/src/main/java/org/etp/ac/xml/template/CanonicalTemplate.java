package org.etp.ac.xml.template;

import java.io.ByteArrayOutputStream;
import java.security.SignatureException;
import java.util.ArrayList;
import java.util.List;

/**
 * The exclusive canonical form of a part of a learned shape: constant bytes with the slots of the values between
 * them. For a document of a known shape the canonical form is exactly that — the constants the canonicaliser wrote
 * for the learned document, and each value as text is canonicalised: its UTF-8 bytes with {@code &}, {@code <},
 * {@code >} and carriage return escaped. A matched value holds no {@code &}, {@code <} or carriage return
 * ({@link Utf8Text}), so its canonical bytes are its received bytes with {@code >} written {@code &gt;}; they are
 * fed to the digest or signature straight from the message.
 */
final class CanonicalTemplate {

    private static final byte[] GT = {'&', 'g', 't', ';'};

    private final byte[][] constants;
    private final int[] slots;

    private CanonicalTemplate(byte[][] constants, int[] slots) {
        this.constants = constants;
        this.slots = slots;
    }

    /** Bytes in the canonical form: the sum of the constants. */
    int constantBytes() {
        int total = 0;
        for (byte[] constant : constants) {
            total += constant.length;
        }
        return total;
    }

    /** Where canonical bytes go: a digest's or a signature's {@code update}. */
    @FunctionalInterface
    interface Sink {
        void update(byte[] bytes, int offset, int length) throws SignatureException;
    }

    /** Feeds the canonical form of {@code message}, whose value {@code v} spans {@code [start[v], end[v])}. */
    void feed(Sink sink, byte[] message, int[] start, int[] end) throws SignatureException {
        for (int i = 0; i < slots.length; i++) {
            sink.update(constants[i], 0, constants[i].length);
            int from = start[slots[i]];
            int to = end[slots[i]];
            for (int gt = indexOfGt(message, from, to); gt >= 0; gt = indexOfGt(message, from, to)) {
                sink.update(message, from, gt - from);
                sink.update(GT, 0, GT.length);
                from = gt + 1;
            }
            sink.update(message, from, to - from);
        }
        byte[] last = constants[slots.length];
        sink.update(last, 0, last.length);
    }

    private static int indexOfGt(byte[] message, int from, int to) {
        for (int i = from; i < to; i++) {
            if (message[i] == '>') {
                return i;
            }
        }
        return -1;
    }

    /** Collects constants and slots as the canonical writer goes. */
    static final class Builder {

        private final ByteArrayOutputStream constant = new ByteArrayOutputStream();
        private final List<byte[]> constants = new ArrayList<>();
        private final List<Integer> slots = new ArrayList<>();

        void append(byte[] bytes) {
            constant.writeBytes(bytes);
        }

        /** The value of slot {@code slot} goes here. */
        void slot(int slot) {
            constants.add(constant.toByteArray());
            constant.reset();
            slots.add(slot);
        }

        CanonicalTemplate build() {
            List<byte[]> all = new ArrayList<>(constants);
            all.add(constant.toByteArray());
            return new CanonicalTemplate(all.toArray(new byte[0][]), slots.stream().mapToInt(Integer::intValue).toArray());
        }
    }
}
