-- The exact CPU time of signing, beside the user/system split that the kernel accounts in 10 ms
-- ticks (right only on average over many prescriptions).
ALTER TABLE outbox ADD COLUMN cpu_micros bigint NOT NULL DEFAULT 0 CHECK (cpu_micros >= 0);
