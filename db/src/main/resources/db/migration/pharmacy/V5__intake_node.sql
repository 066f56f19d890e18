-- Several intake nodes share one database: each row says which node wrote it. The node is the connection's
-- application_name, which every pharmacy node sets to its etp.node.id when it connects (and which
-- pg_stat_activity shows beside each session), so no INSERT names the column and no writer can forget it.
-- Rows written before this migration keep NULL: which node wrote them was not recorded. The columns are
-- added without a default first, then given one, so that no table is rewritten.

ALTER TABLE prescription ADD COLUMN node text;
ALTER TABLE prescription ALTER COLUMN node SET DEFAULT nullif(current_setting('application_name'), '');

ALTER TABLE message_metrics ADD COLUMN node text;
ALTER TABLE message_metrics ALTER COLUMN node SET DEFAULT nullif(current_setting('application_name'), '');

ALTER TABLE rejected_message ADD COLUMN node text;
ALTER TABLE rejected_message ALTER COLUMN node SET DEFAULT nullif(current_setting('application_name'), '');

ALTER TABLE counter_audit ADD COLUMN node text;
ALTER TABLE counter_audit ALTER COLUMN node SET DEFAULT nullif(current_setting('application_name'), '');
