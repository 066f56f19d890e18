package org.etp.prescriber.account;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PrescriberIdentity;

/**
 * A signed-in prescriber as the app knows them: one person (name, registration, organisation, as their
 * certificates name them) holding a key for one or more algorithms, each a PKI prescriber id.
 */
public record PrescriberAccount(String username, PrescriberIdentity identity,
        Map<SignatureAlgorithm, String> prescriberIds) {

    public PrescriberAccount {
        if (username == null || identity == null || prescriberIds == null || prescriberIds.isEmpty()) {
            throw new IllegalArgumentException("an account needs a username, an identity and a prescriber id");
        }
        prescriberIds = Map.copyOf(new EnumMap<>(prescriberIds));
    }

    public Set<SignatureAlgorithm> algorithms() {
        return prescriberIds.keySet();
    }

    public boolean holds(SignatureAlgorithm algorithm) {
        return prescriberIds.containsKey(algorithm);
    }

    /** The PKI prescriber id whose key signs with {@code algorithm}. */
    public String prescriberId(SignatureAlgorithm algorithm) {
        String id = prescriberIds.get(algorithm);
        if (id == null) {
            throw new IllegalArgumentException(username + " holds no " + algorithm.id() + " key");
        }
        return id;
    }

    /** The algorithm to offer first: RSA-2048 (ETP's default) when held, else the first held. */
    public SignatureAlgorithm preferredAlgorithm() {
        return holds(SignatureAlgorithm.RSA2048) ? SignatureAlgorithm.RSA2048
                : Arrays.stream(SignatureAlgorithm.values()).filter(this::holds).findFirst().orElseThrow();
    }
}
