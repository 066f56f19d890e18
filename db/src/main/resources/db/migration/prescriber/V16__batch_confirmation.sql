-- Several prescriptions confirmed with one passkey assertion (issue 27): its challenge is then the SHA-256 of the
-- digests of all of them one after another, in the order the prescriber saw them, and each prescription's evidence
-- keeps that list, so that anyone can check that its own digest is in it and that the challenge is its hash.
-- NULL for a prescription confirmed on its own, whose challenge is its own digest.
ALTER TABLE passkey_confirmation
    ADD COLUMN batch_digests bytea
        CHECK (batch_digests IS NULL OR (octet_length(batch_digests) % 32 = 0
            AND octet_length(batch_digests) BETWEEN 64 AND 250 * 32
            AND sha256(batch_digests) = challenge));
