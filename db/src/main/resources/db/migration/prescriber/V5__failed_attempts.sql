-- attempts counts the attempts begun (a claim counts one, so that an attempt cut short by a restart still
-- counts towards the backoff); failed_attempts counts those that ended without the pharmacy's final answer.
-- While an attempt is in flight the two differ by one, and the page says so instead of counting it as failed.

ALTER TABLE outbox ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0);

-- Rows already there: every attempt of a row still retrying failed; a row answered failed all but the last.
UPDATE outbox SET failed_attempts = CASE WHEN status = 'RETRYING' THEN attempts
    WHEN status = 'SENDING' THEN 0 ELSE greatest(attempts - 1, 0) END;
