-- The access audit (issue 28): who saw or changed which prescription at the counter, from where and through which
-- node. Append-only and hash-chained: each entry stores the SHA-256 hash of the one before it and its own, over the
-- serialisation written down in common-ac's org.etp.ac.audit.AccessChain; every so often a CHECKPOINT entry carries
-- the pharmacy's signature over the chain's head. No patient name or NHS number is ever stored: a prescription ID,
-- or for a search only the kind of term and how many rows it showed.
CREATE TABLE access_audit (
    -- The place in the chain, from 1 without gaps: given under the head's lock, never by a sequence.
    seq             bigint      PRIMARY KEY CHECK (seq > 0),
    at              timestamptz NOT NULL,
    kind            text        NOT NULL,
    action          text        NOT NULL,
    account         text,
    role            text,
    prescription_id text,
    search          text,
    rows_shown      integer     CHECK (rows_shown >= 0),
    outcome         text,
    source          text,
    node            text        NOT NULL,
    signature       bytea,
    previous_hash   bytea       NOT NULL CHECK (octet_length(previous_hash) = 32),
    hash            bytea       NOT NULL CHECK (octet_length(hash) = 32),
    CHECK ((kind = 'CHECKPOINT') = (signature IS NOT NULL)),
    CHECK (kind = 'CHECKPOINT' OR account IS NOT NULL)
);

-- Who saw a prescription, and what an account saw: the privacy officer's two questions.
CREATE INDEX access_audit_prescription_idx ON access_audit (prescription_id, seq) WHERE prescription_id IS NOT NULL;
CREATE INDEX access_audit_account_idx ON access_audit (account, at) WHERE account IS NOT NULL;

-- The chain's head, one row: appends lock it (SELECT ... FOR UPDATE), so that writers on every node take their
-- turn and the chain never forks; it also says where the last checkpoint is.
CREATE TABLE access_audit_head (
    only_row       boolean     PRIMARY KEY DEFAULT true CHECK (only_row),
    seq            bigint      NOT NULL,
    hash           bytea       NOT NULL CHECK (octet_length(hash) = 32),
    checkpoint_seq bigint      NOT NULL,
    checkpoint_at  timestamptz NOT NULL
);
INSERT INTO access_audit_head (seq, hash, checkpoint_seq, checkpoint_at) VALUES (0, decode(repeat('00', 32), 'hex'), 0, now());

-- The database refuses to change or remove an entry, whoever asks: the triggers fire ALWAYS, also for a session
-- in replication mode, so that only the table's owner or a superuser who first disables them can change a row -
-- which `etp audit verify` then finds.
CREATE FUNCTION access_audit_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER access_audit_append_only BEFORE UPDATE OR DELETE ON access_audit
    FOR EACH ROW EXECUTE FUNCTION access_audit_refuse();
CREATE TRIGGER access_audit_no_truncate BEFORE TRUNCATE ON access_audit
    FOR EACH STATEMENT EXECUTE FUNCTION access_audit_refuse();
ALTER TABLE access_audit ENABLE ALWAYS TRIGGER access_audit_append_only;
ALTER TABLE access_audit ENABLE ALWAYS TRIGGER access_audit_no_truncate;

-- The head moves on, but is never removed.
CREATE TRIGGER access_audit_head_kept BEFORE DELETE ON access_audit_head
    FOR EACH ROW EXECUTE FUNCTION access_audit_refuse();
CREATE TRIGGER access_audit_head_no_truncate BEFORE TRUNCATE ON access_audit_head
    FOR EACH STATEMENT EXECUTE FUNCTION access_audit_refuse();
ALTER TABLE access_audit_head ENABLE ALWAYS TRIGGER access_audit_head_kept;
ALTER TABLE access_audit_head ENABLE ALWAYS TRIGGER access_audit_head_no_truncate;

-- A role other than the owner may be granted INSERT and SELECT only (docs/operations.md).
REVOKE UPDATE, DELETE, TRUNCATE ON access_audit FROM PUBLIC;
