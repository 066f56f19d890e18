package org.etp.ac.codec;

import java.util.Arrays;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.support.BoundedMemo;

/**
 * Received issuer names as principals, each distinct spelling parsed once. A pharmacy hears from a few
 * hundred prescribers, each naming themselves the same way in every message, and parsing a name (and then
 * its canonical form, which the registry's lookup compares) costs several microseconds a message. A
 * principal is immutable and a parse depends on nothing but its input, so a remembered principal is exactly
 * the one a new parse would make.
 *
 * <p>Bounded: after {@value #CAPACITY} spellings of each kind nothing more is remembered, so a flood of
 * novel names costs a parse each, never memory.
 */
public final class IssuerNames {

    static final int CAPACITY = 4096;

    private static final BoundedMemo<Der, X500Principal> FROM_DER = new BoundedMemo<>(CAPACITY);
    private static final BoundedMemo<String, X500Principal> FROM_TEXT = new BoundedMemo<>(CAPACITY);

    private IssuerNames() {
    }

    /**
     * The principal of a DER-encoded name.
     *
     * @throws IllegalArgumentException when {@code der} is not an X.500 name
     */
    public static X500Principal fromDer(byte[] der) {
        return FROM_DER.get(new Der(der.clone()), key -> parsed(new X500Principal(key.bytes())));
    }

    /**
     * The principal of an RFC 4514 name.
     *
     * @throws IllegalArgumentException when {@code name} is not an RFC 4514 name
     */
    public static X500Principal fromText(String name) {
        return FROM_TEXT.get(name, text -> parsed(new X500Principal(text)));
    }

    /** How many text spellings are remembered (for the tests of the bound). */
    static int rememberedTexts() {
        return FROM_TEXT.size();
    }

    private static X500Principal parsed(X500Principal principal) {
        // the canonical form, cached inside the principal, is what the registry's map compares
        principal.hashCode();
        return principal;
    }

    /** A name's octets as a map key, compared by content. */
    private record Der(byte[] bytes) {

        @Override
        public boolean equals(Object other) {
            return other instanceof Der der && Arrays.equals(bytes, der.bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }

        @Override
        public String toString() {
            return "Der[" + bytes.length + " octets]";
        }
    }
}
