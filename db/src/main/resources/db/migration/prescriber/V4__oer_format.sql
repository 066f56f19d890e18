-- OER, wire format code 3, is the third form beside DER and XML: a prescriber may choose it as the default
-- and the outbox keeps prescriptions signed in it. The constraints of V1 are replaced, not edited, so that
-- a database already migrated takes the new form too.

ALTER TABLE prescriber_settings DROP CONSTRAINT prescriber_settings_default_format_check;
ALTER TABLE prescriber_settings ADD CONSTRAINT prescriber_settings_default_format_check
    CHECK (default_format IN ('DER', 'XML', 'OER'));

ALTER TABLE outbox DROP CONSTRAINT outbox_format_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_format_check CHECK (format IN ('DER', 'XML', 'OER'));
