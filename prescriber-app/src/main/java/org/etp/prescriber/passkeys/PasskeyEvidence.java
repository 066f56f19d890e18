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

    /** Stores {@code confirmed} for the prescription in outbox row {@code outboxId}, in the caller's transaction. */
    public void store(long outboxId, String username, ConfirmedAssertion confirmed) {
        Assertion assertion = confirmed.assertion();
        jdbc.update("INSERT INTO passkey_confirmation (outbox_id, username, credential_id, credential_label,"
                + " public_key, challenge, authenticator_data, client_data_json, signature, sign_count, confirmed_at)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", outboxId, username, assertion.credentialIdBase64Url(),
                confirmed.label(), confirmed.publicKey(), confirmed.challenge(), assertion.authenticatorData(),
                assertion.clientDataJson(), assertion.signature(), confirmed.signCount(),
                Timestamp.from(confirmed.confirmedAt()));
    }

    /** The confirmation of the prescription in outbox row {@code outboxId}, if it was confirmed with a passkey. */
    public Optional<StoredConfirmation> of(long outboxId) {
        return jdbc.query("SELECT credential_label, confirmed_at, credential_id, challenge FROM passkey_confirmation"
                + " WHERE outbox_id = ?", (row, n) -> new StoredConfirmation(row.getString(1),
                        row.getTimestamp(2).toInstant(), row.getString(3), HexFormat.of().formatHex(row.getBytes(4))),
                outboxId).stream().findFirst();
    }
}
