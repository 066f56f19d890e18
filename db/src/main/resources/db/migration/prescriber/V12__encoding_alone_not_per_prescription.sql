-- The app signs each certificate once and times that signed encoding only (sign_micros); it no longer encodes
-- every certificate a second time, unsigned, just to time the encoding alone. That cost is measured where it
-- is the question: the JMH benchmark CodecBenchmarks.senderEncodeUnsigned and ./etp timing's sender encode.
-- Rows written before keep their figure; rows written since leave the column empty.
ALTER TABLE outbox ALTER COLUMN encode_micros DROP NOT NULL;
COMMENT ON COLUMN outbox.encode_micros IS 'encoding alone, unsigned, in µs: rows written before V12 only';
