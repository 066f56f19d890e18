package org.etp.perf.timing;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How a series' messages travel: unsigned (the baseline), signed, signed with the signer's certificate chain
 * and a stapled OCSP answer in the frame's attachment block (flag "certificates attached", docs/protocol.md), or
 * signed with a key inside a PKCS#11 token (a SoftHSM2 token the job makes) instead of one in software. The order is
 * the reports' row order; the token's rows appear only where the sender's signing is shown (tables 5 and 10).
 */
public enum Variant {

    UNSIGNED, SIGNED, ATTACHED, TOKEN;

    /** The name {@code --variants} takes: {@code unsigned}, {@code signed}, {@code attached}, {@code token}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** What a report's row says of it. */
    public String label() {
        return switch (this) {
            case UNSIGNED -> "unsigned";
            case SIGNED -> "signed";
            case ATTACHED -> "signed, certificate attached";
            case TOKEN -> "signed, key in a PKCS#11 token";
        };
    }

    public boolean signed() {
        return this != UNSIGNED;
    }

    /** Whether each message goes with the signer's chain and staple. */
    public boolean attached() {
        return this == ATTACHED;
    }

    /** Whether the signing key is inside a PKCS#11 token rather than in software. */
    public boolean inToken() {
        return this == TOKEN;
    }

    /**
     * Whether the variant has rows in the main tables (sizes, recipient, resources, latency): the token's differs
     * from the signed one only in where the sender's key is, so it is shown only beside the sender's signing.
     */
    public boolean main() {
        return this != TOKEN;
    }

    /** The variant named {@code id}, as {@code --variants} takes it. */
    public static Variant fromId(String id) {
        return Arrays.stream(values()).filter(variant -> variant.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("--variants takes " + Arrays.stream(values())
                        .map(Variant::id).collect(Collectors.joining(", ")) + ", not " + id));
    }
}
