-- Passkeys (WebAuthn) with which prescribers confirm each signature (issue 27).
-- user_entities and user_credentials have the shape Spring Security's JdbcPublicKeyCredentialUserEntityRepository
-- and JdbcUserCredentialRepository read and write (its user-entities-schema.sql and
-- user-credentials-schema-postgres.sql), with time zones on the times and the user's name unique.
CREATE TABLE user_entities (
    id           varchar(1000) PRIMARY KEY,           -- the WebAuthn user handle, random, base64url: never the username
    name         varchar(100)  NOT NULL UNIQUE,       -- the account's username
    display_name varchar(200)
);

CREATE TABLE user_credentials (
    credential_id                varchar(1000) PRIMARY KEY,      -- base64url
    user_entity_user_id          varchar(1000) NOT NULL REFERENCES user_entities (id),
    public_key                   bytea         NOT NULL,         -- COSE_Key
    signature_count              bigint,
    uv_initialized               boolean,
    backup_eligible              boolean       NOT NULL,
    authenticator_transports     varchar(1000),
    public_key_credential_type   varchar(100),
    backup_state                 boolean       NOT NULL,
    attestation_object           bytea,
    attestation_client_data_json bytea,
    created                      timestamptz,
    last_used                    timestamptz,
    label                        varchar(1000) NOT NULL
);

CREATE INDEX user_credentials_user ON user_credentials (user_entity_user_id);

-- The evidence that a prescription's signature was confirmed with its prescriber's passkey: the WebAuthn assertion
-- as the browser sent it, whose challenge is the SHA-256 of exactly the bytes the signature covers, with the
-- credential's public key, so that it can be checked again after the passkey is removed (its signature is over
-- authenticator_data || SHA-256(client_data_json)). No patient data.
CREATE TABLE passkey_confirmation (
    outbox_id          bigint        PRIMARY KEY REFERENCES outbox (id),   -- the prescription's own (SUBMIT) row
    username           text          NOT NULL,
    credential_id      varchar(1000) NOT NULL,                             -- base64url
    credential_label   text          NOT NULL,
    public_key         bytea         NOT NULL,                             -- COSE_Key
    challenge          bytea         NOT NULL CHECK (octet_length(challenge) = 32),
    authenticator_data bytea         NOT NULL,
    client_data_json   bytea         NOT NULL,
    signature          bytea         NOT NULL,
    sign_count         bigint        NOT NULL CHECK (sign_count >= 0),
    confirmed_at       timestamptz   NOT NULL
);
