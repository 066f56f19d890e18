-- The prescriber's own database (etp_prescriber): each prescriber's settings, and the outbox of signed
-- prescriptions. A row is committed before its first send and resent until the pharmacy answers it, so
-- nothing a prescriber signs is lost to a network failure or a restart of either app.

CREATE TABLE prescriber_settings (
    username          text        PRIMARY KEY,
    default_format    text        NOT NULL CHECK (default_format IN ('DER', 'XML')),
    default_algorithm text        NOT NULL CHECK (default_algorithm IN ('rsa2048', 'ecp256', 'ed25519')),
    updated_at        timestamptz NOT NULL DEFAULT now()
);

-- The serial part of prescription IDs (taken modulo 2^20 with a random prefix; the unique key below
-- catches the rare collision).
CREATE SEQUENCE prescription_serial;

CREATE TABLE outbox (
    id                  bigserial   PRIMARY KEY,
    prescription_id     char(20)    NOT NULL UNIQUE
                        CHECK (prescription_id ~ '^[0-9A-F]{6}-[0-9A-Z]{6}-[0-9A-F]{5}[0-9A-Z+]$'),
    username            text        NOT NULL,
    prescriber_id       text        NOT NULL,          -- the PKI id whose key signed, e.g. hart-rsa2048
    issuer              text        NOT NULL,          -- that certificate's subject (RFC 2253)
    serial              numeric(49) NOT NULL CHECK (serial > 0),
    format              text        NOT NULL CHECK (format IN ('DER', 'XML')),
    algorithm           text        NOT NULL CHECK (algorithm IN ('rsa2048', 'ecp256', 'ed25519')),
    pharmacy_ods        text        NOT NULL,
    pharmacy_name       text        NOT NULL,
    patient_name        text        NOT NULL,          -- for the prescriber's own history list
    item_summary        text        NOT NULL,
    payload             bytea       NOT NULL,          -- the signed certificate, exactly as sent
    size                integer     NOT NULL CHECK (size = octet_length(payload)),
    encode_micros       bigint      NOT NULL CHECK (encode_micros >= 0),      -- encoding alone
    sign_micros         bigint      NOT NULL CHECK (sign_micros >= 0),        -- encoding and signing
    -- CPU time and page faults of the signing thread, over both encodings
    cpu_user_micros     bigint      NOT NULL CHECK (cpu_user_micros >= 0),
    cpu_system_micros   bigint      NOT NULL CHECK (cpu_system_micros >= 0),
    minor_faults        bigint      NOT NULL CHECK (minor_faults >= 0),       -- of the signing thread
    major_faults        bigint      NOT NULL CHECK (major_faults >= 0),
    status              text        NOT NULL DEFAULT 'SENDING'
                        CHECK (status IN ('SENDING', 'ACCEPTED', 'DUPLICATE', 'REJECTED', 'RETRYING')),
    reason              text,                          -- REJECTED: the pharmacy's reason code
    last_error          text,                          -- RETRYING: why the last attempt failed
    attempts            integer     NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at     timestamptz NOT NULL DEFAULT now(),
    created_at          timestamptz NOT NULL DEFAULT now(),
    acknowledged_at     timestamptz,
    round_trip_micros   bigint,
    pharmacy_decode_micros bigint,
    pharmacy_verify_micros bigint,
    pharmacy_parse_micros  bigint,
    pharmacy_store_micros  bigint,
    pharmacy_total_micros  bigint,
    UNIQUE (issuer, serial),
    CHECK ((status = 'REJECTED') = (reason IS NOT NULL)),
    CHECK ((status IN ('ACCEPTED', 'DUPLICATE', 'REJECTED')) = (acknowledged_at IS NOT NULL))
);

CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status IN ('SENDING', 'RETRYING');
CREATE INDEX outbox_history ON outbox (username, created_at DESC, id DESC);
