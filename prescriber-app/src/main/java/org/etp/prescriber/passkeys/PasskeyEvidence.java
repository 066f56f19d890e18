package org.etp.prescriber.passkeys;

import java.sql.Timestamp;
import java.util.HexFormat;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/**
 * The passkey assertions that confirmed prescriptions, kept beside each prescription's outbox row
 * ({@code passkey_confirmation}) as the browser sent them, with the passkey's public key: evidence that this
 * prescriber, present and verified, confirmed exactly these bytes, which anyone can check again later.
 */
@Repository
public class PasskeyEvidence {

    private final JdbcTemplate jdbc;

    PasskeyEvidence(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Stores {@code confirmed} for the prescription in outbox row {@code outboxId}, whose signature covers the bytes
     * whose SHA-256 is {@code digest}, in the caller's transaction; for a batch, with the digests of all its
     * prescriptions in their order, of which the challenge is the hash.
     *
     * @throws IllegalArgumentException when {@code confirmed} does not cover {@code digest}
     */
    public void store(long outboxId, String username, ConfirmedAssertion confirmed, byte[] digest) {
        ConfirmedDigests digests = confirmed.digests();
        if (!digests.covers(digest)) {
            throw new IllegalArgumentException("the confirmation does not cover this prescription's digest");
        }
        Assertion assertion = confirmed.assertion();
        jdbc.update("INSERT INTO passkey_confirmation (outbox_id, username, credential_id, credential_label,"
                + " public_key, challenge, batch_digests, authenticator_data, client_data_json, signature, sign_count,"
                + " confirmed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", outboxId, username,
                assertion.credentialIdBase64Url(), confirmed.label(), confirmed.publicKey(), confirmed.challenge(),
                digests.size() == 1 ? null : digests.concatenated(), assertion.authenticatorData(),
                assertion.clientDataJson(), assertion.signature(), confirmed.signCount(),
                Timestamp.from(confirmed.confirmedAt()));
    }

    /** The confirmation of the prescription in outbox row {@code outboxId}, if it was confirmed with a passkey. */
    public Optional<StoredConfirmation> of(long outboxId) {
        return jdbc.query("SELECT credential_label, confirmed_at, credential_id, challenge,"
                + " coalesce(octet_length(batch_digests) / 32, 1) FROM passkey_confirmation WHERE outbox_id = ?",
                (row, n) -> new StoredConfirmation(row.getString(1), row.getTimestamp(2).toInstant(),
                        row.getString(3), HexFormat.of().formatHex(row.getBytes(4)), row.getInt(5)),
                outboxId).stream().findFirst();
    }
}
