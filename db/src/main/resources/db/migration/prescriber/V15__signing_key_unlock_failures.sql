-- Wrong PINs given to unlock a prescriber's signing key in its PKCS#11 token (issue 27), counted per account so
-- that every attempt is counted however many sessions make them; the unlock package owns the SQL. A right PIN
-- deletes the row. At etp.signing.unlock.max-failures in a row the key is locked until locked_until
-- (etp.signing.unlock.locked-for after the last wrong PIN): no PIN reaches the token until then. An administrator
-- lifts a lock early by deleting the account's row. No PIN, nor any part of one, is ever stored.
CREATE TABLE signing_key_failure (
    username     text        PRIMARY KEY CHECK (length(username) <= 100),
    failures     integer     NOT NULL CHECK (failures >= 0),
    last_failure timestamptz NOT NULL,
    locked_until timestamptz
);
