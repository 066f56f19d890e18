-- The pharmacy's store: verified prescriptions, the evidence of their verification,
-- per-message measurements for the timing study, and what was refused.

CREATE TABLE prescription (
    id                      bigserial PRIMARY KEY,
    -- The same shape PrescriptionId checks, so that nothing written around the
    -- application (a script, a fix by hand) can store an ID the codecs would refuse.
    prescription_id         text        NOT NULL UNIQUE
        CHECK (prescription_id ~ '^[0-9A-F]{6}-[0-9A-Z]{6}-[0-9A-F]{5}[0-9A-Z+]$'),
    format                  text        NOT NULL CHECK (format IN ('DER', 'XML')),
    -- NULL only for the unsigned messages a benchmark policy lets through.
    algorithm               text,
    profile                 text        NOT NULL,
    -- The bytes exactly as received: the signature covers these, not a re-encoding.
    raw                     bytea       NOT NULL,
    size                    int         NOT NULL CHECK (size > 0),
    issuer                  text        NOT NULL,
    -- Certificate serials are up to 20 octets, beyond bigint.
    serial                  numeric     NOT NULL,
    prescriber_registration text,
    patient_nhs_number      char(10),
    not_before              timestamptz NOT NULL,
    not_after               timestamptz NOT NULL,
    received_at             timestamptz NOT NULL DEFAULT now(),
    status                  text        NOT NULL DEFAULT 'RECEIVED'
        CHECK (status IN ('RECEIVED', 'DISPENSED', 'PARTIALLY_DISPENSED', 'RETURNED', 'EXPIRED')),
    -- An issuer never reuses a serial; a second certificate with the same pair is a replay
    -- even when it carries a different prescription ID.
    UNIQUE (issuer, serial),
    CHECK (size = octet_length(raw)),
    CHECK (not_before < not_after)
);

-- The counter works through the RECEIVED queue oldest first.
CREATE INDEX prescription_queue_idx ON prescription (status, received_at);
-- The counter looks prescriptions up by patient.
CREATE INDEX prescription_patient_idx ON prescription (patient_nhs_number);

CREATE TABLE prescription_item (
    prescription bigint  NOT NULL REFERENCES prescription (id) ON DELETE CASCADE,
    -- A prescription carries at most four items (Prescription.MAX_ITEMS).
    item_number  smallint NOT NULL CHECK (item_number BETWEEN 1 AND 4),
    dmd_code     text    NOT NULL CHECK (dmd_code ~ '^[1-9][0-9]{5,17}$'),
    name         text    NOT NULL,
    -- numeric, not float: 28 tablets must come back as exactly 28.
    quantity     numeric NOT NULL CHECK (quantity > 0),
    unit         text    NOT NULL,
    dosage       text    NOT NULL,
    PRIMARY KEY (prescription, item_number)
);

-- Kept apart from prescription so the evidence of each check can be audited on its own
-- and the hot prescription row stays narrow.
CREATE TABLE verification_outcome (
    prescription          bigint      PRIMARY KEY REFERENCES prescription (id) ON DELETE CASCADE,
    checked_at            timestamptz NOT NULL,
    -- NULL together for an unsigned benchmark message: there was no signer to record.
    signer_subject        text,
    signer_serial         numeric,
    -- Subjects from the signer up to the trust anchor, as validated at checked_at.
    chain                 text[]      NOT NULL DEFAULT '{}',
    canonical             boolean     NOT NULL,
    revocation_checked_at timestamptz,
    crl_next_update       timestamptz,
    CHECK ((signer_subject IS NULL) = (signer_serial IS NULL))
);

-- One row per message, stored or not, so the timing study sees the cost of refusals too.
CREATE TABLE message_metrics (
    id               bigserial   PRIMARY KEY,
    prescription     bigint      REFERENCES prescription (id) ON DELETE SET NULL,
    format           text        CHECK (format IN ('DER', 'XML')),
    profile          text,
    bytes            int         NOT NULL CHECK (bytes >= 0),
    decode_micros    bigint,
    verify_micros    bigint,
    parse_micros     bigint,
    store_micros     bigint,
    total_micros     bigint      NOT NULL,
    cpu_user_micros  bigint,
    cpu_system_micros bigint,
    minor_faults     bigint,
    major_faults     bigint,
    heap_used_bytes  bigint,
    rss_bytes        bigint,
    recorded_at      timestamptz NOT NULL DEFAULT now()
);

-- Reports group measurements by format and profile over a time window.
CREATE INDEX message_metrics_recorded_idx ON message_metrics (recorded_at);
CREATE INDEX message_metrics_prescription_idx ON message_metrics (prescription);

CREATE TABLE rejected_message (
    id             bigserial   PRIMARY KEY,
    received_at    timestamptz NOT NULL DEFAULT now(),
    peer           text,
    size           int         NOT NULL CHECK (size >= 0),
    reason         text        NOT NULL,
    -- Reason codes never change meaning, so the code is what reports should group on.
    reason_code    smallint    NOT NULL,
    detail         text,
    -- Enough to recognise a malformed frame without keeping patient data from a whole message.
    payload_prefix bytea       CHECK (octet_length(payload_prefix) <= 64)
);

CREATE INDEX rejected_message_received_idx ON rejected_message (received_at);
