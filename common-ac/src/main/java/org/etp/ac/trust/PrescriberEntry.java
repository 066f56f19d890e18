package org.etp.ac.trust;

import java.util.regex.Pattern;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * A prescriber certificate as a PKI directory's manifest lists it: its id (a file name stem such as
 * {@code hart-rsa2048}), whom it names, the algorithm of its key, and whether the demo revoked it.
 * The revoked flag is for people; the trusted registry decides revocation from its revocation sources alone.
 */
public record PrescriberEntry(String id, PrescriberIdentity identity, SignatureAlgorithm algorithm, boolean revoked) {

    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]{0,63}");

    public PrescriberEntry {
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("a prescriber id is 1 to 64 lower-case letters, digits and hyphens, "
                    + "not " + id);
        }
        if (identity == null || algorithm == null) {
            throw new IllegalArgumentException("a prescriber entry needs an identity and an algorithm");
        }
    }
}
