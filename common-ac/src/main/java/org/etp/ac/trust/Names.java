package org.etp.ac.trust;

import java.util.Map;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.support.BoundedMemo;

/**
 * Distinguished names as people read them, the one spelling on every page, message and stored row: RFC 2253
 * order and separators (as certificate tools print them), with a prescriber's registration and role spelled
 * out as {@code SERIALNUMBER} and {@code TITLE} where the JDK would print {@code 2.5.4.5=#13…}.
 *
 * <p>For showing only. Trust decisions compare {@link X500Principal}s, never these strings; and the XML form
 * writes the role as {@code T}, the one keyword {@link X500Principal#X500Principal(String)} reads back.
 *
 * <p>The JDK spells a name anew at every call with keywords of our own, several microseconds, and the store
 * spells the signer of every message it keeps. The spelling of each principal object is therefore remembered
 * (by identity, not equality: two equal names may be spelt differently), up to {@value #CAPACITY} of them.
 */
public final class Names {

    static final int CAPACITY = 4096;

    private static final Map<String, String> KEYWORDS = Map.of("2.5.4.5", "SERIALNUMBER", "2.5.4.12", "TITLE");
    private static final BoundedMemo<ByIdentity<X500Principal>, String> SPELLED = new BoundedMemo<>(CAPACITY);

    private Names() {
    }

    public static String readable(X500Principal name) {
        return SPELLED.get(new ByIdentity<>(name), key -> key.value().getName(X500Principal.RFC2253, KEYWORDS));
    }

    /** How many spellings are remembered (for the tests of the bound). */
    static int remembered() {
        return SPELLED.size();
    }
}
