package org.etp.perf.timing;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How a series' messages travel: unsigned (the baseline), signed, or signed with the signer's certificate chain
 * and a stapled OCSP answer in the frame's attachment block (flag "certificates attached", docs/protocol.md).
 * The order is the reports' row order.
 */
public enum Variant {

    UNSIGNED, SIGNED, ATTACHED;

    /** The name {@code --variants} takes: {@code unsigned}, {@code signed}, {@code attached}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** What a report's row says of it. */
    public String label() {
        return switch (this) {
            case UNSIGNED -> "unsigned";
            case SIGNED -> "signed";
            case ATTACHED -> "signed, certificate attached";
        };
    }

    public boolean signed() {
        return this != UNSIGNED;
    }

    /** Whether each message goes with the signer's chain and staple. */
    public boolean attached() {
        return this == ATTACHED;
    }

    /** The variant named {@code id}, as {@code --variants} takes it. */
    public static Variant fromId(String id) {
        return Arrays.stream(values()).filter(variant -> variant.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("--variants takes " + Arrays.stream(values())
                        .map(Variant::id).collect(Collectors.joining(", ")) + ", not " + id));
    }
}
