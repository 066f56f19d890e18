package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Changes to signed certificates that a verifier must notice. */
final class Tampering {

    private static final Pattern PRESCRIPTION_ID = Pattern.compile("[0-9A-F]{6}-[0-9A-Z]{6}-[0-9A-F]{5}[0-9A-Z+]");

    private Tampering() {
    }

    /** Changes one character in the middle of the first prescription ID in the encoding: signed content. */
    static byte[] changeOneByteOfThePrescriptionId(byte[] encoded) {
        Matcher matcher = PRESCRIPTION_ID.matcher(new String(encoded, StandardCharsets.ISO_8859_1));
        assertThat(matcher.find()).as("a prescription ID in the encoding").isTrue();
        int position = matcher.start() + 2;
        byte[] changed = encoded.clone();
        changed[position] = (byte) (changed[position] == '7' ? '8' : '7');
        return changed;
    }
}
