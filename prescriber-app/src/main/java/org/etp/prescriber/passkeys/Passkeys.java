package org.etp.prescriber.passkeys;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.web.webauthn.api.Bytes;
import org.springframework.security.web.webauthn.api.CredentialRecord;
import org.springframework.security.web.webauthn.api.PublicKeyCredentialUserEntity;
import org.springframework.security.web.webauthn.management.PublicKeyCredentialUserEntityRepository;
import org.springframework.security.web.webauthn.management.UserCredentialRepository;
import org.springframework.stereotype.Component;

/**
 * Each prescriber's registered passkeys, and whether their signatures are confirmed with one
 * ({@code etp.signing.passkey}). Registering and removing are Spring Security's filters'; the signature counter is
 * advanced here, atomically, so that two confirmations can never both count as the same use.
 */
@Component
public class Passkeys {

    private final PublicKeyCredentialUserEntityRepository users;
    private final UserCredentialRepository credentials;
    private final JdbcTemplate jdbc;
    private final PasskeyRule rule;

    Passkeys(PublicKeyCredentialUserEntityRepository users, UserCredentialRepository credentials, JdbcTemplate jdbc,
            SigningConfirmation confirmation) {
        this.users = users;
        this.credentials = credentials;
        this.jdbc = jdbc;
        this.rule = confirmation.passkey();
    }

    /** {@code username}'s passkeys, oldest first. */
    public List<Passkey> of(String username) {
        return recordsOf(username).stream().sorted(Comparator.comparing(CredentialRecord::getCreated,
                Comparator.nullsFirst(Comparator.naturalOrder())))
                .map(record -> new Passkey(record.getCredentialId().toBase64UrlString(), record.getLabel(),
                        record.getCreated(), record.getLastUsed()))
                .toList();
    }

    /** Whether {@code username}'s next signature is to be confirmed with a passkey. */
    public boolean confirms(String username) {
        return rule == PasskeyRule.REQUIRED || !recordsOf(username).isEmpty();
    }

    /** Whether {@code username} must register a passkey before they can sign. */
    public boolean missing(String username) {
        return rule == PasskeyRule.REQUIRED && recordsOf(username).isEmpty();
    }

    public PasskeyRule rule() {
        return rule;
    }

    List<CredentialRecord> recordsOf(String username) {
        PublicKeyCredentialUserEntity user = users.findByUsername(username);
        return user == null ? List.of() : credentials.findByUserId(user.getId());
    }

    /**
     * Records that the credential signed with counter {@code count}: only when that is more than the stored count,
     * or both are zero (an authenticator that keeps no counter, as synced passkeys do). False when another
     * confirmation got there first or the counter went back: then this one does not count.
     */
    boolean advanceCounter(Bytes credentialId, long count, Instant now) {
        return jdbc.update("UPDATE user_credentials SET signature_count = ?, last_used = ? WHERE credential_id = ?"
                + " AND (coalesce(signature_count, 0) < ? OR (? = 0 AND coalesce(signature_count, 0) = 0))",
                count, Timestamp.from(now), credentialId.toBase64UrlString(), count, count) == 1;
    }
}
