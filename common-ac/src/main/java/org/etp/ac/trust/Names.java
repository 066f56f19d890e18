package org.etp.ac.trust;

import java.util.Map;
import javax.security.auth.x500.X500Principal;

/** Distinguished names as operators read them, with {@code T} and {@code SERIALNUMBER} spelled out. */
public final class Names {

    private static final Map<String, String> KEYWORDS = Map.of("2.5.4.5", "SERIALNUMBER", "2.5.4.12", "T");

    private Names() {
    }

    public static String readable(X500Principal name) {
        return name.getName(X500Principal.RFC1779, KEYWORDS);
    }
}
