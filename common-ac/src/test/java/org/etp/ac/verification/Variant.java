package org.etp.ac.verification;

import java.nio.charset.StandardCharsets;

/** One generated input for the engines, named after the change that made it. */
record Variant(String name, byte[] bytes) {

    static Variant of(String name, String document) {
        return new Variant(name, document.getBytes(StandardCharsets.UTF_8));
    }

    String text() {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
