-- OER, wire format code 3, is the third form beside DER and XML: a prescription or a message measured in
-- it is stored with the format 'OER'. The constraints of V1 are replaced, not edited, so that a store
-- already migrated takes the new form too.

ALTER TABLE prescription DROP CONSTRAINT prescription_format_check;
ALTER TABLE prescription ADD CONSTRAINT prescription_format_check CHECK (format IN ('DER', 'XML', 'OER'));

ALTER TABLE message_metrics DROP CONSTRAINT message_metrics_format_check;
ALTER TABLE message_metrics ADD CONSTRAINT message_metrics_format_check CHECK (format IN ('DER', 'XML', 'OER'));
