-- Revocation is a source (the CRL today, OCSP next): each signer as validated records which source gave its
-- revocation status and until when that status held, instead of a CRL's next update. Every row written before
-- this came from the CRL. No CHECK on the source: a new source needs no migration.
DROP VIEW verification_outcome;

ALTER TABLE signer_validation RENAME COLUMN crl_next_update TO revocation_next_update;
ALTER TABLE signer_validation ADD COLUMN revocation_source text NOT NULL DEFAULT 'CRL';
ALTER TABLE signer_validation ALTER COLUMN revocation_source DROP DEFAULT;

ALTER TABLE signer_validation DROP CONSTRAINT signer_validation_subject_serial_chain_validated_at_crl_nex_key;
ALTER TABLE signer_validation ADD CONSTRAINT signer_validation_once
    UNIQUE (subject, serial, chain, validated_at, revocation_source, revocation_next_update);

-- The same view, its CRL column now the source and its next update.
CREATE VIEW verification_outcome AS
SELECT p.id AS prescription, p.checked_at, s.subject AS signer_subject, s.serial AS signer_serial,
       coalesce(s.chain, '{}') AS chain, p.canonical, s.validated_at AS revocation_checked_at, s.revocation_source,
       s.revocation_next_update
FROM prescription p
LEFT JOIN signer_validation s ON s.id = p.signer
WHERE p.checked_at IS NOT NULL;
