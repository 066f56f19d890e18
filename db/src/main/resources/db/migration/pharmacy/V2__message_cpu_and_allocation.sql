-- The exact CPU time of the threads that handled a message, beside the user/system split that the
-- kernel accounts in 10 ms ticks (right only on average), and the heap bytes they allocated for it.
ALTER TABLE message_metrics
    ADD COLUMN cpu_micros      bigint,
    ADD COLUMN allocated_bytes bigint;
