package org.etp.ac.trust;

import java.util.Map;
import javax.security.auth.x500.X500Principal;

/**
 * Distinguished names as people read them, the one spelling on every page, message and stored row: RFC 2253
 * order and separators (as certificate tools print them), with a prescriber's registration and role spelled
 * out as {@code SERIALNUMBER} and {@code TITLE} where the JDK would print {@code 2.5.4.5=#13…}.
 *
 * <p>For showing only. Trust decisions compare {@link X500Principal}s, never these strings; and the XML form
 * writes the role as {@code T}, the one keyword {@link X500Principal#X500Principal(String)} reads back.
 */
public final class Names {

    private static final Map<String, String> KEYWORDS = Map.of("2.5.4.5", "SERIALNUMBER", "2.5.4.12", "TITLE");

    private Names() {
    }

    public static String readable(X500Principal name) {
        return name.getName(X500Principal.RFC2253, KEYWORDS);
    }
}
