-- What the intake checked of a prescription moves into the prescription's own row, and each signer as the registry
-- validated it (its subject, serial, chain and revocation check) is written once, not as text in every row: under
-- load, the verification outcome was a statement, a row, a primary-key entry and a foreign-key check per
-- prescription, and a third of the store writer's time went into spelling the same signer and chain again.
-- verification_outcome stays, as a view with the same columns, for the counter's and the receipts' reads.
CREATE TABLE signer_validation (
    id              serial      PRIMARY KEY,
    subject         text        NOT NULL,
    serial          numeric     NOT NULL,
    -- Subjects from the signer up to the trust anchor, as validated at validated_at.
    chain           text[]      NOT NULL,
    validated_at    timestamptz,
    crl_next_update timestamptz,
    UNIQUE (subject, serial, chain, validated_at, crl_next_update)
);

ALTER TABLE prescription
    -- NULL for an unsigned benchmark message: there was no signer to record.
    ADD COLUMN signer     integer REFERENCES signer_validation (id),
    ADD COLUMN checked_at timestamptz,
    ADD COLUMN canonical  boolean;

INSERT INTO signer_validation (subject, serial, chain, validated_at, crl_next_update)
SELECT DISTINCT signer_subject, signer_serial, chain, revocation_checked_at, crl_next_update
FROM verification_outcome
WHERE signer_subject IS NOT NULL;

UPDATE prescription p
SET checked_at = v.checked_at,
    canonical  = v.canonical,
    signer     = (SELECT s.id FROM signer_validation s
                  WHERE s.subject = v.signer_subject AND s.serial = v.signer_serial AND s.chain = v.chain
                    AND s.validated_at IS NOT DISTINCT FROM v.revocation_checked_at
                    AND s.crl_next_update IS NOT DISTINCT FROM v.crl_next_update
                  ORDER BY s.id LIMIT 1)
FROM verification_outcome v
WHERE v.prescription = p.id;

ALTER TABLE prescription ADD CONSTRAINT prescription_checked_check CHECK ((checked_at IS NULL) = (canonical IS NULL)),
    ADD CONSTRAINT prescription_signer_checked_check CHECK (signer IS NULL OR checked_at IS NOT NULL);

DROP TABLE verification_outcome;

CREATE VIEW verification_outcome AS
SELECT p.id AS prescription, p.checked_at, s.subject AS signer_subject, s.serial AS signer_serial,
       coalesce(s.chain, '{}') AS chain, p.canonical, s.validated_at AS revocation_checked_at, s.crl_next_update
FROM prescription p
LEFT JOIN signer_validation s ON s.id = p.signer
WHERE p.checked_at IS NOT NULL;
