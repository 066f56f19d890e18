package org.etp.ac.wire;

import java.util.Arrays;

/**
 * What {@link RequestFrame} and {@link ResponseFrame} do with their {@code byte[]} payload, which a record would
 * otherwise share and compare by identity: copy it in and out, and count its content in {@code equals},
 * {@code hashCode} and {@code toString}. Each frame hands over its other components as an array, in declaration
 * order.
 */
final class FramePayload {

    private FramePayload() {
    }

    /** A copy, so that no caller holds the frame's own array. */
    static byte[] copy(byte[] payload) {
        return payload.clone();
    }

    /** Whether two frames' components are equal, the payloads byte for byte. */
    static boolean equal(Object[] components, byte[] payload, Object[] otherComponents, byte[] otherPayload) {
        return Arrays.equals(components, otherComponents) && Arrays.equals(payload, otherPayload);
    }

    /** A hash of the components ({@code Objects.hash} of them) and of the payload's content. */
    static int hash(Object[] components, byte[] payload) {
        return Arrays.hashCode(components) * 31 + Arrays.hashCode(payload);
    }

    /** The payload as {@code toString} shows it: its length, never its bytes. */
    static String describe(byte[] payload) {
        return payload.length + " bytes";
    }
}
