-- A received certificate larger than about 2 KB (every signed XML prescription, and every complex certificate)
-- is compressed by PostgreSQL as it is stored. With the default method, pglz, that compression was most of the
-- difference in PostgreSQL's CPU per message between XML and DER under load; lz4 (PostgreSQL 14 and later, when
-- built with it, as Debian's, the official image's and the embedded binaries are) compresses the same rows to
-- the same size at a fraction of the CPU. It applies to rows stored from now on; a server without lz4 keeps pglz.
DO $$
BEGIN
    EXECUTE 'ALTER TABLE prescription ALTER COLUMN raw SET COMPRESSION lz4';
EXCEPTION WHEN feature_not_supported OR syntax_error OR invalid_parameter_value THEN
    RAISE NOTICE 'lz4 is not available here: received certificates stay compressed with pglz';
END
$$;
